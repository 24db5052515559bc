// The shapes of the portfolio calls (docs/PORTFOLIO.md): money in integer paise, NAVs and units as decimal strings,
// percentages as numbers with two decimals (12.34 is 12.34 %), XIRR null when it cannot be computed.

export interface SectionSummary {
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
}

export interface PortfolioSummaryTotals extends SectionSummary {
  internal_summary?: SectionSummary;
  external_summary?: SectionSummary;
}

export interface FolioHolding {
  folio_id: string;
  folio_no: string;
  units: string;
  net_cost: number;
  current_value: number;
  gain_or_loss: number;
  average_cost: string;
}

export interface SchemeHolding {
  scheme_code: string;
  scheme_name: string;
  category: string;
  amc: string;
  nav: string;
  nav_date: string;
  units: string;
  net_cost: number;
  current_value: number;
  gain_or_loss: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
  folioLevel: FolioHolding[];
}

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
  scheme_code: string;
  scheme_name: string;
  folio_no: string;
  nav: string;
  units: string;
  amount_paise: number;
  stamp_duty_paise: number;
}

export interface Sip {
  id: string;
  amount_paise: number;
  frequency?: string;
  sip_day?: number;
  next_date?: string | null;
  status?: string;
  start_date?: string;
  [field: string]: unknown;
}

export interface FolioDetail {
  folio: { id: string; folio_no: string; amc: string; source: string };
  scheme: { scheme_code: string; scheme_name: string; category: string; nav: string; nav_date: string };
  units: string;
  average_cost: string;
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
  scheme_code?: string;
  folio_id?: string;
  page?: number;
  page_size?: number;
}

export interface CapitalGainRow {
  scheme_name: string;
  folio_no: string;
  sell_date: string;
  units: string;
  sale_value_paise: number;
  buy_date: string;
  cost_paise: number;
  gain_paise: number;
  term: 'short' | 'long';
  asset: 'equity' | 'debt';
  stamp_duty_paise: number;
  exit_load_paise: number;
}

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
