// The transaction report and the capital-gains statement through the real app: pages and filters, CSV content,
// PDF downloads, and the refusals.
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { navHistory, transactions } from '@/server/db/schema';
import { ASHA_ID, type PortfolioPeople, createPortfolioPeople, getAs } from '../../../support/portfolioApp';

jest.setTimeout(120_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

async function countWhere(...conds: Parameters<typeof and>) {
  const [row] = await p.t.handle.db.select({ n: count() }).from(transactions).where(and(eq(transactions.userId, ASHA_ID), ...conds));
  return row.n;
}

describe('GET /node/portfolio/transactions/{userId}', () => {
  it('pages every transaction newest first, with the total', async () => {
    const res = await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?page=2&page_size=10`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { items: { txn_date: string }[]; total: number; page: number } };
    expect(data.total).toBe(await countWhere());
    expect(data.items).toHaveLength(10);
    const dates = data.items.map((t) => t.txn_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by type and date range', async () => {
    const res = await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?type=redemption&from=2023-01-01&to=2024-12-31`);
    const { data } = (await res.json()) as { data: { items: { txn_type: string; txn_date: string }[]; total: number } };
    expect(data.total).toBeGreaterThan(0);
    expect(data.items.every((t) => t.txn_type === 'redemption' && t.txn_date >= '2023-01-01' && t.txn_date <= '2024-12-31')).toBe(true);
  });

  it('downloads the same rows as CSV, one line per transaction after the header', async () => {
    const res = await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?format=csv&type=redemption`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-.*\.csv"$/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Scheme code,Scheme,Folio,NAV,Units,Amount (Rs.),Stamp duty (Rs.),Exit load (Rs.)');
    expect(lines).toHaveLength(1 + (await countWhere(eq(transactions.txnType, 'redemption'))));
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},redemption,\d+,/);
  });

  it('downloads a PDF statement', async () => {
    const res = await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?format=pdf&from=2025-01-01`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('refuses another investor (403) and a bad query (400)', async () => {
    expect((await getAs(p.t, p.vikram, `/transactions/${ASHA_ID}?format=csv`)).status).toBe(404);
    expect((await getAs(p.t, p.neha, `/transactions/${ASHA_ID}`)).status).toBe(404);
    expect((await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?page_size=500`)).status).toBe(400);
    expect((await getAs(p.t, p.asha, `/transactions/${ASHA_ID}?from=2025-01-01&to=2024-01-01`)).status).toBe(400);
  });
});

describe('GET /node/portfolio/capital-gains/{userId}', () => {
  type Row = { scheme_name: string; sell_date: string; units: string; cost_paise: number; sale_value_paise: number; gain_paise: number; term: string; asset: string };

  it("lists FY 2023-24's sales matched FIFO: the balanced-advantage lump sum long-term equity, the liquid fund short-term debt", async () => {
    const res = await getAs(p.t, p.asha, `/capital-gains/${ASHA_ID}?fy=2023-24`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { rows: Row[]; totals: { short_term_paise: number; long_term_paise: number } } };
    const [buy] = await p.t.handle.db.select().from(transactions).where(and(eq(transactions.userId, ASHA_ID), eq(transactions.schemeCode, 100119), eq(transactions.txnType, 'purchase')));
    const [sell] = await p.t.handle.db.select().from(transactions).where(and(eq(transactions.userId, ASHA_ID), eq(transactions.schemeCode, 100119), eq(transactions.txnType, 'redemption')));
    const baf = data.rows.find((r) => r.sell_date === sell.txnDate)!;
    const cost = Math.round((buy.amountPaise * Number(sell.units)) / Number(buy.units));
    expect(baf).toMatchObject({ term: 'long', asset: 'equity', units: sell.units, sale_value_paise: sell.amountPaise, cost_paise: cost, gain_paise: sell.amountPaise - cost });
    const liquid = data.rows.find((r) => r.sell_date === '2024-03-18')!;
    expect(liquid).toMatchObject({ term: 'short', asset: 'debt' });
    expect(data.totals.long_term_paise).toBe(data.rows.filter((r) => r.term === 'long').reduce((s, r) => s + r.gain_paise, 0));
    expect(data.rows.every((r) => r.sell_date >= '2023-04-01' && r.sell_date <= '2024-03-31')).toBe(true);
  });

  it('downloads the statement as CSV and PDF, and refuses a malformed year', async () => {
    const csv = await getAs(p.t, p.asha, `/capital-gains/${ASHA_ID}?fy=2023-24&format=csv`);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Scheme,Folio,Asset,Term,/);
    expect(lines.length).toBeGreaterThan(1);
    const pdf = await getAs(p.t, p.asha, `/capital-gains/${ASHA_ID}?fy=2023-24&format=pdf`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getAs(p.t, p.asha, `/capital-gains/${ASHA_ID}?fy=2023-25`)).status).toBe(400);
    expect((await getAs(p.t, p.vikram, `/capital-gains/${ASHA_ID}?fy=2023-24`)).status).toBe(404);
  });

  it('grandfathers units bought before 1 Feb 2018: the cost is lifted towards their 31 Jan 2018 NAV', async () => {
    // An older lump sum in the same folio: FIFO now sells these 2017 units first in FY 2023-24.
    const [sell] = await p.t.handle.db.select().from(transactions).where(and(eq(transactions.userId, ASHA_ID), eq(transactions.schemeCode, 100119), eq(transactions.txnType, 'redemption')));
    const [jan31] = await p.t.handle.db.select().from(navHistory)
      .where(and(eq(navHistory.schemeCode, 100119), lte(navHistory.date, '2018-01-31'))).orderBy(desc(navHistory.date)).limit(1);
    expect(jan31.date).toBe('2018-01-31');
    const units = sell.units;
    const actualCost = Math.round(Number(units) * 100 * 100); // bought at NAV 100
    const [old] = await p.t.handle.db.insert(transactions).values({
      userId: ASHA_ID, folioId: sell.folioId, schemeCode: 100119, txnType: 'purchase', txnDate: '2017-06-01',
      nav: '100.0000', units, amountPaise: actualCost,
    }).returning();
    try {
      const res = await getAs(p.t, p.asha, `/capital-gains/${ASHA_ID}?fy=2023-24`);
      const { data } = (await res.json()) as { data: { rows: (Row & { buy_date: string; actual_cost_paise: number; grandfathered: boolean })[] } };
      const row = data.rows.find((r) => r.buy_date === '2017-06-01')!;
      const fairValue = Math.round(Number(units) * Number(jan31.nav) * 100);
      const expected = Math.max(actualCost, Math.min(fairValue, row.sale_value_paise));
      expect(Math.abs(row.cost_paise - expected)).toBeLessThanOrEqual(1);
      expect(row.actual_cost_paise).toBe(actualCost);
      expect(Number(jan31.nav)).toBeGreaterThan(100);
      expect(row.grandfathered).toBe(true);
      expect(row.gain_paise).toBe(row.sale_value_paise - row.cost_paise);
    } finally {
      await p.t.handle.db.delete(transactions).where(eq(transactions.id, old.id));
    }
  });
});
