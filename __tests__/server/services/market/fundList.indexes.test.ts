// The fund list's query stays fast without the response cache: each common view and each order reads its page
// straight off an index (no scan of every fund, no sort of every match), as PostgreSQL's own EXPLAIN shows.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/market/db';
import { importNavAll } from '@/server/market/importer';
import { optimizeMarketTables } from '@/server/market/version.repo';
import { fundPageQuery } from '@/server/services/market/funds.repo';
import type { FundListQuery } from '@/server/services/market/funds.schemas';
import { NAVALL_8COL, freshDb, readAmfi } from '../../support/marketTestDb';

jest.setTimeout(120_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
  await importNavAll(handle.db, readAmfi(NAVALL_8COL)); // all 14,282 schemes
  await optimizeMarketTables(handle.db);
});
afterAll(async () => {
  await handle.close();
});

async function plan(query: Partial<FundListQuery>, page = 1): Promise<string> {
  const q = fundPageQuery(handle.db, query as FundListQuery, page, 20);
  const rows = rowsOf<Record<string, string>>(await handle.db.execute(sql`explain ${q}`));
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const VIEWS: [string, Partial<FundListQuery>, string][] = [
  ['the plain list', {}, 'funds_return_1y_idx'],
  ['one category', { category: 'Equity Scheme' }, 'funds_category_return_1y_idx'],
  // A per-request view (bench/ssr.mjs's filter views): the category's walk keeps the plan's and option's funds.
  ['a category with a plan and an option', { category: 'Debt Scheme', plan: 'Direct', option: 'IDCW' }, 'funds_category_return_1y_idx'],
  ['one fund house', { fund_house: 'SBI Mutual Fund' }, 'funds_fund_house_return_1y_idx'],
  ['1Y return, lowest first', { order: 'asc' }, 'funds_return_1y_asc_idx'],
  ['3Y return', { sort: 'returns_3y' }, 'funds_return_3y_idx'],
  ['3Y return, lowest first', { sort: 'returns_3y', order: 'asc' }, 'funds_return_3y_asc_idx'],
  ['5Y return', { sort: 'returns_5y' }, 'funds_return_5y_idx'],
  ['5Y return, lowest first', { sort: 'returns_5y', order: 'asc' }, 'funds_return_5y_asc_idx'],
  ['NAV', { sort: 'nav' }, 'funds_nav_idx'],
  ['NAV, lowest first', { sort: 'nav', order: 'asc' }, 'funds_nav_asc_idx'],
  ['name A to Z', { sort: 'name', order: 'asc' }, 'funds_name_idx'],
  ['name Z to A', { sort: 'name', order: 'desc' }, 'funds_name_desc_idx'],
];

describe('EXPLAIN of the fund list query', () => {
  it.each(VIEWS)('reads %s off its index, without scanning or sorting every fund', async (_name, query, index) => {
    const explained = await plan(query);
    expect(explained).toContain(`Index Scan using ${index} on funds`);
    expect(explained).not.toMatch(/Seq Scan|Sort/);
  });

  it('narrows a category and sub-category, and a fund house with a plan, by their indexes', async () => {
    expect(await plan({ category: 'Equity Scheme', sub_category: 'Flexi Cap Fund' })).toMatch(
      /Index Cond: \(\(category = 'Equity Scheme'::text\) AND \(sub_category = 'Flexi Cap Fund'::text\)\)/,
    );
    const house = await plan({ fund_house: 'SBI Mutual Fund', plan: 'Direct' });
    expect(house).toMatch(/Index Cond: .*fund_house = 'SBI Mutual Fund'::text/);
    expect(house).not.toContain('Seq Scan');
  });
});
