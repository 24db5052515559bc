// The fund page's SIP and lumpsum form as plain values: what the person typed becomes one cart item, and every
// problem found (field rules, the fund's market rules, the server's answer) lands under the field it is about.
import { ITEM_MESSAGES, checkCartItem } from '@/utils/orders/itemChecks';
import type { SchemeFacts } from '@/utils/orders/schemeRules';
import type { CartItemInput } from '@/utils/orders/wire';
import { CART_MESSAGES, isDecimalText, rupeesFromText } from '@/utils/validation/cart';

export type InvestMode = 'sip' | 'lumpsum';
export type FieldName = 'amount' | 'sipDate' | 'installments' | 'stepUp' | 'form';
export type FieldErrors = Partial<Record<FieldName, string>>;

export interface AddToCartValues {
  amount: string;
  /** YYYY-MM-DD of the first instalment, chosen month first and then day. */
  sipDate: string;
  installments: string;
  untilCancelled: boolean;
  stepUpPercent: string;
}

export const EMPTY_VALUES: AddToCartValues = { amount: '', sipDate: '', installments: '12', untilCancelled: false, stepUpPercent: '' };

const INSTALMENT_MESSAGE = 'Number of instalments must be a whole number';

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The cart item the values describe, or the field messages that stop it. */
export function itemFromValues(mode: InvestMode, schemeCode: number, v: AddToCartValues): { item?: CartItemInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rupees = rupeesFromText(v.amount);
  if (rupees.message) errors.amount = rupees.message;
  const item: CartItemInput = { scheme_code: schemeCode, amount_paise: rupees.rupees === undefined ? undefined : rupees.rupees * 100 };
  if (mode === 'sip') {
    if (!v.sipDate) errors.sipDate = ITEM_MESSAGES.sipDay;
    else Object.assign(item, { sip_day: Number(v.sipDate.slice(8, 10)), sip_start_date: v.sipDate, sip_frequency: 'monthly' });
    if (!v.untilCancelled) {
      const n = wholeNumber(v.installments);
      if (n === null) errors.installments = INSTALMENT_MESSAGE;
      else item.sip_installments = n;
    }
    if (v.stepUpPercent.trim()) {
      const pct = isDecimalText(v.stepUpPercent) ? Number(v.stepUpPercent.trim()) : NaN;
      if (!Number.isFinite(pct) || pct < 1 || pct > 100) errors.stepUp = CART_MESSAGES.stepUpPercent;
      else Object.assign(item, { step_up_percent: pct, step_up_frequency: 'yearly' });
    }
  }
  return Object.keys(errors).length ? { errors } : { item, errors };
}

/** Which field a market-rule message is about; the rest is said for the form as a whole. */
function fieldOfMessage(message: string): FieldName {
  if (/amount|investment|multiples|UPI/i.test(message)) return 'amount';
  if (message === ITEM_MESSAGES.sipDay || /first SIP date/.test(message)) return 'sipDate';
  if (/instalments/.test(message)) return 'installments';
  return 'form';
}

function place(messages: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const m of messages) {
    const field = fieldOfMessage(m);
    errors[field] ??= m;
  }
  return errors;
}

/**
 * The fund's own limits, checked in the browser before anything is sent. KYC is left to the server (the fund
 * page's KYC gate has spoken already, and an advisor's client's KYC is the server's to judge).
 */
export function marketErrors(mode: InvestMode, item: CartItemInput, scheme: SchemeFacts, holdsScheme: boolean, today: string): FieldErrors {
  return place(
    checkCartItem({
      cartType: mode === 'sip' ? 'purchase_sip' : 'purchase_lumpsum',
      item,
      scheme,
      holding: { holdsScheme, units: '0', valuePaise: 0 },
      kycStatus: 'verified',
      today,
    }),
  );
}

const SERVER_FIELDS: Record<string, FieldName> = {
  amount_paise: 'amount',
  sip_day: 'sipDate',
  sip_start_date: 'sipDate',
  sip_installments: 'installments',
  step_up_percent: 'stepUp',
  step_up_amount_paise: 'stepUp',
};

/**
 * A 400's `errors` under their fields: by the field in the path ('items.0.amount_paise'), or, for the market
 * rules the backend lists per item ('items.0'), by what the message is about; else its message for the form.
 */
export function serverErrors(error: unknown, fallback: string): FieldErrors {
  const data = (error as { data?: { message?: string; errors?: { path?: string; message?: string }[] } } | null)?.data;
  const out: FieldErrors = {};
  for (const e of data?.errors ?? []) {
    if (typeof e.path !== 'string' || typeof e.message !== 'string') continue;
    const field = SERVER_FIELDS[e.path.split('.').pop() ?? ''] ?? fieldOfMessage(e.message);
    out[field] ??= e.message;
  }
  if (Object.keys(out).length === 0) out.form = data?.message ?? fallback;
  return out;
}

export { newClientRef } from '@/utils/orders/clientRef';
