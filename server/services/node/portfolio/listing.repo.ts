// An expert's clients with their invested amount and current value, searched, sorted and paged in one SQL query:
// the value is units × each scheme's latest NAV on or before today, aggregated per client in the database, so a
// page of a 10,000-client book costs one query and not 10,000 valuations.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ListingQuery } from './portfolio.schemas';

export interface ListingRow {
  user_id: string;
  name: string | null;
  mobile_no: string;
  pan_last4: string | null;
  kyc_status: string;
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  total: number;
}

const SORT_COLUMN = {
  name: sql`lower(c.name)`,
  current_value: sql`current_value_paise`,
  gain: sql`gain_paise`,
  invested: sql`invested_paise`,
} as const;

/** Name and mobile by substring; a four-character term also matches the PAN's last four. */
function searchFilter(search: string | undefined) {
  if (!search) return sql`true`;
  const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(u.name ilike ${like} or u.mobile_no like ${like} or right(k.pancard_no, 4) = ${search.toUpperCase()})`;
}

export async function listingPage(db: Db, expertId: string, q: ListingQuery, today: string): Promise<ListingRow[]> {
  const order = (q.order ?? (q.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    with c as (
      select u.id, u.name, u.mobile_no, k.pancard_no, coalesce(k.kyc_status, 'not_started') as kyc_status
      from expert_clients ec
      join users u on u.id = ec.user_id
      left join kyc_records k on k.user_id = u.id
      where ec.expert_id = ${expertId} and ${searchFilter(q.search)}
    ),
    held as (
      select h.user_id, h.scheme_code, h.units, h.cost_paise from holdings h join c on c.id = h.user_id
    ),
    quote as (
      select f.scheme_code, case when f.nav_date <= ${today} then f.nav else (
        select n.nav from nav_history n where n.scheme_code = f.scheme_code and n.date <= ${today}
        order by n.date desc limit 1) end as nav
      from funds f where f.scheme_code in (select distinct scheme_code from held)
    ),
    v as (
      select held.user_id, sum(held.cost_paise)::bigint as invested,
        sum(round(held.units * coalesce(quote.nav, 0) * 100))::bigint as value
      from held left join quote on quote.scheme_code = held.scheme_code
      group by held.user_id
    )
    select c.id as user_id, c.name, c.mobile_no, right(c.pancard_no, 4) as pan_last4, c.kyc_status,
      coalesce(v.invested, 0)::bigint as invested_paise, coalesce(v.value, 0)::bigint as current_value_paise,
      (coalesce(v.value, 0) - coalesce(v.invested, 0))::bigint as gain_paise,
      count(*) over () as total
    from c left join v on v.user_id = c.id
    order by ${SORT_COLUMN[q.sort]} ${order} nulls last, lower(c.name), c.id
    limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    user_id: String(r.user_id),
    name: (r.name as string | null) ?? null,
    mobile_no: String(r.mobile_no),
    pan_last4: (r.pan_last4 as string | null) ?? null,
    kyc_status: String(r.kyc_status),
    invested_paise: Number(r.invested_paise),
    current_value_paise: Number(r.current_value_paise),
    gain_paise: Number(r.gain_paise),
    total: Number(r.total),
  }));
}

/** How many clients match, for a page past the end (which has no row to carry the count). */
export async function listingTotal(db: Db, expertId: string, search: string | undefined): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n from expert_clients ec
    join users u on u.id = ec.user_id left join kyc_records k on k.user_id = u.id
    where ec.expert_id = ${expertId} and ${searchFilter(search)}`);
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}
