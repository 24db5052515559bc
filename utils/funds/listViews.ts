// The fund list's common views (the plain list, one category, one fund house, the first page of each order) are
// kept in the render cache, the plain list at /mutual-funds and the others under a path of their own; next.config.js
// rewrites their query addresses (/mutual-funds?category=Equity+Scheme) to these paths, so the address people and
// crawlers see never changes. Any other combination of filters is rendered per request.
import { DEFAULT_FUND_FILTERS, FUNDS_PATH, FUND_SORTS, type FundFilters, type RawQuery, type SortOrder } from './filters';
import type { FilterMeta } from './types';

export const LIST_VIEW_BASE = '/mutual-funds/view';
/** A value with a slash (or ?, #, %) cannot travel as one plain path segment: such views stay server-rendered. */
export const VIEW_VALUE_PATTERN = '[^/?#%]+';
const ORDERS: readonly SortOrder[] = ['desc', 'asc'];

const path = (...segments: string[]) => [LIST_VIEW_BASE, ...segments.map(encodeURIComponent)].join('/');

/** The cached path of a common view, or null for a view that is rendered per request. */
export function listViewPath(filters: FundFilters): string | null {
  const narrowed = { ...DEFAULT_FUND_FILTERS, category: filters.category, fund_house: filters.fund_house, sort: filters.sort, order: filters.order };
  if (JSON.stringify(narrowed) !== JSON.stringify(filters)) return null; // search, sub-category, plan, option or a later page
  const ordered = filters.sort !== DEFAULT_FUND_FILTERS.sort || filters.order !== DEFAULT_FUND_FILTERS.order;
  const picks = [filters.category, filters.fund_house, ordered].filter(Boolean).length;
  if (picks === 0) return FUNDS_PATH;
  if (picks > 1) return null;
  if (ordered) return path('sort', filters.sort, filters.order);
  const [key, value] = filters.category ? ['category', filters.category] : ['fund_house', filters.fund_house];
  return new RegExp(`^${VIEW_VALUE_PATTERN}$`).test(value) ? path(key, value) : null;
}

/** The query a cached path stands for (the page parses it like any other), or null for a path that is no view. */
export function listViewQuery(segments: readonly string[]): RawQuery | null {
  const [kind, value, order, ...rest] = segments;
  if (kind === undefined || rest.length > 0) return null; // the plain list lives at /mutual-funds itself
  if ((kind === 'category' || kind === 'fund_house') && value && order === undefined) return { [kind]: value };
  if (kind === 'sort' && (FUND_SORTS as readonly string[]).includes(value) && ORDERS.includes(order as SortOrder)) {
    return { sort: value, order };
  }
  return null;
}

/** Every common view the data has: what an import rebuilds (when the render cache holds it). */
export function listViewPaths(meta: FilterMeta): string[] {
  const views: Partial<FundFilters>[] = [
    {},
    ...meta.categories.map((c) => ({ category: c.category })),
    ...meta.fund_houses.map((f) => ({ fund_house: f.fund_house })),
    ...FUND_SORTS.flatMap((sort) => ORDERS.map((order) => ({ sort, order }))),
  ];
  const paths = views.map((view) => listViewPath({ ...DEFAULT_FUND_FILTERS, ...view }));
  return [...new Set(paths.filter((p): p is string => p !== null))];
}
