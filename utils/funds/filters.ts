// The fund list's filter state and its URL form. The URL is the source of truth: a filtered view can
// be shared, bookmarked and indexed, and the page renders the same on the server and in the browser.
// Values that make no sense are dropped (never an error page): the address bar is user input.
import type { FundOption, FundPlan } from './types';
import { type FundFilters, type FundSortKey, type SortOrder, FUND_SORTS, defaultSort } from './listHref';

export {
  type FundFilters,
  type FundSortKey,
  type SortOrder,
  DEFAULT_FUND_FILTERS,
  FUND_SORTS,
  FUNDS_PATH,
  SORT_LABELS,
  defaultSort,
  fundFiltersToQuery,
  fundListHref,
} from './listHref';

export type RawQuery = Record<string, string | string[] | undefined>;

export const PLANS: readonly FundPlan[] = ['Direct', 'Regular'];
export const OPTIONS: readonly FundOption[] = ['Growth', 'IDCW', 'Bonus'];

export const PAGE_SIZE = 20;
export const MAX_PAGE = 100_000;
/** The backend's limits: longer text would be refused with a 400. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_FILTER_LENGTH = 200;

function first(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : '';
}

function cleanText(value: string | string[] | undefined, max: number): string {
  return first(value).replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

function pick<T extends string>(
  value: string | string[] | undefined,
  allowed: readonly T[],
): T | '' {
  const v = first(value).trim().toLowerCase();
  return allowed.find((a) => a.toLowerCase() === v) ?? '';
}

function pageOf(value: string | string[] | undefined): number {
  const v = first(value).trim();
  if (!/^\d{1,6}$/.test(v)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(v)));
}

export function parseFundFilters(query: RawQuery): FundFilters {
  const q = cleanText(query.q, MAX_SEARCH_LENGTH);
  const sortAllowed: readonly FundSortKey[] = q ? [...FUND_SORTS, 'relevance'] : FUND_SORTS;
  return {
    q,
    category: cleanText(query.category, MAX_FILTER_LENGTH),
    sub_category: cleanText(query.sub_category, MAX_FILTER_LENGTH),
    fund_house: cleanText(query.fund_house, MAX_FILTER_LENGTH),
    plan: pick(query.plan, PLANS),
    option: pick(query.option, OPTIONS),
    sort: pick(query.sort, sortAllowed) || defaultSort(q),
    order: pick(query.order, ['asc', 'desc'] as const) || 'desc',
    page: pageOf(query.page),
  };
}

/**
 * A change of any filter starts again at page 1 (page 7 of the old list means nothing in the new one),
 * and a sub-category only stays while it can belong to the chosen category.
 */
export function changeFilters(filters: FundFilters, changes: Partial<FundFilters>): FundFilters {
  const next = { ...filters, ...changes, page: changes.page ?? 1 };
  if ('q' in changes && changes.q !== filters.q && !('sort' in changes)) {
    // Moving between searching and browsing switches between the two default orders.
    if (filters.sort === defaultSort(filters.q)) next.sort = defaultSort(next.q);
    else if (next.sort === 'relevance' && !next.q) next.sort = 'returns';
  }
  return next;
}

/** Parameters of GET /market/funds for this view. */
export function fundListParams(
  filters: FundFilters,
  limit = PAGE_SIZE,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    page: filters.page,
    limit,
    order: filters.order,
  };
  if (filters.sort !== 'relevance') params.sort = filters.sort;
  for (const key of ['q', 'category', 'sub_category', 'fund_house', 'plan', 'option'] as const) {
    if (filters[key]) params[key] = filters[key];
  }
  return params;
}

/** How many filters narrow the list (search and order not counted): the badge on the phone's Filters button. */
export function activeFilterCount(filters: FundFilters): number {
  return (['category', 'sub_category', 'fund_house', 'plan', 'option'] as const).filter(
    (k) => filters[k],
  ).length;
}

export const pageCount = (total: number, limit = PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / limit));

/**
 * The product filter (category, subcategory, fund house, rating, sort), mirrored from the URL. The
 * market data carries no ratings, so productrating stays 0 ("any") until a rating source exists; see
 * components/funds/FundFilterForm.
 */
export interface ProductFilterMirror {
  productcategory: string;
  productsubcategory: string;
  productfundhouse: string;
  productrating: number;
  sortby: SortOrder;
}

export function toProductFilter(filters: FundFilters): ProductFilterMirror {
  return {
    productcategory: filters.category,
    productsubcategory: filters.sub_category,
    productfundhouse: filters.fund_house,
    productrating: 0,
    sortby: filters.order,
  };
}
