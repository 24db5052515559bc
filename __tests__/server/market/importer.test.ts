import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { funds, navHistory } from '@/server/db/schema/market';
import { UnknownSchemeError, importNavAll, importNavHistory } from '@/server/market/importer';
import { parseNavAll } from '@/server/market/parseNavAll';
import { computeReturns } from '@/server/market/returns';
import { NAVALL_6COL, NAVALL_8COL, freshDb, historyCsvPoints, readAmfi } from '../support/marketTestDb';

jest.setTimeout(120_000);

const text8 = readAmfi(NAVALL_8COL);
const text6 = readAmfi(NAVALL_6COL);
const rows8 = parseNavAll(text8).rows;
const rows6 = parseNavAll(text6).rows;

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(async () => {
  await handle.close();
});

const db = () => handle.db;
const fundCount = async () => (await db().select({ n: count() }).from(funds))[0].n;
const navCount = async () => (await db().select({ n: count() }).from(navHistory))[0].n;
const fund = async (code: number) => (await db().select().from(funds).where(eq(funds.schemeCode, code)))[0];
const allFunds = () => db().select().from(funds).orderBy(asc(funds.schemeCode));

describe('importNavAll', () => {
  it('imports all 14,282 schemes of the 8-column file into an empty database', async () => {
    const result = await importNavAll(db(), text8);
    // Every fund is new: none has a cached page to rebuild.
    expect(result).toMatchObject({ layout: 8, rows: 14282, funds_inserted: 14282, funds_updated: 0, skipped: [], changed_slugs: [] });
    expect(result.nav_rows_inserted).toBe(rows8.filter((r) => r.nav !== null).length);
    expect(await fundCount()).toBe(14282);
    expect(await navCount()).toBe(result.nav_rows_inserted);
    const uti = await fund(120716);
    expect(uti).toMatchObject({ name: 'UTI Nifty 50 Index Fund', nav: '170.7719', navDate: '2026-08-21', plan: 'Direct' });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await allFunds();
    const navBefore = await navCount();
    const result = await importNavAll(db(), text8);
    expect(result).toMatchObject({ funds_inserted: 0, funds_updated: 0, nav_rows_inserted: 0 });
    // updated_at included: not one row was rewritten.
    expect(await allFunds()).toEqual(before);
    expect(await navCount()).toBe(navBefore);
  });

  it('takes an older 6-column file as history without rolling any fund back', async () => {
    const codes8 = new Set(rows8.map((r) => r.schemeCode));
    const onlyIn6 = rows6.filter((r) => !codes8.has(r.schemeCode));
    const result = await importNavAll(db(), text6);
    expect(result.layout).toBe(6);
    expect(result.funds_inserted).toBe(onlyIn6.length);
    // Its new NAV points are exactly the rows whose (scheme, date) the 8-column file did not already give.
    const byCode8 = new Map(rows8.map((r) => [r.schemeCode, r]));
    const newPoints = rows6.filter((r) => r.nav !== null && byCode8.get(r.schemeCode)?.navDate !== r.navDate);
    expect(result.nav_rows_inserted).toBe(newPoints.length);

    const uti = await fund(120716);
    expect(uti).toMatchObject({ name: 'UTI Nifty 50 Index Fund', nav: '170.7719', navDate: '2026-08-21' });
    const points = await db().select().from(navHistory).where(eq(navHistory.schemeCode, 120716)).orderBy(asc(navHistory.date));
    const row6 = rows6.find((r) => r.schemeCode === 120716)!;
    expect(points.map((p) => [p.date, p.nav])).toEqual([
      [row6.navDate, row6.nav],
      ['2026-08-21', '170.7719'],
    ]);
  });

  it('fills a plan or option the newer file left blank, keeping the newer name', async () => {
    // 130897 is a closed scheme: the 8-column file gives no option, the 6-column name ends in "- Bonus".
    expect(rows8.find((r) => r.schemeCode === 130897)).toMatchObject({ option: null });
    expect(rows6.find((r) => r.schemeCode === 130897)!.name).toMatch(/Bonus$/);
    expect(await fund(130897)).toMatchObject({ option: 'Bonus', name: rows8.find((r) => r.schemeCode === 130897)!.name });
  });

  it('moves a fund forward with a newer file, keeping the NAV text exact, and ignores N.A.', async () => {
    const header = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date';
    const next = [
      header,
      'Open Ended Schemes(Other Scheme - Index Funds)',
      'UTI Mutual Fund',
      '120716;INF789F01XA0;-;UTI Nifty 50 Index Fund;Direct Plan;Growth;171.2500;24-Aug-2026',
      '100822;INF789F01JN2;-;UTI Nifty 50 Index Fund;Regular Plan;Growth;N.A.;24-Aug-2026',
    ].join('\r\n');
    const nav100822 = (await fund(100822)).nav;
    const result = await importNavAll(db(), next);
    expect(result).toMatchObject({ funds_inserted: 0, nav_rows_inserted: 1 });
    // Only the fund whose NAV moved has a page to rebuild; the N.A. row changed nothing.
    expect(result.changed_slugs).toEqual([(await fund(120716)).slug]);
    expect(await fund(120716)).toMatchObject({ nav: '171.2500', navDate: '2026-08-24' });
    expect(await fund(100822)).toMatchObject({ nav: nav100822, navDate: '2026-08-21' });
    expect(await importNavAll(db(), next)).toMatchObject({ funds_inserted: 0, funds_updated: 0, nav_rows_inserted: 0 });
  });

  it('refuses a file that is not NAVAll before writing anything', async () => {
    const before = await fundCount();
    await expect(importNavAll(db(), 'scheme,nav\n1,2')).rejects.toThrow(/Not an AMFI NAVAll file/);
    expect(await fundCount()).toBe(before);
  });
});

describe('importNavHistory', () => {
  const history = historyCsvPoints(100119);
  const csv = readAmfi('nav_history/100119.csv');

  it('appends a history once, and caches the returns the maths gives for it', async () => {
    const result = await importNavHistory(db(), 100119, csv);
    expect(result.nav_rows_inserted).toBe(history.length);
    expect(await importNavHistory(db(), 100119, csv)).toEqual({ nav_rows_inserted: 0 });

    const stored = await db()
      .select({ date: navHistory.date, nav: navHistory.nav })
      .from(navHistory)
      .where(eq(navHistory.schemeCode, 100119))
      .orderBy(asc(navHistory.date));
    const expected = computeReturns(stored);
    const cached = await fund(100119);
    expect(Number(cached.return1y)).toBe(expected.abs['1Y']);
    expect(Number(cached.return3y)).toBe(expected.cagr['3Y']);
    expect(Number(cached.return5y)).toBe(expected.cagr['5Y']);
    expect(cached.returnsAsOf).toBe(expected.as_of);
    // The history ends in 2025, before the fund's NAV date: the latest NAV stays the newer one.
    expect(cached.navDate).toBe('2026-08-21');
  });

  it('refuses a scheme that is not in the fund list, and a malformed file', async () => {
    await expect(importNavHistory(db(), 999999, csv)).rejects.toThrow(UnknownSchemeError);
    await expect(importNavHistory(db(), 100119, 'Date,NAV\n2014-01-01,12.5\n2014-02-30,13')).rejects.toThrow(/line 3/);
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(navHistory).where(eq(navHistory.date, '2014-01-01'));
    expect(n).toBe(0);
  });
});
