// A principal's sub-agents (experts.parent_merchant_id) with their books, and their new sales by period.
import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { experts } from '../../../db/schema';
import type { Agent } from '../../../../utils/clients/agentsWire';
import type { SalesGroup } from '../../../../utils/clients/salesPeriods';

type Rows = { rows: Record<string, unknown>[] };

export async function merchantIdOf(db: Db, expertId: string): Promise<string | null> {
  const rows = await db.select({ merchantId: experts.merchantId }).from(experts).where(eq(experts.id, expertId)).limit(1);
  return rows[0]?.merchantId ?? null;
}

export async function subAgentIds(db: Db, merchantId: string): Promise<string[]> {
  const rows = await db.select({ id: experts.id }).from(experts).where(eq(experts.parentMerchantId, merchantId));
  return rows.map((r) => r.id);
}

/** Each sub-agent's clients, their value from the stored positions (refreshed by the caller) and active SIPs. */
export function agentBooks(db: Db, merchantId: string): Promise<Agent[]> {
  return books(db, sql`e.parent_merchant_id = ${merchantId}`);
}

/** The books of the advisors a relationship manager looks after (experts.rm_id), the manager aside. */
export function managedBooks(db: Db, rmId: string, managerExpertId: string): Promise<Agent[]> {
  return books(db, sql`e.rm_id = ${rmId} and e.id <> ${managerExpertId}`);
}

/** The advisors `which` selects, each with the book above. */
async function books(db: Db, which: SQL): Promise<Agent[]> {
  const result = (await db.execute(sql`
    select e.id as expert_id, u.name, e.arn,
      (select count(*) from expert_clients ec where ec.expert_id = e.id) as clients,
      (select coalesce(sum(p.current_value_paise), 0) from expert_clients ec
        join client_positions p on p.user_id = ec.user_id where ec.expert_id = e.id) as aum_paise,
      (select count(*) from sips s where s.expert_id = e.id and s.status = 'active') as sips
    from experts e join users u on u.id = e.user_id
    where ${which}
    order by lower(u.name), e.id
  `)) as unknown as Rows;
  return result.rows.map((r) => ({
    expert_id: String(r.expert_id),
    name: (r.name as string | null) ?? null,
    arn: (r.arn as string | null) ?? null,
    clients: Number(r.clients),
    aum_paise: Number(r.aum_paise),
    sips: Number(r.sips),
  }));
}

export interface SalesRow {
  expert_id: string;
  period: string;
  new_clients: number;
  first_orders: number;
  first_order_amount_paise: number;
}

// India's calendar day of an instant (IST has no daylight saving: a fixed 5 h 30 min).
const istDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '330 minutes')::date`);

/**
 * Per sub-agent and period: clients they took on, and clients whose first order with them (failed and cancelled
 * orders aside) was placed then, with that order's amount.
 */
export async function salesByPeriod(
  db: Db,
  merchantId: string,
  q: { from: string; to: string; group: SalesGroup },
): Promise<SalesRow[]> {
  const group = sql.raw(`'${q.group}'`); // one of three fixed words (zod enum)
  const result = (await db.execute(sql`
    with agents as (select id from experts where parent_merchant_id = ${merchantId}),
    joined as (
      select ec.expert_id, ${istDay('ec.created_at')} as day from expert_clients ec join agents a on a.id = ec.expert_id
    ),
    firsts as (
      select distinct on (o.expert_id, o.user_id) o.expert_id, ${istDay('o.placed_at')} as day,
        coalesce(o.amount_paise, 0) as amount_paise
      from orders o join agents a on a.id = o.expert_id
      where o.status not in ('failed', 'cancelled')
      order by o.expert_id, o.user_id, o.placed_at, o.id
    ),
    events as (
      select expert_id, day, 1 as new_client, 0 as first_order, 0::bigint as amount from joined
      union all
      select expert_id, day, 0, 1, amount_paise from firsts
    )
    select expert_id, date_trunc(${group}, day)::date::text as period, sum(new_client) as new_clients,
      sum(first_order) as first_orders, sum(amount) as first_order_amount_paise
    from events where day between ${q.from}::date and ${q.to}::date
    group by expert_id, period
  `)) as unknown as Rows;
  return result.rows.map((r) => ({
    expert_id: String(r.expert_id),
    period: String(r.period),
    new_clients: Number(r.new_clients),
    first_orders: Number(r.first_orders),
    first_order_amount_paise: Number(r.first_order_amount_paise),
  }));
}
