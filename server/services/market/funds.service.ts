// What the market routes answer, composed from the repo and the returns maths (no HTTP, no SQL here).
import type { MarketDb } from '../../market/db';
import { type Returns, type TrailingPeriod, anniversaryDate, computeReturns } from '../../market/returns';
import * as repo from './funds.repo';
import { filteredTotal } from './fundTotals';
import { type FundListQuery, LIMIT_DEFAULT } from './funds.schemas';

const toFraction = (value: string | null) => (value === null ? null : Number(value));

/** NAVs stay exact decimal strings on the wire; cached returns are fractions (0.1234 = 12.34%). */
export function toApiFund(fund: repo.FundRecord) {
  return {
    ...fund,
    return_1y: toFraction(fund.return_1y),
    return_3y: toFraction(fund.return_3y),
    return_5y: toFraction(fund.return_5y),
  };
}
export type ApiFund = ReturnType<typeof toApiFund>;

export async function listFunds(db: MarketDb, query: FundListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? LIMIT_DEFAULT;
  const { total, items, matched } = await repo.listFunds(db, query, page, limit, (filters) => filteredTotal(db, filters));
  // `match` tells a search UI whether it shows exact word matches or 'did you mean' style similar names.
  return { total, page, limit, items: items.map(toApiFund), ...(matched ? { match: matched } : {}) };
}

export async function getFund(db: MarketDb, slugOrSchemeCode: string) {
  const ref = /^\d+$/.test(slugOrSchemeCode) ? { schemeCode: Number(slugOrSchemeCode) } : { slug: slugOrSchemeCode };
  const fund = await repo.findFund(db, ref);
  if (!fund) return null;
  const [[latest, previous], regular] = await Promise.all([repo.latestNavPoints(db, fund.scheme_code), repo.regularSibling(db, fund)]);
  return { ...toApiFund(fund), previous_nav: latest && previous ? previous : null, regular_plan: regular };
}

export { readDataVersion as dataVersion } from './funds.repo';

export async function fundExists(db: MarketDb, schemeCode: number) {
  return (await repo.findFund(db, { schemeCode })) !== null;
}

export function navHistory(db: MarketDb, schemeCode: number, from?: string, to?: string) {
  return repo.navRange(db, schemeCode, from, to);
}

const PERIODS: TrailingPeriod[] = ['1M', '3M', '6M', '1Y', '3Y', '5Y'];

/**
 * Returns from the few points they depend on (first, last, and the NAV on or before each anniversary)
 * rather than the whole history: computeReturns finds the same start points in this sparse history.
 */
export async function fundReturns(db: MarketDb, schemeCode: number): Promise<Returns> {
  const [last] = await repo.latestNavPoints(db, schemeCode);
  if (!last) return computeReturns([]);
  const anniversaries = PERIODS.map((p) => anniversaryDate(last.date, p));
  const points = await repo.navPointsOnOrBefore(db, schemeCode, [...anniversaries, last.date]);
  return computeReturns(points);
}

export async function filterMeta(db: MarketDb) {
  const { categories, fundHouses, plans, options, latestNavDate } = await repo.filterCounts(db);
  const byCategory = new Map<string, { category: string; count: number; sub_categories: { sub_category: string; count: number }[] }>();
  for (const row of categories) {
    if (!row.category) continue;
    const entry = byCategory.get(row.category) ?? { category: row.category, count: 0, sub_categories: [] };
    entry.count += row.count;
    if (row.sub_category) entry.sub_categories.push({ sub_category: row.sub_category, count: row.count });
    byCategory.set(row.category, entry);
  }
  return {
    categories: [...byCategory.values()],
    fund_houses: fundHouses.filter((f) => f.fund_house !== null),
    plans: plans.filter((p) => p.plan !== null),
    options: options.filter((o) => o.option !== null),
    latest_nav_date: latestNavDate,
  };
}
