// An expert's client listing through the real app: search, sort, paging, the figures against the client's own
// summary, and who may not see it.
import { and, count, eq, inArray } from 'drizzle-orm';
import { clientPositions, expertClients, kycRecords, transactions } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { ASHA_ID, type PortfolioPeople, createPortfolioPeople, getAs } from '../../../support/portfolioApp';
import { RAHUL } from '../../../support/loginApp';

jest.setTimeout(120_000);

type Item = { user_id: string; name: string; mobile_no: string; pan_last4: string; invested_paise: number; current_value_paise: number; gain_paise: number; xirr_pct: number | null };
type Page = { items: Item[]; total: number; page: number; page_size: number };

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

async function listing(query: string, session = p.rahul): Promise<Page> {
  const res = await getAs(p.t, session, `/listing?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Page }).data;
}

describe('GET /node/portfolio/listing', () => {
  it("gives each client the figures of their own summary, XIRR included", async () => {
    const { items } = await listing('search=Asha');
    expect(items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    const res = await getAs(p.t, p.rahul, `/summary/${ASHA_ID}`);
    const { summary } = ((await res.json()) as { data: { summary: Record<string, number> } }).data;
    expect(items[0]).toMatchObject({
      invested_paise: summary.invested_paise,
      current_value_paise: summary.current_value_paise,
      gain_paise: summary.gain_paise,
      xirr_pct: summary.xirr_pct,
    });
  });

  it('finds a client by mobile and by the last four of the PAN', async () => {
    const [kyc] = await p.t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, ASHA_ID));
    expect((await listing('search=9000000001')).items.map((i) => i.user_id)).toEqual([ASHA_ID]);
    const byPan = await listing(`search=${kyc.pancardNo!.slice(-4).toLowerCase()}`);
    expect(byPan.items.map((i) => i.user_id)).toContain(ASHA_ID);
    expect(byPan.items[0].pan_last4).toBe(kyc.pancardNo!.slice(-4));
  });

  it('pages through every mapped client once, sorted by current value', async () => {
    const [{ n }] = await p.t.handle.db.select({ n: count() }).from(expertClients).where(eq(expertClients.expertId, expertId(RAHUL)));
    const first = await listing('sort=current_value&page_size=10');
    expect(first.total).toBe(n);
    const all: Item[] = [];
    for (let page = 1; page <= Math.ceil(n / 10); page += 1) all.push(...(await listing(`sort=current_value&page_size=10&page=${page}`)).items);
    expect(new Set(all.map((i) => i.user_id)).size).toBe(n);
    const values = all.map((i) => i.current_value_paise);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const byName = (await listing('sort=name&order=asc&page_size=100')).items.map((i) => i.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const past = await listing('page=99&page_size=10');
    expect(past).toMatchObject({ items: [], total: n });
    const invested = (await listing('sort=invested&order=asc&page_size=100')).items.map((i) => i.invested_paise);
    expect(invested).toEqual([...invested].sort((a, b) => a - b));
  });

  it("revalues a client whose book changed since the stored position, and only that client", async () => {
    const before = (await listing('search=Asha')).items[0];
    const [stored] = await p.t.handle.db.select().from(clientPositions).where(eq(clientPositions.userId, ASHA_ID));
    expect(stored.currentValuePaise).toBe(before.current_value_paise);
    const others = await p.t.handle.db.select({ at: clientPositions.updatedAt }).from(clientPositions);
    // One of her purchases booked a second time: the trigger marks Asha's book changed, so her value must move.
    const [purchase] = await p.t.handle.db.select().from(transactions)
      .where(and(eq(transactions.userId, ASHA_ID), inArray(transactions.txnType, ['purchase', 'sip']))).limit(1);
    const { id: _id, ...copy } = purchase;
    const [added] = await p.t.handle.db.insert(transactions).values({ ...copy, importKey: null }).returning();
    const after = (await listing('search=Asha')).items[0];
    expect(after.current_value_paise).toBeGreaterThan(before.current_value_paise);
    const res = await getAs(p.t, p.rahul, `/summary/${ASHA_ID}`);
    const { summary } = ((await res.json()) as { data: { summary: Record<string, number> } }).data;
    expect(after.current_value_paise).toBe(summary.current_value_paise);
    const refreshed = await p.t.handle.db.select({ at: clientPositions.updatedAt }).from(clientPositions);
    const changed = refreshed.filter((r) => !others.some((o) => o.at.getTime() === r.at.getTime()));
    expect(changed).toHaveLength(1);
    await p.t.handle.db.delete(transactions).where(eq(transactions.id, added.id));
  });

  it('counts a client newly mapped to the expert at once, and ranks ascending too', async () => {
    const before = await listing('sort=current_value&page_size=5');
    // Vikram (no KYC, no holdings) is nobody's client in the demo.
    const mapping = await p.t.handle.db.insert(expertClients)
      .values({ expertId: expertId(RAHUL), userId: userId('9000000002') }).onConflictDoNothing().returning();
    expect(mapping).toHaveLength(1);
    const after = await listing('sort=current_value&page_size=5');
    expect(after.total).toBe(before.total + mapping.length);
    const asc = (await listing('sort=current_value&order=asc&page_size=100')).items.map((i) => i.current_value_paise);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    for (const m of mapping) await p.t.handle.db.delete(expertClients).where(eq(expertClients.id, m.id));
    expect((await listing('sort=current_value&page_size=5')).total).toBe(before.total);
  });

  it('is for experts only, and shows an expert only their own clients', async () => {
    expect((await getAs(p.t, p.asha, '/listing')).status).toBe(403);
    const neha = await listing('page_size=100', p.neha);
    expect(neha.items.map((i) => i.user_id)).not.toContain(ASHA_ID);
    expect((await getAs(p.t, p.rahul, '/listing?page_size=101')).status).toBe(400);
  });
});
