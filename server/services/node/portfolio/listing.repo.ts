// An expert's clients ranked by name, invested amount, current value or gain, searched and paged in SQL: the
// value is units × each scheme's latest NAV on or before today, aggregated per client in the database, so a page
// of a 10,000-client book costs one query, not 10,000 valuations. The people's details are joined for the page's
// rows only; the ranking uses float arithmetic (numeric is slow in the embedded engine), and the page's figures
// are then valued exactly by the service.
import { type SQL, sql } from 'drizzle-orm';
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
  name: sql`lower(name)`,
  current_value: sql`current_value_paise`,
  gain: sql`gain_paise`,
  invested: sql`invested_paise`,
} as const;

/** Name and mobile by substring; a four-character term also matches the PAN's last four. */
function searchFilter(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(u.name ilike ${like} or u.mobile_no like ${like} or right(k.pancard_no, 4) = ${search.toUpperCase()})`;
}

/** The expert's clients that match; the users and KYC tables are read for all of them only when needed. */
function mine(expertId: string, q: Pick<ListingQuery, 'search' | 'sort'>): SQL {
  if (!q.search && q.sort !== 'name')
    return sql`select ec.user_id, null::text as name from expert_clients ec where ec.expert_id = ${expertId}`;
  return sql`select ec.user_id, u.name from expert_clients ec join users u on u.id = ec.user_id
    left join kyc_records k on k.user_id = ec.user_id where ec.expert_id = ${expertId} and ${searchFilter(q.search)}`;
}

export async function listingPage(db: Db, expertId: string, q: ListingQuery, today: string): Promise<ListingRow[]> {
  const order = (q.order ?? (q.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    with m as (${mine(expertId, q)}),
    quote as (
      select f.scheme_code, (case when f.nav_date <= ${today} then f.nav else (
        select n.nav from nav_history n where n.scheme_code = f.scheme_code and n.date <= ${today}
        order by n.date desc limit 1) end)::float8 as nav
      from funds f
      where f.scheme_code in (select distinct h.scheme_code from holdings h where h.user_id in (select user_id from m))
    ),
    v as (
      select h.user_id, sum(h.cost_paise)::bigint as invested,
        sum(round(h.units::float8 * coalesce(q.nav, 0) * 100))::bigint as value
      from holdings h left join quote q on q.scheme_code = h.scheme_code
      where h.user_id in (select user_id from m)
      group by h.user_id
    ),
    figures as (
      select m.user_id, m.name, coalesce(v.invested, 0) as invested_paise, coalesce(v.value, 0) as current_value_paise,
        coalesce(v.value, 0) - coalesce(v.invested, 0) as gain_paise
      from m left join v on v.user_id = m.user_id
    ),
    page as (
      select user_id, invested_paise, current_value_paise, gain_paise, count(*) over () as total,
        row_number() over (order by ${SORT_COLUMN[q.sort]} ${order} nulls last, user_id) as position
      from figures
      order by position
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
    )
    select page.*, u.name, u.mobile_no, right(k.pancard_no, 4) as pan_last4,
      coalesce(k.kyc_status, 'not_started') as kyc_status
    from page join users u on u.id = page.user_id left join kyc_records k on k.user_id = page.user_id
    order by page.position
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
  const result = await db.execute(sql`select count(*) as n from (${mine(expertId, { search, sort: 'name' })}) m`);
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}
