/**
 * Cart and order inputs, shared by the order forms and the backend's cart calls. Field rules only: the limits of
 * the scheme (minimums, SIP days, balance) are checked against utils/orders/schemeRules.ts by
 * utils/orders/itemChecks.ts, which both sides call too.
 */
import { z } from './z';
import { CART_TYPES } from '../cart';
import { MANDATE_TYPES, PAYMENT_MODES } from '../orders/paymentLimits';

export const CART_MESSAGES = {
  amountEmpty: 'Please enter an amount',
  amountWhole: 'Amount must be in whole rupees',
  amountDigits: 'Enter the amount in digits only, like 5000',
  amountPositive: 'Amount must be more than ₹0',
  unitsInvalid: 'Units must be a number with up to 4 decimal places',
  sipDayInvalid: 'SIP date must be a day from 1 to 28',
  installmentsInvalid: 'Number of instalments must be a whole number',
  schemeInvalid: 'Please choose a fund',
  vpaInvalid: 'Please enter a valid UPI ID, like name@bank',
  otpInvalid: 'Please enter the 6-digit OTP',
  stepUpOne: 'Give the step-up as an amount or a percentage, not both',
  stepUpPercent: 'Step-up percentage must be from 1 to 100',
} as const;

/** Missing says "Please enter…"; anything else that is not a number ("1e5" as text, true) says digits only. */
const amountTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? CART_MESSAGES.amountEmpty : CART_MESSAGES.amountDigits;

/** Rupees are entered; paise travel. Amount fields in forms parse with this, then multiply by 100. */
export const rupeesSchema = z
  .number({ error: amountTypeError })
  .int(CART_MESSAGES.amountWhole)
  .positive(CART_MESSAGES.amountPositive);

export const paiseSchema = z
  .number({ error: amountTypeError })
  .int(CART_MESSAGES.amountWhole)
  .positive(CART_MESSAGES.amountPositive)
  // Whole rupees only: exchanges take order amounts in rupees.
  .refine((p) => p % 100 === 0, CART_MESSAGES.amountWhole)
  .max(1_000_000_000_00, 'Amount is above the largest order ZF takes (₹100 crore)');

/**
 * An amount field's text as whole rupees, or the message that stops it. Digits only (commas of Indian grouping
 * allowed): Number() would read "1e5" as ₹1,00,000, "0x10" as ₹16 and " " as 0, none of which anyone typed.
 */
export function rupeesFromText(text: string): { rupees: number; message?: undefined } | { rupees?: undefined; message: string } {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return { message: CART_MESSAGES.amountEmpty };
  if (!/^\d+$/.test(plain)) return { message: /^\d*\.\d+$/.test(plain) ? CART_MESSAGES.amountWhole : CART_MESSAGES.amountDigits };
  const parsed = rupeesSchema.safeParse(Number(plain));
  return parsed.success ? { rupees: parsed.data } : { message: parsed.error.issues[0].message };
}

/** A percentage field's text: digits with an optional decimal part, nothing else ("1e1" is not 10). */
export const isDecimalText = (text: string) => /^\d+(\.\d+)?$/.test(text.trim());

export const unitsSchema = z.string().regex(/^\d{1,12}(\.\d{1,4})?$/, CART_MESSAGES.unitsInvalid)
  .refine((u) => Number(u) > 0, CART_MESSAGES.unitsInvalid);

export const sipDaySchema = z.number().int(CART_MESSAGES.sipDayInvalid).min(1, CART_MESSAGES.sipDayInvalid).max(28, CART_MESSAGES.sipDayInvalid);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD: 2025-02-30, 2026-13-45 and 'abc' are refused with one message, never thrown on. */
export const isoDateSchema = z.string().regex(ISO_DAY, 'Dates are YYYY-MM-DD').refine((v) => {
  // zod runs this even when the pattern failed (which has said so already), so it must not throw on any string.
  if (!ISO_DAY.test(v)) return true;
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(v);
}, 'Dates are YYYY-MM-DD');

export const vpaSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,31}$/, CART_MESSAGES.vpaInvalid);

export const cartItemInputSchema = z
  .object({
    scheme_code: z.number({ error: CART_MESSAGES.schemeInvalid }).int().positive(CART_MESSAGES.schemeInvalid),
    amount_paise: paiseSchema.optional(),
    units: unitsSchema.optional(),
    redeem_by: z.enum(['amount', 'units', 'all']).optional(),
    folio_no: z.string().trim().min(1).max(30).optional(),
    target_scheme_code: z.number().int().positive(CART_MESSAGES.schemeInvalid).optional(),
    sip_day: sipDaySchema.optional(),
    sip_frequency: z.literal('monthly').optional(),
    sip_start_date: isoDateSchema.optional(),
    sip_installments: z.number().int(CART_MESSAGES.installmentsInvalid).min(1).max(1200).optional(),
    step_up_amount_paise: paiseSchema.optional(),
    step_up_percent: z.number().min(1, CART_MESSAGES.stepUpPercent).max(100, CART_MESSAGES.stepUpPercent).optional(),
    step_up_frequency: z.literal('yearly').optional(),
    sip_id: z.uuid().optional(),
    client_ref: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/).optional(),
  })
  .strict()
  .refine((i) => i.step_up_amount_paise === undefined || i.step_up_percent === undefined, {
    message: CART_MESSAGES.stepUpOne,
    path: ['step_up_percent'],
  });

export const addToCartSchema = z
  .object({
    user_id: z.uuid(),
    cart_type: z.enum(CART_TYPES),
    items: z.array(cartItemInputSchema).min(1).max(20),
  })
  .strict();

export const checkoutStartSchema = z
  .object({
    user_id: z.uuid(),
    collection_id: z.uuid().optional(),
    session_id: z.string().min(8).max(64).optional(),
    payment_mode: z.enum(PAYMENT_MODES).optional(),
    mandate_id: z.uuid().optional(),
    mandate_type: z.enum(MANDATE_TYPES).optional(),
    vpa: vpaSchema.optional(),
  })
  .strict()
  .refine((b) => (b.collection_id === undefined) !== (b.session_id === undefined), {
    message: 'Give the collection or the session to check out, not both',
    path: ['collection_id'],
  });

export const checkoutConfirmSchema = z.object({ otp: z.string().regex(/^\d{6}$/, CART_MESSAGES.otpInvalid) }).strict();

/**
 * POST /node/orders/payment/{id}/retry: optionally another mode or UPI ID for the new payment (issue 31, item 6).
 * An empty body retries as before (the same mode and UPI ID); a UPI ID alone means a collect request to it.
 */
export const paymentRetrySchema = z
  .object({ payment_mode: z.enum(PAYMENT_MODES).optional(), vpa: vpaSchema.optional() })
  .strict();
export type PaymentRetry = z.infer<typeof paymentRetrySchema>;
