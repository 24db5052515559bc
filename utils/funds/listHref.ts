// The fund list's address for a filter state: all a page needs to link into the list (the fund page's "see all of
// them"), kept apart from parsing and the list's own helpers so that linking to the list does not ship them
// (issue 17: first-load JavaScript). utils/funds/filters re-exports all of it.
import type { FundOption, FundPlan } from './types';

/** 'returns' is the 1-year return; 'relevance' exists only while a name search is typed. */
export const FUND_SORTS = ['returns', 'returns_3y', 'returns_5y', 'nav', 'name'] as const;
export type FundSortKey = (typeof FUND_SORTS)[number] | 'relevance';
export type SortOrder = 'asc' | 'desc';

export const SORT_LABELS: Record<FundSortKey, string> = {
  relevance: 'Best match',
  returns: '1Y return',
  returns_3y: '3Y return',
  returns_5y: '5Y return',
  nav: 'NAV',
  name: 'Name',
};

export const FUNDS_PATH = '/mutual-funds';

export interface FundFilters {
  q: string;
  category: string;
  sub_category: string;
  fund_house: string;
  plan: FundPlan | '';
  option: FundOption | '';
  sort: FundSortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_FUND_FILTERS: FundFilters = {
  q: '',
  category: '',
  sub_category: '',
  fund_house: '',
  plan: '',
  option: '',
  sort: 'returns',
  order: 'desc',
  page: 1,
};

/** Without a search the list is ordered by 1-year return; with one, by how well names match. */
export const defaultSort = (q: string): FundSortKey => (q ? 'relevance' : 'returns');

/** The query string form: defaults left out, keys in one fixed order so every view has one address. */
export function fundFiltersToQuery(filters: FundFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.sub_category) query.sub_category = filters.sub_category;
  if (filters.fund_house) query.fund_house = filters.fund_house;
  if (filters.plan) query.plan = filters.plan;
  if (filters.option) query.option = filters.option;
  if (filters.sort !== defaultSort(filters.q)) query.sort = filters.sort;
  if (filters.order !== 'desc') query.order = filters.order;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/** '/mutual-funds?category=Equity+Scheme&page=2', with any fields replaced first. */
export function fundListHref(filters: FundFilters, changes: Partial<FundFilters> = {}): string {
  const search = new URLSearchParams(fundFiltersToQuery({ ...filters, ...changes })).toString();
  return search ? `${FUNDS_PATH}?${search}` : FUNDS_PATH;
}

