// The orders a folio can take (redeem, switch, STP, SWP): what the forms hold, the cart item each one adds, and
// where the person goes next. Field rules come from the shared schemas; the scheme's own limits (minimums, units
// held, same fund house) are the cart's checks, whose messages the forms place under the field they concern.
import type { OldCartType } from '@/utils/cart';
import { paymentMonthOptions } from '@/utils/dates/paymentDates';
import type { CartItemInput } from '@/utils/orders/wire';
import { CART_MESSAGES, rupeesFromText, sipDaySchema, unitsSchema } from '@/utils/validation/cart';
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

/** Which fields an order has: how much leaves (amount, units or all), a scheme to move into, a monthly plan. */
interface OrderShape {
  by: RedeemBy;
  /** Redemptions and switches say how they go (redeem_by); purchases and plans go by amount. */
  statesBy: boolean;
  target: boolean;
  plan: boolean;
}

type Built = { item: CartItemInput; errors?: undefined } | { item?: undefined; errors: OrderErrors };

const shapeOf = (kind: FolioOrderKind, v: FolioOrderValues): OrderShape => ({
  by: takesUnits(kind) ? v.by : 'amount',
  statesBy: takesUnits(kind),
  target: needsTarget(kind),
  plan: isPlan(kind),
});

function fieldErrors(shape: OrderShape, v: FolioOrderValues): OrderErrors {
  const errors: OrderErrors = {};
  const set = (field: OrderField, message: string | null) => {
    if (message) errors[field] = message;
  };
  if (shape.by === 'amount') set('amount', rupeesFromText(v.amount).message ?? null);
  if (shape.by === 'units') set('units', problem(unitsSchema, v.units.trim()));
  if (shape.target && !v.target) set('target', CART_MESSAGES.schemeInvalid);
  if (shape.plan) {
    // sipDaySchema names no message for a missing day; its range message says what to choose.
    set('day', v.day.trim() === '' ? CART_MESSAGES.sipDayInvalid : problem(sipDaySchema, numberOf(v.day)));
    set('instalments', problem(installmentsSchema, numberOf(v.instalments)));
  }
  return errors;
}

function buildItem(shape: OrderShape, v: FolioOrderValues, base: CartItemInput, today: Date): Built {
  const errors = fieldErrors(shape, v);
  if (Object.keys(errors).length > 0) return { errors };
  const item: CartItemInput = { ...base };
  if (shape.statesBy) item.redeem_by = shape.by;
  if (shape.by === 'amount') item.amount_paise = rupeesFromText(v.amount).rupees! * 100;
  if (shape.by === 'units') item.units = v.units.trim();
  if (shape.target) item.target_scheme_code = Number(v.target);
  if (shape.plan) {
    const day = Number(v.day);
    item.sip_day = day;
    item.sip_frequency = 'monthly';
    item.sip_installments = Number(v.instalments);
    item.sip_start_date = firstDateOnDay(day, today);
  }
  return { item };
}

/**
 * The cart item of one order, or the field messages that stop it. `clientRef` is made per click of "Add", so a
 * repeated request of the same click adds one item.
 */
export function folioOrderItem(kind: FolioOrderKind, v: FolioOrderValues, folio: FolioRef, clientRef: string, today = new Date()): Built {
  return buildItem(shapeOf(kind, v), v, { scheme_code: folio.schemeCode, folio_no: folio.folioNo, client_ref: clientRef }, today);
}

/** A purchase: a lumpsum amount, or a monthly SIP with its day and number of instalments. */
export function purchaseItem(sip: boolean, v: FolioOrderValues, schemeCode: number, clientRef: string, today = new Date()): Built {
  const shape: OrderShape = { by: 'amount', statesBy: false, target: false, plan: sip };
  return buildItem(shape, v, { scheme_code: schemeCode, client_ref: clientRef }, today);
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

export { newClientRef } from '@/utils/orders/clientRef';
