// A checkout's plan: the open cart items of a collection or session, what each becomes (an order type, or a
// step-up of a SIP), the lumpsum to pay now and the largest SIP instalment, and the market rules re-checked
// (utils/orders/itemChecks.ts) against today's holdings, KYC and the chosen payment mode and mandate.
import type { CartType } from '../../../../utils/cart';
import { normaliseKycStatus } from '../../../../utils/kyc/status';
import { checkCartItem, isSipItem, paymentModeMessages } from '../../../../utils/orders/itemChecks';
import type { LumpsumPaymentMode } from '../../../../utils/orders/paymentLimits';
import type { CartItemInput } from '../../../../utils/orders/wire';
import { unitsToScaled, valueInPaise } from '../../../../utils/portfolio/decimal';
import type { OrderType } from '../../../db/schema';
import { todayIn } from '../portfolio/portfolio.deps';
import {
  type CartItemRow,
  type CartRow,
  type CheckoutTarget,
  type FundRow,
  fundsByCode,
  holdingsOf,
  itemsOf,
  kycStatusOf,
  openCarts,
} from './checkout.repo';
import type { Tx } from './orders.deps';

export interface PlannedItem {
  cart: CartRow;
  row: CartItemRow;
  input: CartItemInput;
  /** null for a step-up, which changes a SIP and makes no order. */
  orderType: OrderType | null;
  fund: FundRow | undefined;
  /** The investor already holds this scheme (a purchase is then 'additional'). */
  holdsScheme: boolean;
}

export interface CheckoutPlan {
  carts: CartRow[];
  items: PlannedItem[];
  lumpsumPaise: number;
  sipItems: PlannedItem[];
  /** Every problem, item by item ('' for the checkout as a whole). */
  issues: { itemId: string; message: string }[];
}

const ORDER_TYPE: Partial<Record<CartType, OrderType>> = { redemption: 'redemption', switch: 'switch', stp: 'stp', swp: 'swp' };

function orderTypeOf(cartType: CartType, input: CartItemInput): OrderType | null {
  if (cartType === 'new_stepup' || cartType === 'modify_stepup') return null;
  return ORDER_TYPE[cartType] ?? (isSipItem(cartType, input) ? 'sip' : 'purchase');
}

/** The stored item as the shared input shape the checks read. */
export function itemInput(row: CartItemRow): CartItemInput {
  const defined = <T>(v: T | null) => (v === null ? undefined : v);
  return {
    scheme_code: row.schemeCode,
    amount_paise: defined(row.amountPaise),
    units: defined(row.units),
    redeem_by: defined(row.redeemBy),
    folio_no: defined(row.folioNo),
    target_scheme_code: defined(row.targetSchemeCode),
    sip_day: defined(row.sipDay),
    sip_frequency: row.sipFrequency === 'monthly' ? 'monthly' : undefined,
    sip_start_date: defined(row.sipStartDate),
    sip_installments: defined(row.sipInstallments),
    step_up_amount_paise: defined(row.stepUpAmountPaise),
    step_up_percent: row.stepUpPercent === null ? undefined : Number(row.stepUpPercent),
    sip_id: defined(row.sipId),
  };
}

export interface PlanOptions {
  now: Date;
  paymentMode?: LumpsumPaymentMode | null;
  mandateLimitPaise?: number;
  lock?: boolean;
}

export async function planCheckout(tx: Tx, target: CheckoutTarget, options: PlanOptions): Promise<CheckoutPlan> {
  const cartRows = await openCarts(tx, target, options.lock);
  const rows = await itemsOf(tx, cartRows.map((c) => c.id));
  const cartOf = new Map(cartRows.map((c) => [c.id, c]));
  const [held, kyc] = await Promise.all([holdingsOf(tx, target.userId), kycStatusOf(tx, target.userId)]);
  const funds = await fundsByCode(tx, [...rows.flatMap((r) => [r.schemeCode, r.targetSchemeCode ?? r.schemeCode])]);
  const holds = (code: number) => held.some((h) => h.schemeCode === code && unitsToScaled(h.units) > 0n);
  const today = todayIn(options.now);
  const kycStatus = normaliseKycStatus(kyc);

  const items: PlannedItem[] = rows.map((row) => {
    const cart = cartOf.get(row.cartId)!;
    const input = itemInput(row);
    return { cart, row, input, orderType: orderTypeOf(cart.cartType, input), fund: funds.get(row.schemeCode), holdsScheme: holds(row.schemeCode) };
  });
  const issues: CheckoutPlan['issues'] = [];
  for (const item of items) {
    const holding = item.input.folio_no ? held.find((h) => h.folioNo === item.input.folio_no && h.schemeCode === item.row.schemeCode) : undefined;
    const units = holding?.units ?? '0';
    const nav = item.fund?.nav;
    const target = item.row.targetSchemeCode
      ? { scheme: funds.get(item.row.targetSchemeCode) ?? {}, holdsScheme: holds(item.row.targetSchemeCode) }
      : null;
    const messages = checkCartItem({
      cartType: item.cart.cartType,
      item: item.input,
      scheme: item.fund ?? {},
      holding: { holdsScheme: item.holdsScheme, units, valuePaise: nav ? valueInPaise(units, nav) : 0 },
      kycStatus,
      target,
      today,
      paymentMode: options.paymentMode ?? undefined,
      mandateLimitPaise: options.mandateLimitPaise,
    });
    for (const message of messages) issues.push({ itemId: item.row.id, message });
  }
  const lumpsumPaise = items.filter((i) => i.orderType === 'purchase').reduce((sum, i) => sum + (i.row.amountPaise ?? 0), 0);
  if (options.paymentMode && lumpsumPaise > 0) {
    for (const message of paymentModeMessages(options.paymentMode, lumpsumPaise)) issues.push({ itemId: '', message });
  }
  return { carts: cartRows, items, lumpsumPaise, sipItems: items.filter((i) => i.orderType === 'sip'), issues };
}
