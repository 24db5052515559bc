// Shapes of the market service's answers (server/services/market), as the web app reads them.
// NAVs stay decimal strings as published by AMFI; returns are fractions (0.1234 = 12.34%).

export type FundPlan = 'Direct' | 'Regular';
export type FundOption = 'Growth' | 'IDCW' | 'Bonus';

export interface FundSummary {
  scheme_code: number;
  slug: string;
  name: string;
  plan: FundPlan | null;
  option: FundOption | null;
  /** AMFI's own wording, e.g. 'IDCW Option' or 'Growth'. */
  option_label: string | null;
  fund_house: string | null;
  scheme_type: string | null;
  category: string | null;
  sub_category: string | null;
  isin_growth: string | null;
  isin_reinvestment: string | null;
  nav: string | null;
  /** ISO YYYY-MM-DD */
  nav_date: string | null;
  return_1y: number | null;
  return_3y: number | null;
  return_5y: number | null;
  returns_as_of: string | null;
}

/** What a row of the fund list shows (and names in its structured data): all a list page's props carry. */
export const FUND_LIST_ROW_FIELDS = [
  'scheme_code',
  'slug',
  'name',
  'plan',
  'option',
  'fund_house',
  'category',
  'sub_category',
  'nav',
  'nav_date',
  'return_1y',
  'return_3y',
  'return_5y',
] as const satisfies readonly (keyof FundSummary)[];
export type FundListRow = Pick<FundSummary, (typeof FUND_LIST_ROW_FIELDS)[number]>;

export interface NavPoint {
  /** ISO YYYY-MM-DD */
  date: string;
  nav: string;
}

export interface FundDetail extends FundSummary {
  /** The NAV before the latest one, for the day's change; null when the fund has only one. */
  previous_nav: NavPoint | null;
  /** For a Direct plan: the same fund's Regular plan (same option), which ZF can sell; null otherwise or when none. */
  regular_plan?: { scheme_code: number; slug: string } | null;
}

export interface FundList {
  total: number;
  page: number;
  limit: number;
  items: FundSummary[];
  /** Only for a name search: exact words, or similar names when no word matched (typos). */
  match?: 'words' | 'similar';
}

/** A page of the list as the list page renders it. */
export interface FundListPage extends Omit<FundList, 'items'> {
  items: FundListRow[];
}

export interface FilterMeta {
  categories: {
    category: string;
    count: number;
    sub_categories: { sub_category: string; count: number }[];
  }[];
  fund_houses: { fund_house: string; count: number }[];
  plans: { plan: string; count: number }[];
  options: { option: string; count: number }[];
  /** The newest NAV date in the market data (YYYY-MM-DD): how old the figures are; null before any import. */
  latest_nav_date?: string | null;
}

/** The filter values the list's filter form offers (names only: it shows no counts). */
export interface FilterChoices {
  categories: { category: string; sub_categories: { sub_category: string }[] }[];
  fund_houses: { fund_house: string }[];
  options: { option: string }[];
  latest_nav_date?: string | null;
}

export const ABS_PERIODS = ['1M', '3M', '6M', '1Y', '3Y', '5Y', 'inception'] as const;
export const CAGR_PERIODS = ['1Y', '3Y', '5Y', 'inception'] as const;
export type AbsPeriod = (typeof ABS_PERIODS)[number];
export type CagrPeriod = (typeof CAGR_PERIODS)[number];

export interface FundReturns {
  as_of: string | null;
  abs: Record<AbsPeriod, number | null>;
  cagr: Record<CagrPeriod, number | null>;
}
