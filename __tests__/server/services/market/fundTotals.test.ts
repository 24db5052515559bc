// The fund list's totals without a search come from the funds grouped by the five filters' values, kept per market
// data version: each equals a live count(*) of the same filters, and an import that changes the funds is seen at once.
import { type SQL, and, count, eq } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import { funds } from '@/server/db/schema/market';
import { importNavAll } from '@/server/market/importer';
import { readDataVersion } from '@/server/market/version.repo';
import { filteredTotal, totalOf } from '@/server/services/market/fundTotals';
import type { FundListQuery } from '@/server/services/market/funds.schemas';
import { NAVALL_6COL, NAVALL_8COL, freshDb, readAmfi } from '../../support/marketTestDb';

jest.setTimeout(180_000);

type Filters = Pick<FundListQuery, 'category' | 'sub_category' | 'fund_house' | 'plan' | 'option'>;

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
  await importNavAll(handle.db, readAmfi(NAVALL_8COL));
});
afterAll(async () => {
  await handle.close();
});

async function liveCount(filters: Filters): Promise<number> {
  const where: (SQL | undefined)[] = [
    filters.category ? eq(funds.category, filters.category) : undefined,
    filters.sub_category ? eq(funds.subCategory, filters.sub_category) : undefined,
    filters.fund_house ? eq(funds.fundHouse, filters.fund_house) : undefined,
    filters.plan ? eq(funds.plan, filters.plan) : undefined,
    filters.option ? eq(funds.option, filters.option) : undefined,
  ];
  const [{ total }] = await handle.db.select({ total: count() }).from(funds).where(and(...where));
  return total;
}

/** Views of every kind: none, each filter alone, and combinations such as the bench's category, plan and option. */
const VIEWS: Filters[] = [
  {},
  { category: 'Equity Scheme' },
  { category: 'Equity Scheme', sub_category: 'Flexi Cap Fund' },
  { sub_category: 'Flexi Cap Fund' },
  { fund_house: 'SBI Mutual Fund' },
  { fund_house: 'PPFAS Mutual Fund', plan: 'Direct' },
  { plan: 'Regular' },
  { option: 'IDCW' },
  { plan: 'Direct', option: 'Bonus' },
  { category: 'Debt Scheme', plan: 'Direct', option: 'IDCW' },
  { category: 'Hybrid Scheme', plan: 'Regular', option: 'Growth' },
  { category: 'Equity Scheme', sub_category: 'Large Cap Fund', fund_house: 'SBI Mutual Fund', plan: 'Direct', option: 'Growth' },
  { category: 'No Such Category' },
  { fund_house: 'SBI Mutual Fund', category: 'Income' },
];

describe('filteredTotal', () => {
  it.each(VIEWS.map((v) => [JSON.stringify(v), v] as const))('equals a live count of %s', async (_name, filters) => {
    expect(await filteredTotal(handle.db, filters)).toBe(await liveCount(filters));
  });

  it('sees an import that changed the funds at once (the data version moved)', async () => {
    const filters: Filters = { plan: 'Direct' };
    const before = await filteredTotal(handle.db, filters);
    const version = await readDataVersion(handle.db);
    // The older 6-column file still lists schemes that the 8-column one dropped.
    await importNavAll(handle.db, readAmfi(NAVALL_6COL));
    expect(await readDataVersion(handle.db)).toBeGreaterThan(version);
    const after = await liveCount(filters);
    expect(after).not.toBe(before);
    expect(await filteredTotal(handle.db, filters)).toBe(after);
    expect(await filteredTotal(handle.db, {})).toBe(await liveCount({}));
  });
});

describe('totalOf', () => {
  const groups = [
    { category: 'Equity Scheme', sub_category: 'ELSS', fund_house: 'A', plan: 'Direct', option: 'Growth', funds: 3 },
    { category: 'Equity Scheme', sub_category: 'ELSS', fund_house: 'B', plan: 'Regular', option: 'Growth', funds: 4 },
    { category: 'Debt Scheme', sub_category: null, fund_house: 'A', plan: null, option: null, funds: 5 },
  ];

  it('adds the groups every given filter matches, an empty filter matching all', () => {
    expect(totalOf(groups, {})).toBe(12);
    expect(totalOf(groups, { category: 'Equity Scheme', sub_category: '' })).toBe(7);
    expect(totalOf(groups, { fund_house: 'A' })).toBe(8);
    expect(totalOf(groups, { fund_house: 'A', plan: 'Direct' })).toBe(3);
    expect(totalOf(groups, { plan: 'Direct', option: 'Bonus' })).toBe(0);
  });
});
