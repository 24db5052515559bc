// The advisor's report views as the backend answers them (docs/ANALYTICS.md): money in integer paise, months YYYY-MM.

export type ReportView = 'summary' | 'aum' | 'sips' | 'clients' | 'transactions' | 'commissions';

export interface Period {
  from?: string;
  to?: string;
}

export interface SummaryReport {
  aum_paise: number;
  clients: number;
  active_sips: number;
  sip_book_paise: number;
  commission_last_month_paise: number;
  /** YYYY-MM: the month that commission is for (last month, or the last month with commission data). */
  commission_month?: string;
  as_of: string;
}

export interface NamedAum {
  name: string;
  aum_paise: number;
}

export interface AumReport {
  series: { month: string; aum_paise: number }[];
  by_category: NamedAum[];
  by_fund_house: NamedAum[];
  by_client: (NamedAum & { user_id: string | null })[];
  as_of: string;
}

export interface SipsReport {
  active: number;
  paused: number;
  ending_90d: number;
  bounced: number;
  new_this_month: number;
  step_ups_due_30d: number;
  book_paise: number;
  series: { month: string; started: number; cancelled: number; book_paise: number }[];
}

export interface ClientsReport {
  total: number;
  by_aum_band: { band: string; clients: number; aum_paise: number }[];
  by_activity: { activity: 'active' | 'dormant' | 'new'; clients: number }[];
  by_kyc_status: { status: string; clients: number }[];
}

export type TxnType = 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp';

export interface TransactionsReport {
  series: { month: string; type: TxnType; count: number; amount_paise: number }[];
  totals: { type: TxnType; count: number; amount_paise: number }[];
}

export interface CommissionsReport {
  series: { month: string; amount_paise: number; aum_paise: number }[];
  by_fund_house: { name: string; amount_paise: number }[];
  by_scheme: { scheme_code: number; name: string; amount_paise: number }[];
  by_client: { user_id: string; name: string; amount_paise: number }[];
  total_paise: number;
}

/** Every answer says the period it covers (the default one when none was asked for). */
type Covering<T> = T & { period?: { from: string; to: string } };

export interface Reports {
  summary: Covering<SummaryReport>;
  aum: Covering<AumReport>;
  sips: Covering<SipsReport>;
  clients: Covering<ClientsReport>;
  transactions: Covering<TransactionsReport>;
  commissions: Covering<CommissionsReport>;
}
