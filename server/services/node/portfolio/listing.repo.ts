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
  /** From the page's own query on the search and name paths; null on the value-index path. */
  total: number | null;
}

const SORT_COLUMN = {
  name: sql`lower(name)`,
  current_value: sql`current_value_paise`,
  gain: sql`gain_paise`,
  invested: sql`invested_paise`,
} as const;

/** Name and mobile by substring; a four-character term also matches the PAN's last four. */
export function searchFilter(search: string | undefined): SQL {
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

const VALUE_COLUMNS = { current_value: 'current_value_paise', invested: 'invested_paise', gain: 'gain_paise' } as const;

/** In the index's own order (figure descending, nulls last, then user id), or exactly backwards. */
function indexOrder(table: 'p' | 'page', column: string, direction: 'asc' | 'desc'): SQL {
  const figure = sql.raw(`${table}.${column}`);
  const id = sql.raw(`${table}.user_id`);
  return direction === 'desc' ? sql`${figure} desc nulls last, ${id} asc` : sql`${figure} asc nulls first, ${id} desc`;
}

/**
 * A page ranked by a stored figure without a search: walks that figure's index (client_positions_*_idx, in the
 * index's own order so the planner can use it) and keeps the expert's clients, instead of sorting the whole book.
 */
async function valueSortedPage(db: Db, expertId: string, q: ListingQuery & { sort: keyof typeof VALUE_COLUMNS }) {
  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const column = VALUE_COLUMNS[q.sort];
  const result = await db.execute(sql`
    with page as (
      select p.user_id, p.invested_paise, p.current_value_paise, p.gain_paise, p.xirr_pct
      from client_positions p
      where exists (select 1 from expert_clients ec where ec.user_id = p.user_id and ec.expert_id = ${expertId})
      order by ${indexOrder('p', column, direction)}
      limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
    )
    select page.*, u.name, u.mobile_no, right(k.pancard_no, 4) as pan_last4,
      coalesce(k.kyc_status, 'not_started') as kyc_status
    from page join users u on u.id = page.user_id left join kyc_records k on k.user_id = page.user_id
    order by ${indexOrder('page', column, direction)}
  `);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

function isValueSort(q: ListingQuery): q is ListingQuery & { sort: keyof typeof VALUE_COLUMNS } {
  return !q.search && q.sort in VALUE_COLUMNS;
}

/** The page's rows; `total` is the number of matching clients when known from the same query, else null. */
export async function listingPage(db: Db, expertId: string, q: ListingQuery): Promise<ListingRow[]> {
  if (isValueSort(q)) return (await valueSortedPage(db, expertId, q)).map((r) => toRow(r, null));
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
  return rows.map((r) => toRow(r, Number(r.total)));
}

/** The person's columns of a client row (this listing and the advisor's client book read the same ones). */
export function clientPerson(r: Record<string, unknown>) {
  return {
    user_id: String(r.user_id),
    name: (r.name as string | null) ?? null,
    mobile_no: String(r.mobile_no),
    pan_last4: (r.pan_last4 as string | null) ?? null,
    kyc_status: String(r.kyc_status),
  };
}

function toRow(r: Record<string, unknown>, total: number | null): ListingRow {
  return {
    ...clientPerson(r),
    invested_paise: Number(r.invested_paise),
    current_value_paise: Number(r.current_value_paise),
    gain_paise: Number(r.gain_paise),
    xirr_pct: r.xirr_pct === null || r.xirr_pct === undefined ? null : Number(r.xirr_pct),
    total,
  };
}

export interface ListingState {
  changes: number;
  checkedChanges: number;
  checkedOn: string | null;
  checkedMarketVersion: number | null;
  marketVersion: number;
}

/** The expert's change count and what the last check saw, with the market data's current version. */
export async function listingState(db: Db, expertId: string): Promise<ListingState> {
  const read = () => db.execute(sql`
    select s.changes, s.checked_changes, s.checked_on::text as checked_on, s.checked_market_version,
      (select coalesce(max(version), 0) from market_data_version) as market_version
    from expert_listing_state s where s.expert_id = ${expertId}`);
  let rows = ((await read()) as unknown as { rows: Record<string, unknown>[] }).rows;
  if (rows.length === 0) {
    // The expert's first listing: start counting changes from here (checked_changes -1 forces the first check).
    await db.execute(sql`insert into expert_listing_state (expert_id) values (${expertId}) on conflict do nothing`);
    rows = ((await read()) as unknown as { rows: Record<string, unknown>[] }).rows;
  }
  const r = rows[0];
  return {
    changes: Number(r.changes),
    checkedChanges: Number(r.checked_changes),
    checkedOn: (r.checked_on as string | null) ?? null,
    checkedMarketVersion: r.checked_market_version === null ? null : Number(r.checked_market_version),
    marketVersion: Number(r.market_version),
  };
}

/** Records that every position was checked against `changes` (a count read before the check began). */
export async function markChecked(db: Db, expertId: string, changes: number, today: string, marketVersion: number) {
  await db.execute(sql`update expert_listing_state set checked_changes = ${changes}, checked_on = ${today},
    checked_market_version = ${marketVersion} where expert_id = ${expertId}`);
}

/** The expert's clients whose stored position is missing or was computed for another day, market or book. */
export async function staleClients(
  db: Db,
  expertId: string,
  today: string,
  marketVersion: number,
): Promise<{ userId: string; bookVersion: number }[]> {
  const result = await db.execute(sql`
    select ec.user_id, coalesce(b.version, 0) as book_version
    from expert_clients ec
    left join client_books b on b.user_id = ec.user_id
    left join client_positions p on p.user_id = ec.user_id
    where ec.expert_id = ${expertId} and (p.user_id is null or p.valued_on <> ${today}
      or p.market_version <> ${marketVersion}
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
export async function storePositions(db: Db, rows: StoredPosition[], today: string, marketVersion: number): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) => sql`(${r.userId}::uuid, ${r.investedPaise}, ${r.currentValuePaise}, ${r.gainPaise}, ${r.xirrPct}::numeric,
      ${today}::date, ${marketVersion}, ${r.bookVersion}, now())`,
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
  const result = await db.execute(sql`select count(*) as n from (${mine(expertId, { search, sort: 'current_value' })}) m`);
  return Number((result as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}
