/**
 * Fixed-deposit booking inputs, shared by the booking screen and the backend: the body's shape here, and the
 * product's own limits (amount, multiples, tenures, payouts) checked by `productProblems`, which both sides call
 * so that a refused booking reads the same everywhere.
 */
import { z } from './z';
import { formatPaise } from '../money';
import { ITEM_MESSAGES } from '../orders/itemMessages';
import { NETBANKING_LIMIT_PAISE, PAYMENT_MODES } from '../orders/paymentLimits';
import { FD_PAYOUTS, type FdPayout, type FdProductView } from '../fds/wire';
import { paiseSchema, vpaSchema } from './cart';

export const FD_MESSAGES = {
  productInvalid: 'Please choose a fixed deposit',
  tenureInvalid: 'Please choose a tenure',
  payoutInvalid: 'Please choose how the interest is paid',
  modeInvalid: 'Please choose how to pay',
  vpaNeeded: 'Please enter your UPI ID to get the payment request',
  belowMin: (minPaise: number) => `Minimum deposit in this FD is ${formatPaise(minPaise)}`,
  aboveMax: (maxPaise: number) => `Maximum deposit in this FD is ${formatPaise(maxPaise)}`,
  notMultiple: (multiplePaise: number) => `Amount must be in multiples of ${formatPaise(multiplePaise)}`,
  tenureNotOffered: (months: number[]) => `This FD is offered for ${listOf(months.map(String))} months`,
  payoutNotOffered: (payouts: FdPayout[]) => `This FD offers these payouts only: ${listOf(payouts)}`,
  // The KYC and UPI sentences are the orders' own (docs/CART.md), so a deposit reads like an order.
  kycNone: ITEM_MESSAGES.kycMissing,
  kycOnHold: ITEM_MESSAGES.kycOnHold,
  kycRegistered: 'Your KYC lets you add to funds you already hold; complete a KYC modification to book a fixed deposit',
  upiLimit: ITEM_MESSAGES.upiLimit,
  netbankingLimit: `Net banking takes at most ${formatPaise(NETBANKING_LIMIT_PAISE)} per payment`,
  expertCannotPay: 'Only the investor can pay for their deposit',
  expertNotAllowed: 'You cannot book deposits for this client until your ARN is validated',
  alreadyBooked: 'This deposit is already booked',
  cancelled: 'This booking was cancelled; start a new one',
  notOffered: 'This fixed deposit is not offered',
} as const;

function listOf(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export const fdBookingSchema = z
  .object({
    user_id: z.uuid(),
    product_id: z.string({ error: FD_MESSAGES.productInvalid }).trim().min(1, FD_MESSAGES.productInvalid).max(64),
    amount_paise: paiseSchema,
    tenure_months: z.number({ error: FD_MESSAGES.tenureInvalid }).int(FD_MESSAGES.tenureInvalid).min(1, FD_MESSAGES.tenureInvalid).max(240, FD_MESSAGES.tenureInvalid),
    payout: z.enum(FD_PAYOUTS, { error: FD_MESSAGES.payoutInvalid }),
  })
  .strict();

export const fdPaySchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: FD_MESSAGES.modeInvalid }),
    vpa: vpaSchema.optional(),
  })
  .strict()
  .refine((b) => b.mode !== 'upi_collect' || !!b.vpa, { message: FD_MESSAGES.vpaNeeded, path: ['vpa'] });

export interface FdProblem {
  path: 'amount_paise' | 'tenure_months' | 'payout';
  message: string;
}

type ProductLimits = Pick<FdProductView, 'min_amount_paise' | 'max_amount_paise' | 'multiple_paise' | 'rates' | 'payout_options'>;

/** What this product refuses in a booking; empty when it can be booked. */
export function productProblems(
  product: ProductLimits,
  input: { amount_paise: number; tenure_months: number; payout: FdPayout },
): FdProblem[] {
  const problems: FdProblem[] = [];
  const amount = input.amount_paise;
  if (amount < product.min_amount_paise)
    problems.push({ path: 'amount_paise', message: FD_MESSAGES.belowMin(product.min_amount_paise) });
  else if (amount > product.max_amount_paise)
    problems.push({ path: 'amount_paise', message: FD_MESSAGES.aboveMax(product.max_amount_paise) });
  else if (product.multiple_paise > 0 && amount % product.multiple_paise !== 0)
    problems.push({ path: 'amount_paise', message: FD_MESSAGES.notMultiple(product.multiple_paise) });
  const tenures = product.rates.map((r) => r.months);
  if (!tenures.includes(input.tenure_months))
    problems.push({ path: 'tenure_months', message: FD_MESSAGES.tenureNotOffered(tenures) });
  if (!product.payout_options.includes(input.payout))
    problems.push({ path: 'payout', message: FD_MESSAGES.payoutNotOffered(product.payout_options) });
  return problems;
}
