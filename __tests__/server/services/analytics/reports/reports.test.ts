// The advisor's analytics through the real app: each view's figures against a sum this test makes itself from the
// rows in the database, who may call it, bad periods, and the CSV twins.
import { and, eq, inArray } from 'drizzle-orm';
import { commissions, expertClients, funds, navHistory, sips, transactions, users } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { scaledToUnits, unitsToScaled, valueInPaise } from '@/utils/portfolio/decimal';
import { createPortfolioPeople, type PortfolioPeople, report } from '../../../support/analyticsApp';
import { NEHA, RAHUL } from '../../../support/loginApp';
import { ASHA_ID } from '../../../support/portfolioApp';

jest.setTimeout(180_000);

let p: PortfolioPeople;
beforeAll(async () => {
  p = await createPortfolioPeople();
});
afterAll(async () => p?.t.handle.close());

const RAHUL_ID = expertId(RAHUL);
const OUT = ['redemption', 'switch_out', 'stp_out', 'swp'];
const today = () => new Date(p.t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);

async function rahulsClients(): Promise<Set<string>> {
  const rows = await p.t.handle.db.select().from(expertClients).where(eq(expertClients.expertId, RAHUL_ID));
  return new Set(rows.map((r) => r.userId));
}

/** The AUM today, summed here from the transactions and the NAVs: units per scheme × the NAV on or before today. */
async function aumByHand(): Promise<number> {
  const mine = await rahulsClients();
  const rows = await p.t.handle.db.select().from(transactions).where(inArray(transactions.userId, [...mine]));
  const units = new Map<number, bigint>();
  for (const t of rows) {
    if (t.txnDate > today() || ['stamp_duty', 'stt', 'tds', 'dividend_payout', 'reversal'].includes(t.txnType)) continue;
    const signed = OUT.includes(t.txnType) ? -unitsToScaled(t.units) : unitsToScaled(t.units);
    units.set(t.schemeCode, (units.get(t.schemeCode) ?? 0n) + signed);
  }
  let total = 0;
  for (const [code, held] of units) {
    if (held === 0n) continue;
    const [fund] = await p.t.handle.db.select().from(funds).where(eq(funds.schemeCode, code));
    let nav = fund.navDate && fund.navDate <= today() ? fund.nav : null;
    if (!nav) {
      const history = await p.t.handle.db.select().from(navHistory).where(eq(navHistory.schemeCode, code));
      nav = history.filter((h) => h.date <= today()).sort((a, b) => b.date.localeCompare(a.date))[0]?.nav ?? null;
    }
    if (nav) total += valueInPaise(scaledToUnits(held), nav);
  }
  return total;
}

describe('GET /analytics/reports', () => {
  it("totals Rahul's AUM today as units × NAV of his clients' holdings, the same on the tiles and the series", async () => {
    const expected = await aumByHand();
    expect(expected).toBeGreaterThan(0);
    const summary = await report<{ aum_paise: number; clients: number }>(p, '/summary');
    expect(summary.status).toBe(200);
    expect(summary.data.aum_paise).toBe(expected);
    expect(summary.data.clients).toBe((await rahulsClients()).size);
    const aum = await report<{ series: { aum_paise: number }[]; by_category: { aum_paise: number }[] }>(p, '/aum');
    expect(aum.data.series).toHaveLength(12);
    expect(aum.data.series.at(-1)?.aum_paise).toBe(expected);
    expect(aum.data.by_category.reduce((s, r) => s + r.aum_paise, 0)).toBe(expected);
  });

  it('counts transactions by type from his own rows only, and follows a new one at once', async () => {
    type Txns = { totals: { type: string; count: number; amount_paise: number }[] };
    // With no period asked, the view covers the twelve months ending with the book's latest transaction (the seeded
    // statements end in 2025; issue 32, item 1), not twelve empty months ending now.
    const byHand = async () => {
      const mine = await rahulsClients();
      const rows = await p.t.handle.db.select().from(transactions).where(eq(transactions.expertId, RAHUL_ID));
      const latest = rows.map((t) => t.txnDate).filter((d) => d <= today()).sort().at(-1)!;
      const start = new Date(`${latest.slice(0, 8)}01T00:00:00Z`);
      start.setUTCMonth(start.getUTCMonth() - 11);
      const first = start.toISOString().slice(0, 10);
      const purchases = rows.filter((t) => mine.has(t.userId) && t.txnDate >= first && t.txnType === 'purchase');
      return { count: purchases.length, amount: purchases.reduce((s, t) => s + t.amountPaise, 0), from: first.slice(0, 7), to: latest.slice(0, 7) };
    };
    const before = await report<Txns & { period: { from: string; to: string } }>(p, '/transactions');
    const expected = await byHand();
    expect(expected.count).toBeGreaterThan(0);
    expect(before.data.period).toEqual({ from: expected.from, to: expected.to });
    expect(before.data.totals.find((t) => t.type === 'purchase')).toMatchObject({ count: expected.count, amount_paise: expected.amount });
    // Another advisor's client, with a purchase carrying Rahul's id by mistake: not his book, never counted.
    const strangerId = await addClientOf(NEHA, '9000000899');
    const [folio] = await p.t.handle.db.select().from(transactions).where(eq(transactions.userId, ASHA_ID)).limit(1);
    await p.t.handle.db.insert(transactions).values([
      { ...txnLike(folio), userId: strangerId, expertId: RAHUL_ID, amountPaise: 7_00_000_00 },
      { ...txnLike(folio), amountPaise: 1_234_56 },
    ]);
    // Today's purchase moves the default period to end now; his own is counted, the stranger's is not.
    const after = await report<Txns>(p, '/transactions');
    const now = await byHand();
    expect(after.data.totals.find((t) => t.type === 'purchase')).toMatchObject({ count: now.count, amount_paise: now.amount });
    const asked = await report<Txns>(p, `/transactions?from=${now.to}&to=${now.to}`);
    expect(asked.data.totals.find((t) => t.type === 'purchase')).toMatchObject({ count: 1, amount_paise: 1_234_56 });
  });

  it('counts his clients by band and KYC status, and his active SIPs and their monthly book', async () => {
    const mine = await rahulsClients();
    type Clients = { total: number; by_aum_band: { clients: number }[]; by_kyc_status: { clients: number }[] };
    const clients = await report<Clients>(p, '/clients');
    expect(clients.data.total).toBe(mine.size);
    expect(clients.data.by_aum_band.reduce((s, b) => s + b.clients, 0)).toBe(mine.size);
    expect(clients.data.by_kyc_status.reduce((s, b) => s + b.clients, 0)).toBe(mine.size);
    const active = (await p.t.handle.db.select().from(sips).where(and(eq(sips.expertId, RAHUL_ID), eq(sips.status, 'active'))))
      .filter((s) => mine.has(s.userId) && s.frequency === 'monthly');
    const view = await report<{ active: number; paused: number; book_paise: number }>(p, '/sips');
    expect(view.data.active).toBe(active.length);
    expect(view.data.book_paise).toBe(active.reduce((s, r) => s + r.amountPaise, 0));
    // Pausing a SIP touches no transaction: the SIPs' own trigger (migration 0019) makes the rollups stale.
    await p.t.handle.db.update(sips).set({ status: 'paused' }).where(eq(sips.id, active[0].id));
    const after = await report<{ active: number; paused: number }>(p, '/sips');
    expect(after.data).toMatchObject({ active: active.length - 1, paused: view.data.paused + 1 });
  });

  it('totals the seeded trail commissions of the period, by fund house and attributed to schemes', async () => {
    const rows = await p.t.handle.db.select().from(commissions).where(eq(commissions.expertId, RAHUL_ID));
    const months = [...new Set(rows.map((r) => r.period.slice(0, 7)))].sort();
    expect(months.length).toBe(12);
    const [from, to] = [months[0], months.at(-1)];
    type View = { total_paise: number; by_fund_house: { amount_paise: number }[]; by_scheme: { amount_paise: number }[] };
    const view = await report<View>(p, `/commissions?from=${from}&to=${to}`);
    const expected = rows.reduce((s, r) => s + r.amountPaise, 0);
    expect(view.data.total_paise).toBe(expected);
    expect(view.data.by_fund_house.reduce((s, r) => s + r.amount_paise, 0)).toBe(expected);
    expect(view.data.by_scheme.length).toBeGreaterThan(0);
    // Asked with no period, the view opens on the same twelve months (the last ones with commission) with figures,
    // and the dashboard's "commission" tile is that last month's.
    const opened = await report<View & { period: { from: string; to: string } }>(p, '/commissions');
    expect(opened.data.period).toEqual({ from, to });
    expect(opened.data.total_paise).toBe(expected);
    const summary = await report<{ commission_month: string; commission_last_month_paise: number }>(p, '/summary');
    expect(summary.data.commission_month).toBe(to);
    expect(summary.data.commission_last_month_paise).toBe(rows.filter((r) => r.period.startsWith(to!)).reduce((s, r) => s + r.amountPaise, 0));
  });

  it('refuses investors (403), bad and reversed periods and periods over 60 months (400)', async () => {
    expect((await report(p, '/aum', p.asha)).status).toBe(403);
    expect((await report(p, '/aum.csv', p.asha)).status).toBe(403);
    const reversed = await report(p, '/aum?from=2026-05&to=2026-01');
    expect(reversed).toMatchObject({ status: 400, message: 'Choose a start month before the end month' });
    expect((await report(p, '/sips?from=2026-13')).status).toBe(400);
    expect((await report(p, '/sips?from=2020-01&to=2026-01')).status).toBe(400);
    expect((await report(p, '/transactions?from=2021-02&to=2026-01')).status).toBe(200);
  });

  it('downloads each view as CSV, a name that looks like a formula quoted as text', async () => {
    const top = (await report<{ by_client: { user_id: string }[] }>(p, '/aum')).data.by_client[0];
    await p.t.handle.db.update(users).set({ name: '=HYPERLINK("x"), Ltd' }).where(eq(users.id, top.user_id));
    const csv = await report(p, '/aum.csv');
    expect(csv.res.headers.get('content-type')).toContain('text/csv');
    const text = await csv.res.text();
    expect(text.split('\r\n')[0]).toBe('section,name,count,amount_rupees');
    expect(text).toContain(`client,"'=HYPERLINK(""x""), Ltd",,`);
    for (const view of ['summary', 'sips', 'clients', 'transactions', 'commissions'])
      expect((await report(p, `/${view}.csv`)).status).toBe(200);
  });
});

function txnLike(t: typeof transactions.$inferSelect) {
  const { id: _id, createdAt: _c, ...rest } = t;
  return { ...rest, txnType: 'purchase' as const, txnDate: today(), importKey: null, expertId: RAHUL_ID };
}

async function addClientOf(expertMobile: string, mobile: string): Promise<string> {
  const id = userId(mobile);
  await p.t.handle.db.insert(users).values({ id, mobileNo: mobile, name: 'Stranger', roles: ['user'] });
  await p.t.handle.db.insert(expertClients).values({ expertId: expertId(expertMobile), userId: id });
  return id;
}
