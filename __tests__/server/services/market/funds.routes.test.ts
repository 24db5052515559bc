import { readdirSync } from 'fs';
import path from 'path';
import type { DbHandle } from '@/server/db/client';
import { parseNavAll } from '@/server/market/parseNavAll';
import { computeReturns } from '@/server/market/returns';
import { importNavAll } from '@/server/market/importer';
import { type MarketSeedResult, seedMarketData } from '@/server/market/seed';
import { readDataVersion } from '@/server/market/version.repo';
import { type TestApp, createTestApp } from '../../support/testApp';
import { AMFI_DIR, NAVALL_6COL, NAVALL_8COL, freshDb, historyCsvPoints, readAmfi } from '../../support/marketTestDb';

jest.setTimeout(180_000);

type Fund = Record<string, unknown> & { scheme_code: number; name: string; slug: string; nav: string | null; return_1y: number | null };
interface ListBody {
  status: string;
  data: { total: number; page: number; limit: number; items: Fund[]; match?: string };
}

// What the data files say, read independently of the database: the 8-column file, whose blank plan/option the
// older 6-column file fills, plus the schemes only the 6-column file still lists.
const rows8 = parseNavAll(readAmfi(NAVALL_8COL)).rows;
const rows6 = parseNavAll(readAmfi(NAVALL_6COL)).rows;
const byCode6 = new Map(rows6.map((r) => [r.schemeCode, r]));
const codes8 = new Set(rows8.map((r) => r.schemeCode));
const allRows = [
  ...rows8.map((r) => ({ ...r, plan: r.plan ?? byCode6.get(r.schemeCode)?.plan ?? null, option: r.option ?? byCode6.get(r.schemeCode)?.option ?? null })),
  ...rows6.filter((r) => !codes8.has(r.schemeCode)),
];
const historyCodes = readdirSync(path.join(AMFI_DIR, 'nav_history')).map((f) => Number(f.replace('.csv', '')));

let handle: DbHandle;
let t: TestApp;
let seeded: MarketSeedResult;

beforeAll(async () => {
  handle = await freshDb();
  seeded = await seedMarketData(handle.db);
  t = await createTestApp({ handle, services: ['market'] });
});
afterAll(async () => {
  await handle.close();
});

const get = (url: string) => t.app.request(`/market${url}`);
async function list(query: string): Promise<ListBody['data']> {
  const res = await get(`/funds?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ListBody).data;
}

describe('seedMarketData', () => {
  it('loads every scheme, both daily files and the 97 histories', () => {
    const byCode8 = new Map(rows8.map((r) => [r.schemeCode, r]));
    const sixColPoints = rows6.filter((r) => r.nav !== null && byCode8.get(r.schemeCode)?.navDate !== r.navDate).length;
    const historyPoints = historyCodes.reduce((n, code) => n + historyCsvPoints(code).length, 0);
    expect(seeded).toMatchObject({ funds_inserted: allRows.length, history_files: 97, returns_refreshed: 97 });
    expect(seeded.nav_rows_inserted).toBe(rows8.length + sixColPoints + historyPoints);
  });

  it('changes nothing when run again', async () => {
    const version = await readDataVersion(handle.db);
    expect(version).toBeGreaterThan(0);
    const again = await seedMarketData(handle.db);
    expect(again).toEqual({ funds_inserted: 0, funds_updated: 0, nav_rows_inserted: 0, history_files: 97, returns_refreshed: 0 });
    expect(await readDataVersion(handle.db)).toBe(version);
  });
});

describe('GET /market/funds', () => {
  it('lists all schemes, 20 a page, best 1-year return first', async () => {
    const data = await list('');
    expect(data).toMatchObject({ total: allRows.length, page: 1, limit: 20 });
    expect(data.items).toHaveLength(20);
    const returns = data.items.map((f) => f.return_1y);
    expect(returns.every((r) => typeof r === 'number')).toBe(true);
    expect(returns).toEqual([...returns].sort((a, b) => b! - a!));
  });

  it('filters by category, sub-category, fund house, plan and option, counting all matches', async () => {
    const expected = allRows.filter(
      (r) => r.category === 'Equity Scheme' && r.subCategory === 'Flexi Cap Fund' && r.plan === 'Direct' && r.option === 'Growth',
    );
    const data = await list('category=Equity%20Scheme&sub_category=Flexi%20Cap%20Fund&plan=direct&option=Growth&limit=100');
    expect(data.total).toBe(expected.length);
    expect(data.items.map((f) => f.scheme_code).sort()).toEqual(expected.map((r) => r.schemeCode).sort());

    const house = await list('fund_house=PPFAS%20Mutual%20Fund&limit=100');
    expect(house.total).toBe(allRows.filter((r) => r.fundHouse === 'PPFAS Mutual Fund').length);
    expect(house.items.every((f) => f.fund_house === 'PPFAS Mutual Fund')).toBe(true);
  });

  it('counts no funds for a list without a search: the total is what the page shows, or the kept totals of the data version', async () => {
    const matches = allRows.filter(
      (r) => r.category === 'Equity Scheme' && r.subCategory === 'Flexi Cap Fund' && r.plan === 'Direct' && r.option === 'Growth',
    ).length;
    expect(matches).toBeGreaterThan(10);
    expect(matches).toBeLessThan(100);
    const filter = 'category=Equity%20Scheme&sub_category=Flexi%20Cap%20Fund&plan=Direct&option=Growth';
    const size = matches % 7 ? 7 : 6;
    const lastPage = Math.ceil(matches / size);
    const selects = jest.spyOn(handle.db, 'select');
    // A count is a select of a `total`; the kept totals are one select of `funds` per group, made once per version.
    const counts = () => selects.mock.calls.filter(([fields]) => fields && 'total' in fields).length;
    try {
      // One page holds them all: the total is what it shows.
      expect(await list(`${filter}&limit=100`)).toMatchObject({ total: matches });
      // The last page, not full: the pages before it and what it shows.
      const last = await list(`${filter}&limit=${size}&page=${lastPage}`);
      expect(last).toMatchObject({ total: matches, page: lastPage });
      expect(last.items).toHaveLength(matches % size);
      // A full page and a page past the end take the total of their filters' groups.
      expect(await list(`${filter}&limit=${size}`)).toMatchObject({ total: matches });
      expect(await list(`${filter}&limit=${size}&page=${lastPage + 1}`)).toMatchObject({ total: matches, items: [] });
      expect(counts()).toBe(0);
      // A search still counts its matches (a full first page of 'fund' does not show where the list ends).
      const searched = await list('q=flexi&limit=5');
      expect(searched.total).toBe(allRows.filter((r) => /flexi/i.test(r.name)).length);
      expect(counts()).toBe(1);
    } finally {
      selects.mockRestore();
    }
  });

  it('pages through a filtered list without gaps or repeats', async () => {
    const filter = 'category=Equity%20Scheme&sort=returns';
    const wide = await list(`${filter}&limit=30`);
    const page2 = await list(`${filter}&page=2&limit=10`);
    const page3 = await list(`${filter}&page=3&limit=10`);
    expect(page2.total).toBe(allRows.filter((r) => r.category === 'Equity Scheme').length);
    expect([...page2.items, ...page3.items].map((f) => f.scheme_code)).toEqual(wide.items.slice(10, 30).map((f) => f.scheme_code));
    const beyond = await list(`${filter}&page=1000&limit=10`);
    expect(beyond).toMatchObject({ total: page2.total, page: 1000, items: [] });
  });

  it('sorts by NAV and by name, in either order', async () => {
    const byNav = (await list('category=Debt%20Scheme&sort=nav&order=asc&limit=50')).items.map((f) => Number(f.nav));
    expect(byNav).toEqual([...byNav].sort((a, b) => a - b));
    const byNavDesc = (await list('category=Debt%20Scheme&sort=nav&limit=50')).items.map((f) => Number(f.nav));
    expect(byNavDesc[0]).toBe(Math.max(...allRows.filter((r) => r.category === 'Debt Scheme').map((r) => Number(r.nav ?? 0))));
    const byName = (await list('fund_house=quant%20Mutual%20Fund&sort=name&limit=100')).items.map((f) => f.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('sorts by 3-year and 5-year return, funds without one last', async () => {
    for (const [sort, field] of [['returns_3y', 'return_3y'], ['returns_5y', 'return_5y']] as const) {
      const items = (await list(`fund_house=quant%20Mutual%20Fund&sort=${sort}&limit=100`)).items.map((f) => f[field] as number | null);
      const known = items.filter((r): r is number => r !== null);
      expect(known.length).toBeGreaterThan(10);
      expect(items.slice(0, known.length)).toEqual([...known].sort((a, b) => b - a));
      const asc = (await list(`fund_house=quant%20Mutual%20Fund&sort=${sort}&order=asc&limit=5`)).items.map((f) => f[field]);
      expect(asc).toEqual([...known].sort((a, b) => a - b).slice(0, 5));
    }
  });

  it('searches names, exact name first, and forgives a typo', async () => {
    const exact = await list('q=parag%20parikh%20flexi%20cap%20fund');
    expect(exact.match).toBe('words');
    expect(exact.items[0].name).toBe('Parag Parikh Flexi Cap Fund');
    expect(exact.items.every((f) => /parag parikh flexi cap fund/i.test(f.name))).toBe(true);

    const typo = await list('q=parak%20parikh');
    expect(typo.match).toBe('similar');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items.every((f) => /parag parikh/i.test(f.name))).toBe(true);

    const byCode = await list('q=120716');
    expect(byCode.items.map((f) => f.scheme_code)).toContain(120716);
    expect((await list('q=%25%25')).total).toBe(0);
  });

  it.each([
    ['page=0', 'Page must be at least 1'],
    ['limit=1000', 'Limit can be at most 100'],
    ['limit=ten', 'Limit must be a whole number'],
    ['sort=popularity', 'Sort must be one of: name, nav, returns, returns_3y, returns_5y'],
    ['plan=gold', 'Plan must be one of: Direct, Regular'],
    ['order=up', 'Order must be one of: asc, desc'],
  ])('answers 400 with a readable message to %s', async (query, message) => {
    const res = await get(`/funds?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'failed', message });
  });
});

describe('GET /market/funds/{slugOrSchemeCode}', () => {
  it('returns the fund by slug or code, with its latest NAV, its date and the NAV before', async () => {
    const bySlug = await get('/funds/uti-nifty-50-index-fund-direct-growth-120716');
    const byCode = await get('/funds/120716');
    expect(bySlug.status).toBe(200);
    const fund = ((await bySlug.json()) as { data: Fund }).data;
    expect(((await byCode.json()) as { data: Fund }).data).toEqual(fund);
    const row8 = rows8.find((r) => r.schemeCode === 120716)!;
    const row6 = rows6.find((r) => r.schemeCode === 120716)!;
    expect(fund).toMatchObject({ scheme_code: 120716, name: row8.name, nav: row8.nav, nav_date: row8.navDate, fund_house: 'UTI Mutual Fund' });
    expect(fund.previous_nav).toEqual({ date: row6.navDate, nav: row6.nav });
  });

  it("names a Direct plan's Regular plan of the same option (what ZF can sell), and none for a Regular plan", async () => {
    // HDFC Mid Cap Fund in AMFI's file: 118989 Direct Growth, 105758 Regular Growth, 118988 Direct IDCW, 105757 Regular IDCW.
    const plan = async (code: number) => ((await (await get(`/funds/${code}`)).json()) as { data: Fund }).data.regular_plan;
    expect(await plan(118989)).toMatchObject({ scheme_code: 105758 });
    expect(await plan(118988)).toMatchObject({ scheme_code: 105757 });
    expect(await plan(105758)).toBeNull();
  });

  it('answers 404 for an unknown fund and 400 for something that cannot be one', async () => {
    const missing = await get('/funds/no-such-fund-1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 'failed', message: 'No fund has the scheme code or slug "no-such-fund-1"' });
    const bad = await get('/funds/abc%24%24');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/scheme code .* or its slug/);
  });
});

describe('GET /market/funds/{schemeCode}/nav and /returns', () => {
  it('gives the NAVs of a date range, ascending, as published', async () => {
    const res = await get('/funds/100119/nav?from=2024-01-01&to=2024-12-31');
    const { data } = (await res.json()) as { data: { date: string; nav: string }[] };
    const expected = historyCsvPoints(100119).filter((p) => p.date >= '2024-01-01' && p.date <= '2024-12-31');
    expect(data.map((p) => [p.date, Number(p.nav)])).toEqual(expected.map((p) => [p.date, Number(p.nav)]));
  });

  it.each([
    ['/funds/12x/nav', 400, 'Scheme code must be a number, such as 120716'],
    ['/funds/100119/nav?from=2024-02-30', 400, 'From must be a real date written YYYY-MM-DD'],
    ['/funds/100119/nav?from=2024-12-01&to=2024-01-01', 400, 'From must not be after To'],
    ['/funds/999999/nav', 404, 'No fund has the scheme code or slug "999999"'],
    ['/funds/999999/returns', 404, 'No fund has the scheme code or slug "999999"'],
    ['/funds/abc/returns', 400, 'Scheme code must be a number, such as 120716'],
  ])('%s answers %i', async (url, status, message) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ status: 'failed', message });
  });

  it('computes returns from the whole history, and the list caches the same 1-year figure', async () => {
    for (const code of historyCodes) {
      const nav = ((await (await get(`/funds/${code}/nav`)).json()) as { data: { date: string; nav: string }[] }).data;
      const returns = ((await (await get(`/funds/${code}/returns`)).json()) as { data: unknown }).data;
      expect(returns).toEqual(computeReturns(nav));
      const listed = (await list(`q=${code}`)).items.find((f) => f.scheme_code === code)!;
      expect(listed.return_1y).toBe(computeReturns(nav).abs['1Y']);
    }
  });

  it('gives null returns, as of the only NAV, for a fund without history', async () => {
    // A closed scheme whose stale row carries the same date in both daily files: one NAV point in all.
    const stale = rows8.find((r) => r.nav && byCode6.get(r.schemeCode)?.navDate === r.navDate && !historyCodes.includes(r.schemeCode))!;
    const res = await get(`/funds/${stale.schemeCode}/returns`);
    const { data } = (await res.json()) as { data: ReturnType<typeof computeReturns> };
    expect(data.as_of).toBe(stale.navDate);
    expect(Object.values(data.abs).every((v) => v === null)).toBe(true);
    expect(Object.values(data.cagr).every((v) => v === null)).toBe(true);
  });

  it('measures "inception" from the first NAV we hold: two daily files give a 3-day figure and nothing else', async () => {
    const res = await get('/funds/120716/returns');
    const { data } = (await res.json()) as { data: ReturnType<typeof computeReturns> };
    const before = Number(byCode6.get(120716)!.nav);
    const after = Number(rows8.find((r) => r.schemeCode === 120716)!.nav);
    expect(data.abs.inception).toBeCloseTo(after / before - 1, 6);
    expect([data.abs['1M'], data.abs['1Y'], data.cagr.inception]).toEqual([null, null, null]);
  });
});

describe('GET /market/funds/meta/filters', () => {
  it('counts funds per category, sub-category, fund house, plan and option', async () => {
    const res = await get('/funds/meta/filters');
    const { data } = (await res.json()) as {
      data: {
        categories: { category: string; count: number; sub_categories: { sub_category: string; count: number }[] }[];
        fund_houses: { fund_house: string; count: number }[];
        plans: { plan: string; count: number }[];
        latest_nav_date: string;
      };
    };
    expect(data.fund_houses).toHaveLength(52);
    // How old the market data is: the newest NAV date of any scheme in the files.
    expect(data.latest_nav_date).toBe(allRows.map((r) => r.navDate ?? '').sort().at(-1));
    expect(data.fund_houses.reduce((n, f) => n + f.count, 0)).toBe(allRows.length);
    const equity = data.categories.find((c) => c.category === 'Equity Scheme')!;
    expect(equity.count).toBe(allRows.filter((r) => r.category === 'Equity Scheme').length);
    const flexi = equity.sub_categories.find((s) => s.sub_category === 'Flexi Cap Fund')!;
    expect(flexi.count).toBe(allRows.filter((r) => r.category === 'Equity Scheme' && r.subCategory === 'Flexi Cap Fund').length);
    expect(data.plans.map((p) => p.plan)).toEqual(['Direct', 'Regular']);
  });
});

describe('response cache', () => {
  it('answers a repeated request from memory, and sees an import at once', async () => {
    const first = await get('/funds/120716');
    const second = await get('/funds/120716');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.json()).toEqual(await first.json());

    // A daily file from another process would do the same: the data version moves, the cached page goes.
    const header = 'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date';
    const row = '120716;INF789F01XA0;-;UTI Nifty 50 Index Fund;Direct Plan;Growth;171.2500;24-Aug-2026';
    await importNavAll(handle.db, [header, 'Open Ended Schemes(Other Scheme - Index Funds)', 'UTI Mutual Fund', row].join('\r\n'));
    const after = await get('/funds/120716');
    expect(after.headers.get('x-cache')).toBeNull();
    expect(((await after.json()) as { data: Fund }).data).toMatchObject({ nav: '171.2500', nav_date: '2026-08-24', previous_nav: { nav: '170.7719' } });
  });
});
