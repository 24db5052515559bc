// What a checkout OTP confirms, as one digest (issue 31, item 1). The SMS names the checkout's lines at the moment
// it is sent; the cart can change afterwards (the advisor edits the collection, another tab adds an item). The
// checkout keeps the digest of its terms from that moment, and confirming recomputes it from what would be placed
// now: a different digest means the code no longer confirms what the investor was told, so nothing is placed.
// Pure and deterministic, so the same terms give the same digest on any backend copy and across restarts.
import { createHash } from 'node:crypto';

/** One line as it would become an order (or a step-up of a SIP): every field that changes money or units. */
export interface CheckoutLine {
  /** 'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp', or 'stepup' for a line that changes a SIP. */
  order_type: string;
  /** The AMFI code names the scheme and its plan (Direct and Regular have codes of their own). */
  scheme_code: number;
  /** The plan as the fund list names it, so a plan re-labelled in between counts as a change too. */
  plan: string | null;
  target_scheme_code: number | null;
  folio_no: string | null;
  amount_paise: number | null;
  units: string | null;
  redeem_by: string | null;
  sip_day: number | null;
  sip_frequency: string | null;
  sip_start_date: string | null;
  sip_end_date: string | null;
  sip_installments: number | null;
  step_up_amount_paise: number | null;
  step_up_percent: number | null;
  sip_id: string | null;
}

/** The checkout as a whole: its lines and how they are paid. */
export interface CheckoutTerms {
  payment_mode: string | null;
  mandate_id: string | null;
  lines: CheckoutLine[];
}

/**
 * JSON with object keys sorted at every depth and `undefined` written as null, so two equal values always give
 * the same text whatever order their fields were built in.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * sha256 (hex) of the terms. Lines are sorted by their own canonical text: the cart's item order (and item ids,
 * which are not part of a line) may differ between the SMS and the confirmation without changing what is placed.
 */
export function checkoutDigest(terms: CheckoutTerms): string {
  const lines = terms.lines.map(canonicalJson).sort();
  const text = `{"lines":[${lines.join(',')}],"mandate_id":${canonicalJson(terms.mandate_id)},"payment_mode":${canonicalJson(terms.payment_mode)}}`;
  return createHash('sha256').update(text).digest('hex');
}
