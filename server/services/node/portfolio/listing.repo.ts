// An expert's clients ranked by name, invested amount, current value or gain, searched and paged in SQL from the
// stored positions (client_positions: each client's exact figures for today's market data and their current book),
// so a page of a 10,000-client book costs one indexed query, not 10,000 valuations. The people's details are joined
// for the page's rows only.
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
  xirr_pct: number | null;
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

export async function listingPage(db: Db, expertId: string, q: ListingQuery): Promise<ListingRow[]> {
  const order = (q.order ?? (q.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    with m as (${mine(expertId, q)}),
    page as (
      select m.user_id, p.invested_paise, p.current_value_paise, p.gain_paise, p.xirr_pct, count(*) over () as total,
        row_number() over (order by ${SORT_COLUMN[q.sort]} ${order} nulls last, m.user_id) as position
      from m join client_positions p on p.user_id = m.user_id
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
    xirr_pct: r.xirr_pct === null || r.xirr_pct === undefined ? null : Number(r.xirr_pct),
    total: Number(r.total),
  }));
}

/** The expert's clients whose stored position is missing or was computed for another day, market or book. */
export async function staleClients(db: Db, expertId: string, today: string): Promise<{ userId: string; bookVersion: number }[]> {
  const result = await db.execute(sql`
    select ec.user_id, coalesce(b.version, 0) as book_version
    from expert_clients ec
    left join client_books b on b.user_id = ec.user_id
    left join client_positions p on p.user_id = ec.user_id
    where ec.expert_id = ${expertId} and (p.user_id is null or p.valued_on <> ${today}
      or p.market_version <> (select coalesce(max(version), 0) from market_data_version)
      or p.book_version <> coalesce(b.version, 0))
  `);
  return (result as unknown as { rows: { user_id: string; book_version: unknown }[] }).rows.map((r) => ({
    userId: String(r.user_id),
    bookVersion: Number(r.book_version),
  }));
}

export interface StoredPosition {
  userId: string;
  bookVersion: number;
  investedPaise: number;
  currentValuePaise: number;
  gainPaise: number;
  xirrPct: number | null;
}

/** Stores positions computed from the books at `bookVersion`; a book changed since then stays stale by its version. */
export async function storePositions(db: Db, rows: StoredPosition[], today: string): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) => sql`(${r.userId}::uuid, ${r.investedPaise}, ${r.currentValuePaise}, ${r.gainPaise}, ${r.xirrPct}::numeric,
      ${today}::date, (select coalesce(max(version), 0) from market_data_version), ${r.bookVersion}, now())`,
  );
  await db.execute(sql`
    insert into client_positions (user_id, invested_paise, current_value_paise, gain_paise, xirr_pct, valued_on,
      market_version, book_version, updated_at)
    values ${sql.join(values, sql`, `)}
    on conflict (user_id) do update set invested_paise = excluded.invested_paise,
      current_value_paise = excluded.current_value_paise, gain_paise = excluded.gain_paise,
      xirr_pct = excluded.xirr_pct, valued_on = excluded.valued_on, market_version = excluded.market_version,
      book_version = excluded.book_version, updated_at = now()
  `);
}

/** How many clients match, for a page past the end (which has no row to carry the count). */
export async function listingTotal(db: Db, expertId: string, search: string | undefined): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from (${mine(expertId, { search, sort: 'name' })}) m`);
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}
