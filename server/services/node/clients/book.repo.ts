// The advisor's client book in one ranked, paged SQL query over the mapping, the people, their KYC, their stored
// positions (client_positions, refreshed by the caller) and their active SIPs; and one client's selection details.
import { type SQL, sql } from 'drizzle-orm';
import type { ClientBookRow } from '../../../../utils/clients/wire';
import type { Db } from '../../../db/client';
import { clientPerson, searchFilter } from '../portfolio/listing.repo';
import type { BookQuery, BookSort } from './clients.schemas';

export type BookRow = ClientBookRow;

// KYC sorts by how far the client is from investing, not by the status word's spelling.
const KYC_RANK = sql`case kyc_status when 'verified' then 1 when 'registered' then 2 when 'submitted' then 3
  when 'in_progress' then 4 when 'on_hold' then 5 when 'rejected' then 6 else 7 end`;

const SORT: Record<BookSort, SQL> = {
  name: sql`lower(name)`,
  aum: sql`aum_paise`,
  sips: sql`sip_count`,
  kyc: KYC_RANK,
  added: sql`added_at`,
};

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;

function matching(expertId: string, q: string | undefined): SQL {
  return sql`
    select ec.user_id, ec.created_at as added_at, u.name, u.mobile_no, right(k.pancard_no, 4) as pan_last4,
      coalesce(k.kyc_status, 'not_started') as kyc_status, coalesce(p.current_value_paise, 0) as aum_paise,
      coalesce(s.n, 0) as sip_count
    from expert_clients ec
    join users u on u.id = ec.user_id
    left join kyc_records k on k.user_id = ec.user_id
    left join client_positions p on p.user_id = ec.user_id
    left join (
      select user_id, count(*) as n from sips
      where status = 'active' and user_id in (select user_id from expert_clients where expert_id = ${expertId})
      group by user_id
    ) s on s.user_id = ec.user_id
    where ec.expert_id = ${expertId} and ${searchFilter(q)}`;
}

/** One page of the book and the number of matching clients. */
export async function bookPage(db: Db, expertId: string, q: BookQuery): Promise<{ rows: BookRow[]; total: number }> {
  const direction = (q.order ?? (q.sort === 'name' || q.sort === 'kyc' ? 'asc' : 'desc')) === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute(sql`
    with m as (${matching(expertId, q.q)})
    select m.*, count(*) over () as total from m
    order by ${SORT[q.sort]} ${direction} nulls last, m.user_id
    limit ${q.size} offset ${(q.page - 1) * q.size}`);
  const rows = rowsOf(result);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && q.page > 1) {
    total = Number(rowsOf(await db.execute(sql`select count(*) as n from (${matching(expertId, q.q)}) m`))[0].n);
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
