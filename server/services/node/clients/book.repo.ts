// The advisor's client book, ranked and paged on client_book_keys (one kept row per mapped client with what the book
// shows and sorts by; migration 0021), and one client's selection details.
import { type SQL, sql } from 'drizzle-orm';
import type { ClientBookRow } from '../../../../utils/clients/wire';
import type { Db } from '../../../db/client';
import { clientPerson } from '../portfolio/listing.repo';
import { type KeptTotal, keepTotal, keptTotal } from './book.totals';
import type { BookQuery, BookSort } from './clients.schemas';

export type BookRow = ClientBookRow;

/** Each sort's kept key; client_book_keys has an index (expert_id, key, user_id) for each one in both directions. */
const SORT_KEY: Record<BookSort, SQL> = {
  name: sql.raw('name_key'),
  aum: sql.raw('aum_paise'),
  sips: sql.raw('sip_count'),
  kyc: sql.raw('kyc_rank'),
  added: sql.raw('added_at'),
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;

/**
 * A part of the name (as ILIKE would match it: both sides lowercased), a part of the mobile, or the PAN's last 4,
 * the same rule as the portfolio listing's search (searchFilter).
 */
function matches(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(b.name_key like lower(${like}) or b.mobile_no like ${like} or b.pan_last4 = ${q.toUpperCase()})`;
}

/** The sort's key in the asked direction (name and KYC default to ascending, the figures to descending). */
function orderOf(q: BookQuery): SQL {
  const direction = (q.order ?? (q.sort === 'name' || q.sort === 'kyc' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  return sql`b.${SORT_KEY[q.sort]} ${direction} nulls last, b.user_id`;
}

/**
 * One page of the book and the number of matching clients. Without a search the page is a walk along the sort's
 * index, asking only for user ids so that the rows skipped by the offset can come from the index alone, and the
 * total is the kept count. With one, see searchPage.
 */
export async function bookPage(db: Db, expertId: string, q: BookQuery): Promise<{ rows: BookRow[]; total: number }> {
  if (q.q) return searchPage(db, expertId, { ...q, q: q.q });
  const order = orderOf(q);
  const offset = (q.page - 1) * q.size;
  const result = await db.execute(sql`
    select t.total, b.user_id, b.name, b.mobile_no, b.pan_last4, b.kyc_status, b.aum_paise, b.sip_count, b.added_at
    from (select coalesce((select clients from client_book_sizes where expert_id = ${expertId}), 0) as total) t
    left join lateral (
      select b.user_id from client_book_keys b where b.expert_id = ${expertId}
      order by ${order} limit ${q.size} offset ${offset}
    ) page on true
    left join client_book_keys b on b.expert_id = ${expertId} and b.user_id = page.user_id
    order by ${order}`);
  const rows = rowsOf(result);
  return { rows: rows.filter((r) => r.user_id !== null).map(toBookRow), total: Number(rows[0]?.total ?? 0) };
}

/**
 * A search's page and total, in one statement (one snapshot). The page and the total are separate: the page asks
 * for the first matches in the sort's order and the planner picks how to find them (a term of 3 characters or more:
 * the trigram and PAN indexes, then a sort of the few matches; a short term, which most of a big book matches: a
 * walk along the sort's index that stops at the page's last row). The total is the one kept for this term while the
 * advisor's search version is the one it was counted at (book.totals.ts); only otherwise are the matches counted.
 * A page past the end still says how many clients match (the left join keeps the total's row).
 */
async function searchPage(db: Db, expertId: string, q: BookQuery & { q: string }) {
  const kept = keptTotal(db, expertId, q.q);
  const rows = rowsOf(await db.execute(searchStatement(expertId, q, kept)));
  const total = Number(rows[0]?.total ?? 0);
  const version = rows[0]?.version as string | null | undefined;
  if (version) keepTotal(db, expertId, q.q, { version, total });
  return { rows: rows.filter((r) => r.user_id !== null).map(toBookRow), total };
}

/** The search's statement, unrun (a test EXPLAINs it): `kept` is the total kept for the term, if any. */
export function searchStatement(expertId: string, q: BookQuery & { q: string }, kept?: KeptTotal): SQL {
  const order = orderOf(q);
  return sql`
    select s.version::text as version,
      case when s.version = ${kept?.version ?? null}::bigint then ${kept?.total ?? null}::bigint
        else (select count(*) from client_book_keys b where b.expert_id = ${expertId} and ${matches(q.q)}) end as total,
      b.user_id, b.name, b.mobile_no, b.pan_last4, b.kyc_status, b.aum_paise, b.sip_count, b.added_at
    -- offset 0: read the version once (pulled up, the subquery would run again for each use of s.version)
    from (select (select search_version from client_book_sizes where expert_id = ${expertId}) as version offset 0) s
    left join lateral (
      select * from client_book_keys b where b.expert_id = ${expertId} and ${matches(q.q)}
      order by ${order} limit ${q.size} offset ${(q.page - 1) * q.size}
    ) b on true
    order by ${order}`;
}

function toBookRow(r: Raw): BookRow {
  return {
    ...clientPerson(r),
    aum_paise: Number(r.aum_paise),
    sip_count: Number(r.sip_count),
    added_at: new Date(r.added_at as string).toISOString(),
  };
}

export interface SelectionRow {
  userId: string;
  mobileNo: string;
  name: string | null;
  kycId: string | null;
  kycStatus: string;
  pan: string | null;
  dob: string | null;
  fdMobileNumber: string | null;
}

export async function selectionRow(db: Db, userId: string): Promise<SelectionRow | undefined> {
  const [r] = rowsOf(await db.execute(sql`
    select u.id as user_id, u.mobile_no, u.name, k.id as kyc_id, coalesce(k.kyc_status, 'not_started') as kyc_status,
      k.pancard_no, k.dob::text as dob, k.fd_mobile_number
    from users u left join kyc_records k on k.user_id = u.id where u.id = ${userId}`));
  if (!r) return undefined;
  return {
    userId: String(r.user_id),
    mobileNo: String(r.mobile_no),
    name: (r.name as string | null) ?? null,
    kycId: (r.kyc_id as string | null) ?? null,
    kycStatus: String(r.kyc_status),
    pan: (r.pancard_no as string | null) ?? null,
    dob: (r.dob as string | null) ?? null,
    fdMobileNumber: (r.fd_mobile_number as string | null) ?? null,
  };
}
