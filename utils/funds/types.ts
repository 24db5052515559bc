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

export interface NavPoint {
  /** ISO YYYY-MM-DD */
  date: string;
  nav: string;
}

export interface FundDetail extends FundSummary {
  /** The NAV before the latest one, for the day's change; null when the fund has only one. */
  previous_nav: NavPoint | null;
}

export interface FundList {
  total: number;
  page: number;
  limit: number;
  items: FundSummary[];
  /** Only for a name search: exact words, or similar names when no word matched (typos). */
  match?: 'words' | 'similar';
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
