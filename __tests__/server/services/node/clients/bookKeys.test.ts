// The client book's kept keys (client_book_keys, migration 0021) follow every change that moves a client in the
// book: an allotted order (AUM), a KYC status, a SIP started or stopped, a new name or mobile, a mapping ended or
// made. After each change the kept rows must equal the view over the live tables, and the book must show it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expertClients, kycRecords, sips, transactions, users } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { ASHA_ID, type PortfolioPeople, as, createPortfolioPeople } from '../../../support/portfolioApp';
import { RAHUL } from '../../../support/loginApp';

jest.setTimeout(120_000);

type Row = { user_id: string; name: string; mobile_no: string; kyc_status: string; aum_paise: number; sip_count: number; added_at: string };
type Page = { items: Row[]; total: number };

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

const db = () => p.t.handle.db;

async function book(query: string): Promise<Page> {
  const res = await p.t.app.request(`/node/clients/book?${query}`, { headers: as(p.rahul) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
}

const ashaIn = async (query: string) => (await book(`${query}&size=100`)).items.find((i) => i.user_id === ASHA_ID);

const countOf = async (query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;

/** Rows kept but not in the view, and rows of the view not kept: both must be none. */
async function expectKeysAgree() {
  const diff = (await db().execute(sql`
    select count(*)::int as n from (
      (select * from client_book_keys except select * from client_book_source)
      union all (select * from client_book_source except select * from client_book_keys)) d`)) as unknown as { rows: { n: number }[] };
  expect(diff.rows[0].n).toBe(0);
  const sizes = (await db().execute(sql`
    select count(*)::int as n from client_book_sizes s
    where s.clients <> (select count(*) from expert_clients ec where ec.expert_id = s.expert_id)`)) as unknown as { rows: { n: number }[] };
  expect(sizes.rows[0].n).toBe(0);
}

/** The search's definition over the live tables: name ILIKE, mobile LIKE, PAN last 4. */
async function liveMatches(q: string) {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return countOf(sql`select count(*)::int as n from expert_clients ec join users u on u.id = ec.user_id
    left join kyc_records k on k.user_id = ec.user_id
    where ec.expert_id = ${expertId(RAHUL)} and (u.name ilike ${like} or u.mobile_no like ${like} or right(k.pancard_no, 4) = ${q.toUpperCase()})`);
}

describe('the client book keys', () => {
  it('start equal to the live tables (the backfill and the seed)', async () => {
    await book('');
    await expectKeysAgree();
  });

  it('move a client up the AUM sort when an order of theirs is allotted', async () => {
    const byAum = (await book('sort=aum&size=100')).items;
    const bought = await db().selectDistinct({ userId: transactions.userId }).from(transactions)
      .where(inArray(transactions.txnType, ['purchase', 'sip']));
    // The smallest of the clients who bought something: the allotment must lift them from the bottom to the top.
    const low = byAum.filter((i) => bought.some((b) => b.userId === i.user_id)).at(-1)!;
    expect(byAum[0].user_id).not.toBe(low.user_id);
    const rankOf = async (query: string) => (await book(`${query}&size=100`)).items.findIndex((i) => i.user_id === low.user_id);
    const [purchase] = await db().select().from(transactions)
      .where(and(eq(transactions.userId, low.user_id), inArray(transactions.txnType, ['purchase', 'sip']))).limit(1);
    const { id: _id, ...copy } = purchase;
    // A purchase a thousand times one of theirs, enough to pass the biggest client.
    const [added] = await db().insert(transactions)
      .values({ ...copy, importKey: null, units: String(Number(copy.units) * 1000), amountPaise: copy.amountPaise * 1000 }).returning();
    expect(await rankOf('sort=aum')).toBe(0);
    expect(await rankOf('sort=aum&order=asc')).toBe(byAum.length - 1);
    expect((await book('sort=aum&size=1')).items[0].aum_paise).toBeGreaterThan(byAum[0].aum_paise);
    await expectKeysAgree();
    await db().delete(transactions).where(eq(transactions.id, added.id));
    expect((await book('sort=aum&size=100')).items).toEqual(byAum);
    await expectKeysAgree();
  });

  it("follow a client's KYC status into the KYC sort", async () => {
    const [kyc] = await db().select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    await db().update(kycRecords).set({ kycStatus: 'rejected' }).where(eq(kycRecords.userId, ASHA_ID));
    expect((await ashaIn('sort=kyc'))!.kyc_status).toBe('rejected');
    const byKyc = (await book('sort=kyc&size=100')).items;
    const rank = byKyc.findIndex((i) => i.user_id === ASHA_ID);
    // Rejected ranks after every client nearer to investing and before every one who has not started.
    expect(byKyc.slice(0, rank).every((i) => i.kyc_status !== 'not_started')).toBe(true);
    expect(byKyc.slice(rank + 1).every((i) => ['rejected', 'not_started'].includes(i.kyc_status))).toBe(true);
    await expectKeysAgree();
    await db().update(kycRecords).set({ kycStatus: kyc.kycStatus }).where(eq(kycRecords.userId, ASHA_ID));
    expect((await ashaIn('sort=kyc'))!.kyc_status).toBe(kyc.kycStatus);
    await expectKeysAgree();
  });

  it('count a SIP started and one stopped', async () => {
    const before = (await ashaIn('sort=sips'))!.sip_count;
    const [active] = await db().select().from(sips).where(and(eq(sips.userId, ASHA_ID), eq(sips.status, 'active'))).limit(1);
    expect(active).toBeDefined();
    await db().update(sips).set({ status: 'cancelled' }).where(eq(sips.id, active.id));
    expect((await ashaIn('sort=sips'))!.sip_count).toBe(before - 1);
    const { id: _id, ...copy } = active;
    const [started] = await db().insert(sips).values({ ...copy, status: 'active' }).returning();
    await db().update(sips).set({ status: 'active' }).where(eq(sips.id, active.id));
    expect((await ashaIn('sort=sips'))!.sip_count).toBe(before + 1);
    const counts = (await book('sort=sips&size=100')).items.map((i) => i.sip_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await expectKeysAgree();
    await db().delete(sips).where(eq(sips.id, started.id));
    expect((await ashaIn('sort=sips'))!.sip_count).toBe(before);
    await expectKeysAgree();
  });

  it('follow a new name into the name sort and the search, and a new mobile into the search', async () => {
    const [asha] = await db().select().from(users).where(eq(users.id, ASHA_ID));
    await db().update(users).set({ name: 'Aaaron Zeta', mobileNo: '9111111111' }).where(eq(users.id, ASHA_ID));
    expect((await book('sort=name&size=1')).items[0]).toMatchObject({ user_id: ASHA_ID, name: 'Aaaron Zeta' });
    expect((await book('q=aaaron')).items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    expect((await book('q=91111')).items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    expect((await book(`q=${asha.mobileNo}`)).total).toBe(0);
    await expectKeysAgree();
    await db().update(users).set({ name: asha.name, mobileNo: asha.mobileNo }).where(eq(users.id, ASHA_ID));
    expect((await book('q=aaaron')).total).toBe(0);
    await expectKeysAgree();
  });

  it('find and count what ILIKE on the name, LIKE on the mobile and the PAN last 4 find on the live tables', async () => {
    const [kyc] = await db().select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    // A PAN whose last 4 are two letters no name or mobile holds: only the PAN match can find her.
    await db().update(kycRecords).set({ pancardNo: 'ZQ' }).where(eq(kycRecords.userId, ASHA_ID));
    for (const q of ['a', 'ra', 'as', 'zq', 'ZQ', '0', '01', 'Ra', '_', '%a', 'sha', '9000000001']) {
      const { total, items } = await book(`q=${encodeURIComponent(q)}&size=100`);
      expect({ q, total }).toEqual({ q, total: await liveMatches(q) });
      expect(items).toHaveLength(total);
    }
    expect((await book('q=zq')).items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    await db().update(kycRecords).set({ pancardNo: kyc.pancardNo }).where(eq(kycRecords.userId, ASHA_ID));
    await expectKeysAgree();
  });

  it('leave the book with an ended mapping and come back with a new one', async () => {
    const before = await book('');
    const [mapping] = await db().select().from(expertClients)
      .where(and(eq(expertClients.expertId, expertId(RAHUL)), eq(expertClients.userId, ASHA_ID)));
    await db().delete(expertClients).where(eq(expertClients.id, mapping.id));
    expect((await book('')).total).toBe(before.total - 1);
    expect((await book('q=asha')).items.map((i) => i.user_id)).not.toContain(ASHA_ID);
    await expectKeysAgree();
    const added = new Date('2026-11-23T10:00:00Z');
    await db().insert(expertClients).values({ ...mapping, createdAt: added });
    expect((await book('')).total).toBe(before.total);
    expect((await book('sort=added&size=1')).items[0]).toMatchObject({ user_id: ASHA_ID, added_at: added.toISOString() });
    await expectKeysAgree();
  });
});
