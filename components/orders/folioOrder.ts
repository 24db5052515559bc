// The orders a folio can take (redeem, switch, STP, SWP): what the forms hold, the cart item each one adds, and
// where the person goes next. Field rules come from the shared schemas; the scheme's own limits (minimums, units
// held, same fund house) are the cart's checks, whose messages the forms place under the field they concern.
import type { OldCartType } from '@/utils/cart';
import { paymentMonthOptions } from '@/utils/dates/paymentDates';
import type { CartItemInput } from '@/utils/orders/wire';
import { CART_MESSAGES, rupeesSchema, sipDaySchema, unitsSchema } from '@/utils/validation/cart';
import { z } from '@/utils/validation/z';

export type FolioOrderKind = OldCartType;
export type RedeemBy = 'amount' | 'units' | 'all';

export const FOLIO_ORDER_LABELS: Readonly<Record<FolioOrderKind, string>> = {
  redemption: 'Redeem',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
};

/** What the form holds, as typed (text boxes give strings). */
export interface FolioOrderValues {
  by: RedeemBy;
  amount: string;
  units: string;
  target: string;
  day: string;
  instalments: string;
}

export const EMPTY_ORDER_VALUES: FolioOrderValues = { by: 'amount', amount: '', units: '', target: '', day: '', instalments: '' };

export type OrderField = 'amount' | 'units' | 'target' | 'day' | 'instalments';
export type OrderErrors = Partial<Record<OrderField, string>>;

export interface FolioRef {
  schemeCode: number;
  folioNo: string;
}

const installmentsSchema = z
  .number({ error: CART_MESSAGES.installmentsInvalid })
  .int(CART_MESSAGES.installmentsInvalid)
  .min(1, CART_MESSAGES.installmentsInvalid);

/** The first message of a schema for a value, or null when it passes. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** '' stays missing (the schema says "Please enter…"); anything else is read as a number, NaN included. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** STP and SWP run monthly; each plan moves a fixed amount on one day of the month. */
const isPlan = (kind: FolioOrderKind) => kind === 'stp' || kind === 'swp';
export const needsTarget = (kind: FolioOrderKind) => kind === 'switch' || kind === 'stp';
/** Redemptions and switches can go by amount, by units or all units; plans go by amount only. */
export const takesUnits = (kind: FolioOrderKind) => !isPlan(kind);

/** The first instalment date on `day` inside the payment window (at least 4 days ahead). */
export function firstDateOnDay(day: number, today: Date = new Date()): string | undefined {
  return paymentMonthOptions(today, day)[0]?.dates[0];
}

function fieldErrors(kind: FolioOrderKind, v: FolioOrderValues): OrderErrors {
  const errors: OrderErrors = {};
  const set = (field: OrderField, message: string | null) => {
    if (message) errors[field] = message;
  };
  const by = takesUnits(kind) ? v.by : 'amount';
  if (by === 'amount') set('amount', problem(rupeesSchema, numberOf(v.amount)));
  if (by === 'units') set('units', problem(unitsSchema, v.units.trim()));
  if (needsTarget(kind) && !v.target) set('target', CART_MESSAGES.schemeInvalid);
  if (isPlan(kind)) {
    // sipDaySchema names no message for a missing day; its range message says what to choose.
    set('day', v.day.trim() === '' ? CART_MESSAGES.sipDayInvalid : problem(sipDaySchema, numberOf(v.day)));
    set('instalments', problem(installmentsSchema, numberOf(v.instalments)));
  }
  return errors;
}

/**
 * The cart item of one order, or the field messages that stop it. `clientRef` is made per click of "Add", so a
 * repeated request of the same click adds one item.
 */
export function folioOrderItem(
  kind: FolioOrderKind,
  v: FolioOrderValues,
  folio: FolioRef,
  clientRef: string,
  today: Date = new Date(),
): { item: CartItemInput; errors?: undefined } | { item?: undefined; errors: OrderErrors } {
  const errors = fieldErrors(kind, v);
  if (Object.keys(errors).length > 0) return { errors };
  const item: CartItemInput = { scheme_code: folio.schemeCode, folio_no: folio.folioNo, client_ref: clientRef };
  const by = takesUnits(kind) ? v.by : 'amount';
  if (takesUnits(kind)) item.redeem_by = by;
  if (by === 'amount') item.amount_paise = Number(v.amount.trim()) * 100;
  if (by === 'units') item.units = v.units.trim();
  if (needsTarget(kind)) item.target_scheme_code = Number(v.target);
  if (isPlan(kind)) {
    const day = Number(v.day);
    item.sip_day = day;
    item.sip_frequency = 'monthly';
    item.sip_installments = Number(v.instalments);
    item.sip_start_date = firstDateOnDay(day, today);
  }
  return { item };
}

const SERVER_FIELDS: Readonly<Record<string, OrderField>> = {
  amount_paise: 'amount',
  units: 'units',
  redeem_by: 'units',
  target_scheme_code: 'target',
  sip_day: 'day',
  sip_start_date: 'day',
  sip_installments: 'instalments',
};

/** The form field a server error's path ('items.0.amount_paise', 'amount_paise') belongs to, if any. */
export function orderFieldOf(path: string): OrderField | undefined {
  const last = path.split('.').pop() ?? '';
  return SERVER_FIELDS[last];
}

const SUMMARY_SEGMENT: Readonly<Record<FolioOrderKind, string>> = {
  redemption: 'redeem',
  switch: 'switch',
  stp: 'stp',
  swp: 'swp',
};

/** Each old-type cart has its own summary page, addressed by the cart's session id. */
export function orderSummaryHref(kind: FolioOrderKind, sessionId: string): string {
  return `/portfolio/${SUMMARY_SEGMENT[kind]}/summary?s=${encodeURIComponent(sessionId)}`;
}

/** A fresh idempotency key for one click of "Add". */
export function newClientRef(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `ref-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
