// Short addresses such as /mutual-funds?amc=sbi-mutual-fund or ?category=equity (the footer's SEO links)
// resolved against the filter values the data really holds, so that they land on the canonical view.
import type { FundFilters, RawQuery } from './filters';
import type { FilterMeta } from './types';

type AliasTarget = Pick<Partial<FundFilters>, 'category' | 'sub_category'>;

// AMFI files spell categories in more than one way; these are the buckets that hold most schemes.
const CATEGORY_ALIASES: Record<string, AliasTarget> = {
  equity: { category: 'Equity Scheme' },
  debt: { category: 'Debt Scheme' },
  hybrid: { category: 'Hybrid Scheme' },
  elss: { category: 'Equity Scheme', sub_category: 'ELSS' },
  index: { category: 'Other Scheme', sub_category: 'Index Funds' },
  etf: { category: 'Exchange Traded Funds (ETFs)' },
  solution: { category: 'Solution Oriented Scheme' },
};

export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const firstText = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** True when the query uses a short form (amc=, or a category the data does not spell that way). */
export function hasFilterAliases(query: RawQuery, meta: FilterMeta): boolean {
  if (firstText(query.amc)) return true;
  const category = firstText(query.category);
  return Boolean(category) && !meta.categories.some((c) => c.category === category);
}

function hasSubCategory(meta: FilterMeta, target: AliasTarget): boolean {
  const entry = meta.categories.find((c) => c.category === target.category);
  if (!entry) return false;
  return (
    !target.sub_category || entry.sub_categories.some((s) => s.sub_category === target.sub_category)
  );
}

/**
 * The same query with `amc` replaced by `fund_house` and a short category by the real one. An `amc` that
 * names no fund house is dropped; a category that resolves to nothing is kept (the list then says that
 * nothing matches). Returns null when nothing changed.
 */
export function resolveFilterAliases(query: RawQuery, meta: FilterMeta): RawQuery | null {
  if (!hasFilterAliases(query, meta)) return null;
  const resolved: RawQuery = { ...query };
  let changed = false;
  const amc = firstText(query.amc);
  if (query.amc !== undefined) {
    delete resolved.amc;
    changed = true;
    const house = amc && meta.fund_houses.find((f) => kebab(f.fund_house) === kebab(amc));
    if (house) resolved.fund_house = house.fund_house;
  }
  const category = firstText(query.category);
  if (category && !meta.categories.some((c) => c.category === category)) {
    const key = kebab(category);
    const alias = CATEGORY_ALIASES[key];
    const caseless = meta.categories.find((c) => kebab(c.category) === key);
    if (alias && hasSubCategory(meta, alias)) {
      delete resolved.sub_category;
      Object.assign(resolved, alias);
      changed = true;
    } else if (caseless) {
      resolved.category = caseless.category;
      changed = true;
    }
  }
  return changed ? resolved : null;
}
