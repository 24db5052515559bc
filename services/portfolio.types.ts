// The shapes of the portfolio calls (docs/PORTFOLIO.md): money in integer paise, NAVs and units as decimal strings,
// percentages as numbers with two decimals (12.34 is 12.34 %), XIRR null when it cannot be computed. AMFI scheme
// codes are numbers in the reference backend's answers; strings are accepted too.

// The holding and total shapes are the ones the backend computes them in (utils/portfolio/valuation.ts).
import type {
  FolioHolding,
  SchemeHolding as ValuedSchemeHolding,
  Totals as SectionSummary,
} from '@/utils/portfolio/valuation';
import type { CapitalGainsRow } from '@/utils/portfolio/capitalGains';

export type SchemeCode = number | string;
export type { FolioHolding, SectionSummary };

export interface PortfolioSummaryTotals extends SectionSummary {
  internal_summary?: SectionSummary;
  external_summary?: SectionSummary;
}

export type SchemeHolding = Omit<ValuedSchemeHolding, 'scheme_code'> & { scheme_code: SchemeCode };

export interface PortfolioSummary {
  summary: PortfolioSummaryTotals;
  internal: SchemeHolding[];
  external: SchemeHolding[];
  nav_date: string | null;
  valued_at: string;
}

export interface Txn {
  id: string;
  txn_date: string;
  txn_type: string;
  scheme_code: SchemeCode;
  scheme_name: string;
  folio_no: string;
  nav: string;
  /** Sandbox only: the day whose NAV was carried forward (the market data had none for txn_date). */
  nav_carried_from: string | null;
  units: string;
  amount_paise: number;
  stamp_duty_paise: number;
  /** On a sale within the exit-load period: what the fund house kept out of amount_paise. */
  exit_load_paise: number;
}

export interface Sip {
  id: string;
  amount_paise: number;
  /** Day of the month the instalment is due. */
  day: number | null;
  frequency: string;
  start_date: string | null;
  end_date: string | null;
  next_due_date: string | null;
  status: string;
  step_up_percent: number | null;
  step_up_amount_paise: number | null;
}

export interface FolioDetail {
  folio: { id: string; folio_no: string; amc: string; source: string };
  scheme: { scheme_code: SchemeCode; scheme_name: string; category: string; nav: string | null; nav_date: string | null };
  units: string;
  average_cost: string | null;
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
  transactions: Txn[];
  sips: Sip[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface TxnFilters {
  from?: string;
  to?: string;
  type?: string;
  scheme_code?: SchemeCode;
  folio_id?: string;
  page?: number;
  page_size?: number;
}

/** One sale of the capital-gains statement, as utils/portfolio/capitalGains.ts makes it on the server. */
export type CapitalGainRow = CapitalGainsRow;

export interface CapitalGains {
  fy: string;
  rows: CapitalGainRow[];
  totals: { short_term_paise: number; long_term_paise: number };
}

export type ListingSort = 'name' | 'current_value' | 'gain' | 'invested';

export interface ListingQuery {
  search?: string;
  sort?: ListingSort;
  order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface ClientRow {
  user_id: string;
  name: string;
  mobile_no: string;
  pan_last4: string | null;
  /** e.g. verified, submitted, in_progress, not_started. */
  kyc_status: string | null;
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  xirr_pct: number | null;
}

export interface ImportResult {
  imported: { folios: number; schemes: number; transactions: number };
  external: SchemeHolding[];
}

export type DownloadFormat = 'csv' | 'pdf';
