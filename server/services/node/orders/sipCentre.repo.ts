// The advisor's SIP and mandate centre in the database: the SIPs the advisor registered for clients still mapped to
// them (the analytics SIP report's scope), each with its client, scheme (plan and option), mandate, instalments done,
// bounces and any request still waiting for the client. Two statements a page: the counts per tab, and the page.
// Instalments are counted from the orders naming the SIP (orders_sip_idx) and, for history from before orders named
// their SIP, the SIP orders of its scheme (as the cart's sipdetail does).
import { type SQL, sql } from 'drizzle-orm';
import type { SipCentreTab } from '../../../../utils/orders/sipCentre';
import type { Tx } from './orders.deps';

export interface SipCentreScope {
  expertId: string;
  client?: string;
  /** Today in India, and the first day of its month. */
  today: string;
  monthStart: string;
  now: Date;
}

const DONE = sql.raw(`('paid', 'sent_to_amc', 'completed')`);

/** The advisor's SIPs with their facts, one row each (no page, no tab). */
function facts(s: SipCentreScope): SQL {
  return sql`
    select s.id, s.user_id, s.scheme_code, s.amount_paise, s.frequency, s.day, s.status, s.start_date::text as start_date,
      s.end_date::text as end_date, s.next_due_date::text as next_due_date, s.paused_until::text as paused_until,
      u.name as client_name, u.mobile_no as client_mobile,
      f.name || case when f.plan is null and f.option is null then '' else ' – ' || concat_ws(' · ', f.plan || ' Plan', f.option) end as scheme_name,
      m.mandate_type, m.status as mandate_status, m.limit_paise as mandate_limit_paise,
      ((m.expires_at at time zone 'UTC') + interval '330 minutes')::date::text as mandate_expires_on,
      coalesce(i.done, 0) as done, coalesce(i.bounces, 0) as bounces,
      ((i.last_bounce_at at time zone 'UTC') + interval '330 minutes')::date::text as last_bounce_on,
      r.kind as request_kind, r.payload ->> 'summary' as request_summary, r.expires_at as request_expires_at
    from sips s
    join expert_clients ec on ec.expert_id = s.expert_id and ec.user_id = s.user_id
    join users u on u.id = s.user_id
    left join funds f on f.scheme_code = s.scheme_code
    left join mandates m on m.id::text = s.mandate_id and m.user_id = s.user_id
    left join lateral (
      select count(*) filter (where o.status in ${DONE})::int as done,
        count(*) filter (where o.status = 'failed')::int as bounces,
        max(o.placed_at) filter (where o.status = 'failed') as last_bounce_at
      from orders o
      where o.user_id = s.user_id
        and (o.sip_id = s.id or (o.sip_id is null and o.order_type = 'sip' and o.scheme_code = s.scheme_code))
    ) i on true
    left join lateral (
      select c.kind, c.payload, c.expires_at from kyc_consents c
      where c.user_id = s.user_id and c.kind in ('sip_pause', 'sip_cancel') and c.payload -> 'change' ->> 'sip_id' = s.id::text
        and c.confirmed_at is null and c.superseded_at is null and c.expires_at > ${s.now.toISOString()}::timestamptz
      order by c.created_at desc limit 1
    ) r on true
    where s.expert_id = ${s.expertId}${s.client ? sql` and s.user_id = ${s.client}` : sql``}`;
}

/** Each tab's condition over a row of `facts`. */
function tabCondition(tab: SipCentreTab, s: SipCentreScope): SQL {
  switch (tab) {
    case 'active':
      return sql`x.status in ('active', 'pending')`;
    case 'paused':
      return sql`x.status = 'paused'`;
    case 'cancelled':
      return sql`x.status = 'cancelled'`;
    case 'ended':
      return sql`x.status = 'completed'`;
    case 'bounced':
      return sql`x.last_bounce_on::date >= ${s.monthStart}::date`;
    case 'mandate_expiring':
      return sql`x.status in ('active', 'pending', 'paused') and x.mandate_expires_on::date between ${s.today}::date and ${s.today}::date + 30`;
    default:
      return sql`true`;
  }
}

export async function sipCounts(tx: Tx, s: SipCentreScope): Promise<Record<SipCentreTab, number>> {
  const result = await tx.execute(sql`
    with x as (${facts(s)})
    select count(*)::int as all,
      count(*) filter (where ${tabCondition('active', s)})::int as active,
      count(*) filter (where ${tabCondition('paused', s)})::int as paused,
      count(*) filter (where ${tabCondition('cancelled', s)})::int as cancelled,
      count(*) filter (where ${tabCondition('ended', s)})::int as ended,
      count(*) filter (where ${tabCondition('bounced', s)})::int as bounced,
      count(*) filter (where ${tabCondition('mandate_expiring', s)})::int as mandate_expiring
    from x`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    all: Number(row.all ?? 0),
    active: Number(row.active ?? 0),
    paused: Number(row.paused ?? 0),
    cancelled: Number(row.cancelled ?? 0),
    ended: Number(row.ended ?? 0),
    bounced: Number(row.bounced ?? 0),
    mandate_expiring: Number(row.mandate_expiring ?? 0),
  };
}

/** A page of one tab, next instalment first (SIPs without one last), then by client. */
export async function sipPage(tx: Tx, s: SipCentreScope, tab: SipCentreTab, page: number, size: number): Promise<Record<string, unknown>[]> {
  const result = await tx.execute(sql`
    with x as (${facts(s)})
    select * from x where ${tabCondition(tab, s)}
    order by x.next_due_date::date asc nulls last, x.client_name asc, x.id asc
    limit ${size} offset ${(page - 1) * size}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
