/**
 * The fixed-deposit calls on the wire (/node/fds), shared by the backend and the web app. Money is integer paise,
 * rates basis points (725 = 7.25 % a year), dates YYYY-MM-DD, instants ISO 8601.
 */
import type { LumpsumPaymentMode } from '../orders/paymentLimits';

export const FD_PAYOUTS = ['cumulative', 'monthly', 'quarterly', 'yearly'] as const;
export type FdPayout = (typeof FD_PAYOUTS)[number];

export const FD_PAYOUT_LABELS: Readonly<Record<FdPayout, string>> = {
  cumulative: 'Cumulative (interest paid at maturity)',
  monthly: 'Monthly interest payout',
  quarterly: 'Quarterly interest payout',
  yearly: 'Yearly interest payout',
};

/** One tenure of a product's rate table. */
export interface FdRate {
  months: number;
  rate_bps: number;
  senior_rate_bps: number;
}

export interface FdPrematureTerms {
  /** No withdrawal at all during the first months. */
  lock_in_months: number;
  /** Taken off the rate of the tenure actually completed. */
  penalty_bps: number;
  /** The issuer's terms in words. */
  text: string;
}

export interface FdProductView {
  id: string;
  issuer: string;
  name: string;
  /** 'AAA (CRISIL, sandbox)'. */
  rating: string | null;
  min_amount_paise: number;
  max_amount_paise: number;
  /** Deposits are taken in multiples of this. */
  multiple_paise: number;
  rates: FdRate[];
  payout_options: FdPayout[];
  premature: FdPrematureTerms;
  /** Always true here: the catalogue is the FD provider's sandbox, its issuers fictional. */
  sandbox: boolean;
}

export interface FdBookingInput {
  user_id: string;
  product_id: string;
  amount_paise: number;
  tenure_months: number;
  payout: FdPayout;
}

/** What a deposit will earn: the shared FD calculator's figures (utils/fds/figures.ts). */
export interface FdFigures {
  rate_bps: number;
  /** The investor is 60 or older on the booking day, so the senior rate applies. */
  senior: boolean;
  /** All interest over the tenure (paid out along the way for a payout deposit). */
  interest_paise: number;
  /** What the issuer pays back at maturity: deposit plus interest if cumulative, else the deposit. */
  maturity_paise: number;
  /** Each interest payout of a payout deposit; null for a cumulative one. */
  payout_paise: number | null;
  maturity_date: string;
}

export type FdBookingStatus = 'created' | 'payment_pending' | 'booked' | 'failed' | 'cancelled';

export interface FdBookingView extends FdFigures {
  id: string;
  user_id: string;
  product_id: string;
  issuer: string;
  product_name: string;
  amount_paise: number;
  tenure_months: number;
  payout: FdPayout;
  status: FdBookingStatus;
  payment_id: string | null;
  payment_status: 'created' | 'pending' | 'success' | 'failed' | 'abandoned' | null;
  /** Why the last payment failed, in the provider's words ('Your UPI app declined the request'). */
  payment_failure_reason: string | null;
  /** The investor may pay now: nothing paid yet, the last payment failed, or it expired unanswered. */
  can_pay: boolean;
  booked_at: string | null;
  created_at: string;
}

export interface FdPayBody {
  mode: LumpsumPaymentMode;
  vpa?: string;
}

/** Where "fixed deposits you can book" links lead (the first deposit of the catalogue; its page lists the rest). */
export const FD_START_PATH = '/fds/demo-finance-secure';
