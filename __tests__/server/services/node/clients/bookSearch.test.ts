// The client book's search on a big book (migration 0022): Neha is given 2,000 generated clients. The page of a short
// term is a walk along the sort's index, and a term's total, kept with the advisor's search version, is always the
// live ILIKE/LIKE/PAN count: every change a search can see (a client added or removed, a new name, mobile or PAN)
// moves the version, and nothing else does.
import { eq, sql } from 'drizzle-orm';
import { clientPositions, expertClients, kycRecords, users } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { keepTotal } from '@/server/services/node/clients/book.totals';
import { searchStatement } from '@/server/services/node/clients/book.repo';
import { bookQuery } from '@/server/services/node/clients/clients.schemas';
import { ASHA_ID, type PortfolioPeople, as, createPortfolioPeople } from '../../../support/portfolioApp';
import { NEHA } from '../../../support/loginApp';

jest.setTimeout(180_000);

type Page = { items: { user_id: string; name: string }[]; total: number };

let p: PortfolioPeople;
const NEHA_EXPERT = expertId(NEHA);
const db = () => p.t.handle.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  p = await createPortfolioPeople();
  // Names from 5 first names and 7 surnames (one client in 50 a Kapoor), mobiles 95000xxxxx: most of the book
  // matches 'ra', a seventh 'sharma', a few 'kapoor' or '0042'.
  await db().execute(sql`
    insert into users (mobile_no, name)
    select '95' || lpad(i::text, 8, '0'),
      (array['Aarav','Priya','Rohan','Meera','Kabir'])[1 + i % 5] || ' '
        || (case when i % 50 = 0 then 'Kapoor' else (array['Sharma','Verma','Iyer','Khan','Mehta','Rao','Gupta'])[1 + i % 7] end)
    from generate_series(1, 2000) i`);
  await db().execute(sql`
    insert into expert_clients (expert_id, user_id) select ${NEHA_EXPERT}, id from users where mobile_no like '95%'`);
  await db().execute(sql`analyze`);
});
afterAll(async () => p?.t.handle.close());

async function book(query: string): Promise<Page> {
  const res = await p.t.app.request(`/node/clients/book?${query}`, { headers: as(p.neha) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
}

/** The search's definition over the live tables: name ILIKE, mobile LIKE, PAN last 4. */
async function liveMatches(q: string): Promise<number> {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const [row] = rowsOf<{ n: number }>(await db().execute(sql`
    select count(*)::int as n from expert_clients ec join users u on u.id = ec.user_id
    left join kyc_records k on k.user_id = ec.user_id
    where ec.expert_id = ${NEHA_EXPERT} and (u.name ilike ${like} or u.mobile_no like ${like} or right(k.pancard_no, 4) = ${q.toUpperCase()})`));
  return row.n;
}

async function expectLiveTotals(terms: string[]) {
  for (const q of terms) {
    // Twice: the second answer is the kept total.
    for (let i = 0; i < 2; i += 1) expect({ q, total: (await book(`q=${encodeURIComponent(q)}`)).total }).toEqual({ q, total: await liveMatches(q) });
  }
}

async function searchVersion(): Promise<string> {
  const [row] = rowsOf<{ v: string }>(await db().execute(sql`select search_version::text as v from client_book_sizes where expert_id = ${NEHA_EXPERT}`));
  return row.v;
}

async function planOf(query: string): Promise<string> {
  const q = bookQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const plan = rowsOf<Record<string, string>>(await db().execute(sql`explain ${searchStatement(NEHA_EXPERT, { ...q, q: q.q! })}`));
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

describe('the client book search on 2,000 clients', () => {
  it("pages a short term along the sort's index, stopping at the page's last row", async () => {
    expect(await planOf('q=ra')).toMatch(/Limit[\s\S]*Index Scan using client_book_keys_name_asc_idx/);
    expect(await planOf('q=ra&sort=aum')).toMatch(/Limit[\s\S]*Index Scan using client_book_keys_aum_desc_idx/);
  });

  it('answers the live count and the matches in order, on every page, for short and long terms', async () => {
    await expectLiveTotals(['a', 'ra', 'Ra', 'sharma', 'kapoor', '95', '0042', '9500000042', 'zz', '%a', '_']);
    const all = (await book('q=sharma&size=100')).items;
    expect(all.every((i) => i.name.toLowerCase().includes('sharma'))).toBe(true);
    const names = all.map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await book('q=ra&size=20&page=2');
    expect(second.items).toHaveLength(20);
    expect(second.items.map((i) => i.user_id)).toEqual((await book('q=ra&size=40')).items.slice(20).map((i) => i.user_id));
    const total = await liveMatches('sharma');
    expect(await book(`q=sharma&size=100&page=${Math.ceil(total / 100) + 1}`)).toMatchObject({ items: [], total });
  });

  it('uses the kept total while the version holds, and counts again once the book changed', async () => {
    await book('q=ra');
    keepTotal(db(), NEHA_EXPERT, 'ra', { version: await searchVersion(), total: 12_345 });
    expect((await book('q=ra')).total).toBe(12_345);
    const [client] = rowsOf<{ user_id: string }>(await db().execute(sql`
      select user_id from client_book_keys where expert_id = ${NEHA_EXPERT} and name_key like '%ra%' limit 1`));
    await db().update(users).set({ name: 'Zed Quill' }).where(eq(users.id, client.user_id));
    expect((await book('q=ra')).total).toBe(await liveMatches('ra'));
  });

  it('moves the version for each change a search sees, and only for those', async () => {
    let before = await searchVersion();
    const moved = async () => {
      const now = await searchVersion();
      const changed = BigInt(now) > BigInt(before);
      before = now;
      return changed;
    };
    const [first] = rowsOf<{ user_id: string; mobile_no: string }>(await db().execute(sql`
      select user_id, mobile_no from client_book_keys where expert_id = ${NEHA_EXPERT} and mobile_no like '95%' order by mobile_no limit 1`));
    // A new value of AUM (a revaluation rewrites the kept row) and the same name again: no search can see them.
    await db().insert(clientPositions).values({
      userId: first.user_id, investedPaise: 100_000, currentValuePaise: 123_400, gainPaise: 23_400, valuedOn: '2026-11-22', marketVersion: 0, bookVersion: 0,
    }).onConflictDoUpdate({ target: clientPositions.userId, set: { currentValuePaise: 123_400 } });
    const [kept] = rowsOf<{ aum: string }>(await db().execute(sql`
      select aum_paise::text as aum from client_book_keys where expert_id = ${NEHA_EXPERT} and user_id = ${first.user_id}`));
    expect(kept.aum).toBe('123400');
    await db().update(users).set({ name: sql`name` }).where(eq(users.id, first.user_id));
    expect(await moved()).toBe(false);
    await db().update(users).set({ name: 'Priya Ramaswamy' }).where(eq(users.id, first.user_id));
    expect(await moved()).toBe(true);
    await db().update(users).set({ mobileNo: '9599999999' }).where(eq(users.id, first.user_id));
    expect(await moved()).toBe(true);
    await expectLiveTotals(['ra', 'ramaswamy', '9599', '99']);
    // Asha's PAN, then her mapping to Neha: found by the last 4, then not.
    const [kyc] = await db().select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    const [mapping] = await db().insert(expertClients).values({ expertId: NEHA_EXPERT, userId: ASHA_ID }).returning();
    expect(await moved()).toBe(true);
    await expectLiveTotals([kyc.pancardNo!.slice(-4), 'asha']);
    await db().update(kycRecords).set({ pancardNo: `${kyc.pancardNo!.slice(0, 6)}QZQZ` }).where(eq(kycRecords.userId, ASHA_ID));
    expect(await moved()).toBe(true);
    await expectLiveTotals([kyc.pancardNo!.slice(-4), 'qzqz']);
    await db().delete(expertClients).where(eq(expertClients.id, mapping.id));
    expect(await moved()).toBe(true);
    await expectLiveTotals(['qzqz', 'asha', 'a']);
    await db().update(kycRecords).set({ pancardNo: kyc.pancardNo }).where(eq(kycRecords.userId, ASHA_ID));
  });
});
