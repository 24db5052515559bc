// How many funds a list view without a name search holds, from the funds counted once per market data version by
// every value of the five filters together (about 4,200 groups). Those totals change only with an import, which
// bumps the version, while a count(*) over the filtered funds cost each per-request view of the list (any filters,
// not kept by a response cache) a second statement, on the embedded database as long again as its page.
// A search (`q`) still counts its matches: which names match is not a group of these columns.
import type { MarketDb } from '../../market/db';
import * as repo from './funds.repo';
import type { FundListQuery } from './funds.schemas';

export type FilterGroup = Awaited<ReturnType<typeof repo.filterGroups>>[number];
type Filters = Pick<FundListQuery, 'category' | 'sub_category' | 'fund_house' | 'plan' | 'option'>;

const FILTER_KEYS = ['category', 'sub_category', 'fund_house', 'plan', 'option'] as const;

/** Totals worked out for one version, by their filters; past this many they are worked out again from the groups. */
const MAX_KEPT_TOTALS = 10_000;

interface Kept {
  version: number;
  groups: Promise<FilterGroup[]>;
  /** Summing the ~4,200 groups is itself most of a list's cost on the backend's thread: each view's sum is kept. */
  totals: Map<string, number>;
}

/** The groups of the version read last, per database; a new version replaces them (the old ones are never right again). */
const kept = new WeakMap<MarketDb, Kept>();

function keptFor(db: MarketDb, version: number): Kept {
  const entry = kept.get(db);
  if (entry && entry.version === version) return entry;
  const fresh: Kept = { version, groups: repo.filterGroups(db), totals: new Map() };
  kept.set(db, fresh);
  // A failure is not kept: the next list asks again.
  fresh.groups.catch(() => {
    if (kept.get(db) === fresh) kept.delete(db);
  });
  return fresh;
}

/** The sum of the groups that every given filter matches exactly (as the list's `where` does). */
export function totalOf(groups: readonly FilterGroup[], filters: Filters): number {
  const wanted = FILTER_KEYS.filter((key) => filters[key] !== undefined && filters[key] !== '');
  let total = 0;
  for (const group of groups) {
    if (wanted.every((key) => group[key] === filters[key])) total += group.funds;
  }
  return total;
}

/** The number of funds matching the filters of a list view without a search, at the current data version. */
export async function filteredTotal(db: MarketDb, filters: Filters): Promise<number> {
  const entry = keptFor(db, await repo.readDataVersion(db));
  const key = JSON.stringify(FILTER_KEYS.map((k) => filters[k] || ''));
  const known = entry.totals.get(key);
  if (known !== undefined) return known;
  const total = totalOf(await entry.groups, filters);
  if (entry.totals.size >= MAX_KEPT_TOTALS) entry.totals.clear();
  entry.totals.set(key, total);
  return total;
}
