// The advisor's client book in one ranked, paged SQL query over the mapping, the people, their KYC, their stored
// positions (client_positions, refreshed by the caller) and their active SIPs; and one client's selection details.
import { type SQL, sql } from 'drizzle-orm';
import type { ClientBookRow } from '../../../../utils/clients/wire';
import type { Db } from '../../../db/client';
import { clientPerson, searchFilter } from '../portfolio/listing.repo';
import type { BookQuery, BookSort } from './clients.schemas';

export type BookRow = ClientBookRow;

// KYC sorts by how far the client is from investing, not by the status word's spelling.
const KYC_RANK = sql`case coalesce(k.kyc_status, 'not_started') when 'verified' then 1 when 'registered' then 2
  when 'submitted' then 3 when 'in_progress' then 4 when 'on_hold' then 5 when 'rejected' then 6 else 7 end`;

/** Each sort's key, and the tables the key needs besides the mapping and the people. */
const SORT: Record<BookSort, { key: SQL; kyc?: true; positions?: true }> = {
  name: { key: sql`lower(u.name)` },
  aum: { key: sql`coalesce(p.current_value_paise, 0)`, positions: true },
  sips: { key: sql`(select count(*) from sips s where s.user_id = ec.user_id and s.status = 'active')` },
  kyc: { key: KYC_RANK, kyc: true },
  added: { key: sql`ec.created_at` },
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;

/**
 * The matching clients ranked by the sort key alone: only the tables that the key or the search needs are read for
 * every client, so a book of 10,000 pages almost as fast as one of 25 (bench/clients.ts).
 */
function ranked(expertId: string, q: BookQuery, direction: SQL): SQL {
  const sort = SORT[q.sort];
  const withKyc = sort.kyc || Boolean(q.q);
  return sql`
    select ec.user_id, ${sort.key} as sort_key, count(*) over () as total
    from expert_clients ec
    join users u on u.id = ec.user_id
    ${withKyc ? sql`left join kyc_records k on k.user_id = ec.user_id` : sql``}
    ${sort.positions ? sql`left join client_positions p on p.user_id = ec.user_id` : sql``}
    where ec.expert_id = ${expertId} and ${searchFilter(q.q)}
    order by sort_key ${direction} nulls last, ec.user_id
    limit ${q.size} offset ${(q.page - 1) * q.size}`;
}

/** One page of the book and the number of matching clients; the page's 20 rows alone get their details. */
export async function bookPage(db: Db, expertId: string, q: BookQuery): Promise<{ rows: BookRow[]; total: number }> {
  const direction = (q.order ?? (q.sort === 'name' || q.sort === 'kyc' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    with r as (${ranked(expertId, q, direction)})
    select r.user_id, r.total, ec.created_at as added_at, u.name, u.mobile_no, right(k.pancard_no, 4) as pan_last4,
      coalesce(k.kyc_status, 'not_started') as kyc_status, coalesce(p.current_value_paise, 0) as aum_paise,
      (select count(*) from sips s where s.user_id = r.user_id and s.status = 'active') as sip_count
    from r
    join expert_clients ec on ec.user_id = r.user_id and ec.expert_id = ${expertId}
    join users u on u.id = r.user_id
    left join kyc_records k on k.user_id = r.user_id
    left join client_positions p on p.user_id = r.user_id
    order by r.sort_key ${direction} nulls last, r.user_id`);
  const rows = rowsOf(result);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && q.page > 1) {
    const first = rowsOf(await db.execute(sql`select total as n from (${ranked(expertId, { ...q, page: 1, size: 1 }, direction)}) m`));
    total = first.length > 0 ? Number(first[0].n) : 0;
  }
  return { rows: rows.map(toBookRow), total };
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
