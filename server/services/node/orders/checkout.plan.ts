// A checkout's plan: the open cart items of a collection or session, what each becomes (an order type, or a
// step-up of a SIP), the lumpsum to pay now and the largest SIP instalment, and the market rules re-checked
// (utils/orders/itemChecks.ts) against today's holdings, KYC and the chosen payment mode and mandate.
import type { CartType } from '../../../../utils/cart';
import { checkCartItem, isSipItem, paymentModeMessages } from '../../../../utils/orders/itemChecks';
import type { LumpsumPaymentMode } from '../../../../utils/orders/paymentLimits';
import type { CartItemInput } from '../../../../utils/orders/wire';
import type { OrderType } from '../../../db/schema';
import { type InvestorFacts, holdingFacts, loadInvestorFacts, schemeFacts, sipFacts } from '../cart/cart.facts';
import { itemsOf } from '../cart/cart.repo';
import type { FundRow } from '../cart/facts.repo';
import { inputOf } from '../cart/cart.view';
import { type CartItemRow, type CartRow, type CheckoutTarget, openCarts } from './checkout.repo';
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
  /** What the checks read: schemes, holdings, KYC. */
  facts: InvestorFacts;
}

const ORDER_TYPE: Partial<Record<CartType, OrderType>> = { redemption: 'redemption', switch: 'switch', stp: 'stp', swp: 'swp' };

function orderTypeOf(cartType: CartType, input: CartItemInput): OrderType | null {
  if (cartType === 'new_stepup' || cartType === 'modify_stepup') return null;
  return ORDER_TYPE[cartType] ?? (isSipItem(cartType, input) ? 'sip' : 'purchase');
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
  const facts = await loadInvestorFacts(tx, target.userId, rows.flatMap((r) => [r.schemeCode, r.targetSchemeCode ?? r.schemeCode]), options.now);

  const items: PlannedItem[] = rows.map((row) => {
    const cart = cartOf.get(row.cartId)!;
    const input = inputOf(row);
    const holdsScheme = holdingFacts(facts, row.schemeCode).holdsScheme;
    return { cart, row, input, orderType: orderTypeOf(cart.cartType, input), fund: facts.funds.get(row.schemeCode), holdsScheme };
  });
  const issues: CheckoutPlan['issues'] = [];
  for (const item of items) {
    for (const message of itemIssues(facts, item, options)) issues.push({ itemId: item.row.id, message });
  }
  const lumpsumPaise = items.filter((i) => i.orderType === 'purchase').reduce((sum, i) => sum + (i.row.amountPaise ?? 0), 0);
  if (options.paymentMode && lumpsumPaise > 0) {
    for (const message of paymentModeMessages(options.paymentMode, lumpsumPaise)) issues.push({ itemId: '', message });
  }
  return { carts: cartRows, items, lumpsumPaise, sipItems: items.filter((i) => i.orderType === 'sip'), issues, facts };
}

/** The cart's own checks (as on add and read), with the payment mode and the mandate's limit chosen now. */
function itemIssues(facts: InvestorFacts, item: PlannedItem, options: PlanOptions): string[] {
  const target = item.row.targetSchemeCode
    ? { scheme: schemeFacts(facts.funds.get(item.row.targetSchemeCode)), holdsScheme: holdingFacts(facts, item.row.targetSchemeCode).holdsScheme }
    : null;
  return checkCartItem({
    cartType: item.cart.cartType,
    item: item.input,
    scheme: schemeFacts(item.fund),
    holding: holdingFacts(facts, item.row.schemeCode, item.row.folioNo, { itemId: item.row.id }),
    kycStatus: facts.kycStatus,
    target,
    today: facts.today,
    paymentMode: options.paymentMode ?? undefined,
    mandateLimitPaise: options.mandateLimitPaise,
    sip: sipFacts(facts, item.input.sip_id),
  });
}
