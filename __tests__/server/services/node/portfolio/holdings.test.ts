// The summary and folio calls through the real app over the seeded demo: Asha's figures against a calculation
// made here from the stored rows, Vikram's empty portfolio, and the refusals.
import { and, desc, eq } from 'drizzle-orm';
import { folios, funds, holdings, navHistory, portfolioSummaries, transactions } from '@/server/db/schema';
import { ASHA_ID, type PortfolioPeople, VIKRAM_ID, createPortfolioPeople, getAs } from '../../../support/portfolioApp';

jest.setTimeout(120_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

type Holding = { scheme_code: number; units: string; net_cost: number; current_value: number; xirr_pct: number | null; nav: string; folioLevel: { folio_id: string }[] };

async function summaryOf(session = p.asha, userId = ASHA_ID) {
  const res = await getAs(p.t, session, `/summary/${userId}`);
  return { res, body: (await res.json()) as { data: { summary: Record<string, number | null>; internal: Holding[]; external: Holding[]; nav_date: string } } };
}

const HDFC_BAF = 100119; // one lump sum, part redeemed: FIFO cost is a share of the one lot

describe('GET /node/portfolio/summary/{userId}', () => {
  it("values Asha's holdings at units × the funds' latest NAV, the same units the holdings table keeps", async () => {
    const { res, body } = await summaryOf();
    expect(res.status).toBe(200);
    const rows = await p.t.handle.db
      .select({ code: holdings.schemeCode, units: holdings.units, nav: funds.nav })
      .from(holdings)
      .innerJoin(funds, eq(funds.schemeCode, holdings.schemeCode))
      .where(eq(holdings.userId, ASHA_ID));
    const heldRows = rows.filter((r) => Number(r.units) > 0);
    const expected = heldRows.reduce((s, r) => s + Math.round(Number(r.units) * Number(r.nav) * 100), 0);
    // Rounding per folio may differ from this float sum by a paisa per holding.
    expect(Math.abs(body.data.summary.current_value_paise! - expected)).toBeLessThanOrEqual(heldRows.length);
    expect(body.data.internal.map((h) => h.scheme_code).sort()).toEqual(heldRows.map((r) => r.code).sort());
    for (const h of body.data.internal) expect(h.units).toBe(heldRows.find((r) => r.code === h.scheme_code)!.units);
    expect(body.data.summary.gain_paise).toBe(body.data.summary.current_value_paise! - body.data.summary.invested_paise!);
    expect(body.data.external).toEqual([]);
  });

  it('takes FIFO cost of a part-redeemed lump sum as the cost share of the units left, and an XIRR whose NPV is zero', async () => {
    const { body } = await summaryOf();
    const baf = body.data.internal.find((h) => h.scheme_code === HDFC_BAF)!;
    const txns = await p.t.handle.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, ASHA_ID), eq(transactions.schemeCode, HDFC_BAF)));
    const buy = txns.find((t) => t.txnType === 'purchase')!;
    const sell = txns.find((t) => t.txnType === 'redemption')!;
    const left = Number(buy.units) - Number(sell.units);
    expect(baf.units).toBe(left.toFixed(4));
    expect(baf.net_cost).toBe(Math.round((buy.amountPaise * left) / Number(buy.units)));
    // XIRR: the rate at which the flows (buy −, sale +, today's value +) are worth nothing on the first day.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const flows = [
      { date: buy.txnDate, amount: -buy.amountPaise },
      { date: sell.txnDate, amount: sell.amountPaise },
      { date: today, amount: baf.current_value },
    ];
    const rate = baf.xirr_pct! / 100;
    const years = (d: string) => (Date.parse(d) - Date.parse(buy.txnDate)) / (365 * 86_400_000);
    const npv = flows.reduce((s, f) => s + f.amount / (1 + rate) ** years(f.date), 0);
    expect(Math.abs(npv / buy.amountPaise)).toBeLessThan(0.0005); // two-decimal rounding of the rate
  });

  it("values a scheme whose funds row is dated after today at its last NAV on or before today, and says that date", async () => {
    const db = p.t.handle.db;
    const [fund] = await db.select().from(funds).where(eq(funds.schemeCode, HDFC_BAF));
    const [last] = await db
      .select({ date: navHistory.date, nav: navHistory.nav })
      .from(navHistory)
      .where(eq(navHistory.schemeCode, HDFC_BAF))
      .orderBy(desc(navHistory.date))
      .limit(1);
    await db.update(funds).set({ navDate: '2999-01-01' }).where(eq(funds.schemeCode, HDFC_BAF));
    try {
      const baf = (await summaryOf()).body.data.internal.find((h) => h.scheme_code === HDFC_BAF) as Holding & { nav_date: string };
      expect({ nav: baf.nav, nav_date: baf.nav_date }).toEqual({ nav: last.nav, nav_date: last.date });
    } finally {
      await db.update(funds).set({ navDate: fund.navDate }).where(eq(funds.schemeCode, HDFC_BAF));
    }
  });

  it("gives Vikram, who holds nothing, an empty portfolio with no XIRR (not 0 %)", async () => {
    const { res, body } = await summaryOf(p.vikram, VIKRAM_ID);
    expect(res.status).toBe(200);
    expect(body.data.internal).toEqual([]);
    expect(body.data.summary).toMatchObject({ invested_paise: 0, current_value_paise: 0, xirr_pct: null, absolute_return_pct: null });
    expect(body.data.nav_date).toBeNull();
  });

  it("lets Rahul, Asha's advisor, read hers; refuses Neha (not mapped) and Vikram with 403", async () => {
    expect((await summaryOf(p.rahul)).res.status).toBe(200);
    expect((await summaryOf(p.neha)).res.status).toBe(404);
    expect((await summaryOf(p.vikram)).res.status).toBe(404);
    const anon = await p.t.app.request(`/node/portfolio/summary/${ASHA_ID}`);
    expect(anon.status).toBe(401);
  });
});

describe('GET /node/portfolio/folio/{folioId}', () => {
  async function bafFolio() {
    const [row] = await p.t.handle.db
      .select({ id: folios.id })
      .from(folios)
      .innerJoin(holdings, eq(holdings.folioId, folios.id))
      .where(and(eq(folios.userId, ASHA_ID), eq(holdings.schemeCode, HDFC_BAF)));
    return row.id;
  }

  it('answers the folio with units, average cost, its transactions newest first and its figures', async () => {
    const id = await bafFolio();
    const res = await getAs(p.t, p.asha, `/folio/${id}?scheme_code=${HDFC_BAF}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { transactions: { txn_type: string }[] } };
    const { body } = await summaryOf();
    const baf = body.data.internal.find((h) => h.scheme_code === HDFC_BAF)!;
    expect(data).toMatchObject({ units: baf.units, invested_paise: baf.net_cost, current_value_paise: baf.current_value });
    expect(Number(data.average_cost)).toBeCloseTo(baf.net_cost / 100 / Number(baf.units), 4);
    expect(data.transactions.map((t) => t.txn_type)).toEqual(['redemption', 'purchase']);
  });

  it('refuses a folio of another investor (403) and answers 404 for one that does not exist', async () => {
    const id = await bafFolio();
    expect((await getAs(p.t, p.vikram, `/folio/${id}`)).status).toBe(404);
    expect((await getAs(p.t, p.neha, `/folio/${id}`)).status).toBe(404);
    expect((await getAs(p.t, p.asha, '/folio/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getAs(p.t, p.asha, '/folio/not-a-uuid')).status).toBe(400);
  });
});

describe('the stored summary', () => {
  type Valued = { data: { summary: { current_value_paise: number }; valued_at: string } };
  const read = async (query = '') => (await (await getAs(p.t, p.asha, `/summary/${ASHA_ID}${query}`)).json()) as Valued;

  it('answers a repeat call from the stored row, a refresh values afresh, and a changed book is never served stale', async () => {
    const first = await read();
    const again = await read();
    expect(again.data.valued_at).toBe(first.data.valued_at);
    const storedAt = async () =>
      (await p.t.handle.db.select().from(portfolioSummaries).where(eq(portfolioSummaries.userId, ASHA_ID)))[0].updatedAt.getTime();
    const before = await storedAt();
    await read();
    expect(await storedAt()).toBe(before);
    await new Promise((r) => setTimeout(r, 5));
    await read('?refresh=1');
    expect(await storedAt()).toBeGreaterThan(before);
    // A purchase booked a second time changes the book: the next plain call must value it.
    const [purchase] = await p.t.handle.db.select().from(transactions)
      .where(and(eq(transactions.userId, ASHA_ID), eq(transactions.txnType, 'purchase'))).limit(1);
    const { id: _id, ...copy } = purchase;
    const [added] = await p.t.handle.db.insert(transactions).values({ ...copy, importKey: null }).returning();
    const after = await read();
    expect(after.data.summary.current_value_paise).toBeGreaterThan(first.data.summary.current_value_paise);
    await p.t.handle.db.delete(transactions).where(eq(transactions.id, added.id));
    expect((await read()).data.summary.current_value_paise).toBe(first.data.summary.current_value_paise);
  });
});
