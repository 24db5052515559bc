// Turns a confirmed checkout's planned items into order rows: the order number, its NAV date and "cancellable
// until" (utils/orders/navDate.ts), the ARN and EUIN (the advisor's, or ZF's with the execution-only flag).
import { cancellableUntil, expectedNavDate, instalmentNavDate, istInstant, schemeKindOf } from '../../../../utils/orders/navDate';
import { schemeRules } from '../../../../utils/orders/schemeRules';
import { schemeFacts } from '../cart/cart.facts';
import { orders } from '../../../db/schema';
import type { CheckoutPlan, PlannedItem } from './checkout.plan';
import { nextOrderNo } from './orderNo.repo';
import type { Tx } from './orders.deps';
import type { OrderRow } from './orders.view';

export interface Distribution {
  expertId: string | null;
  arn: string | null;
  euin: string | null;
  executionOnly: boolean;
}

export interface BuildContext {
  tx: Tx;
  now: Date;
  checkoutId: string;
  userId: string;
  distribution: Distribution;
  paymentId: string | null;
  paymentMode: string | null;
  mandateId: string | null;
}

/** NAV date, cut-off and status of one order, by its type. */
export function orderTiming(item: PlannedItem, now: Date) {
  const kind = schemeKindOf(item.fund?.category, item.fund?.subCategory);
  const start = item.row.sipStartDate;
  if (item.orderType === 'purchase') {
    // If paid now; fixed again when the payment succeeds.
    return { status: 'payment_pending' as const, navDate: expectedNavDate(kind, 'purchase', now).navDate, until: null };
  }
  if ((item.orderType === 'sip' || item.orderType === 'stp' || item.orderType === 'swp') && start) {
    // The first instalment is debited on the start date; it can be stopped until that day's cut-off.
    const navDate = instalmentNavDate(start);
    return { status: 'placed' as const, navDate, until: istInstant(navDate, 15 * 60) };
  }
  return {
    status: 'placed' as const,
    navDate: expectedNavDate(kind, 'redemption', now).navDate,
    until: cancellableUntil(kind, 'redemption', now),
  };
}

/** The folio an order names, else the investor's folio at that fund house (a first purchase there gets one later). */
function folioFor(item: PlannedItem, plan: CheckoutPlan): string | null {
  if (item.row.folioNo) return item.row.folioNo;
  const { held, funds } = plan.facts;
  return held.find((h) => item.fund?.fundHouse && funds.get(h.schemeCode)?.fundHouse === item.fund.fundHouse)?.folioNo ?? null;
}

function sipTerms(item: PlannedItem): Record<string, unknown> {
  if (item.orderType !== 'sip' && item.orderType !== 'stp' && item.orderType !== 'swp') return {};
  const r = item.row;
  return {
    sip_day: r.sipDay,
    sip_start_date: r.sipStartDate,
    sip_installments: r.sipInstallments,
    step_up_amount_paise: r.stepUpAmountPaise,
    step_up_percent: r.stepUpPercent,
  };
}

/**
 * Units of a Direct plan (only units already held, say from an imported statement, can leave one: nothing is bought
 * into one here) go out execution-only, with no ARN and no EUIN: a distributor earns nothing on a Direct plan.
 */
function distributionFor(item: PlannedItem, d: Distribution): Distribution {
  return schemeRules(schemeFacts(item.fund)).isDirectPlan ? { ...d, arn: null, euin: null, executionOnly: true } : d;
}

export async function createOrders(ctx: BuildContext, plan: CheckoutPlan): Promise<OrderRow[]> {
  const made: OrderRow[] = [];
  for (const item of plan.items) {
    if (!item.orderType) continue;
    const t = orderTiming(item, ctx.now);
    const distribution = distributionFor(item, ctx.distribution);
    const isPurchase = item.orderType === 'purchase';
    const by = item.input.redeem_by ?? (item.input.units !== undefined && item.input.amount_paise === undefined ? 'units' : 'amount');
    const [row] = await ctx.tx
      .insert(orders)
      .values({
        orderNo: await nextOrderNo(ctx.tx, ctx.now),
        userId: ctx.userId,
        expertId: ctx.distribution.expertId,
        cartId: item.cart.id,
        checkoutId: ctx.checkoutId,
        schemeCode: item.row.schemeCode,
        targetSchemeCode: item.row.targetSchemeCode,
        folioNo: folioFor(item, plan),
        orderType: item.orderType,
        amountPaise: by === 'all' || by === 'units' ? null : item.row.amountPaise,
        units: by === 'units' ? item.row.units : null,
        allUnits: by === 'all',
        status: t.status,
        paymentMode: isPurchase ? ctx.paymentMode : item.orderType === 'sip' ? 'mandate' : null,
        paymentId: isPurchase ? ctx.paymentId : null,
        mandateId: item.orderType === 'sip' ? ctx.mandateId : null,
        purchaseKind: isPurchase || item.orderType === 'sip' ? (item.holdsScheme ? 'additional' : 'fresh') : null,
        expectedNavDate: t.navDate,
        cancellableUntil: t.until,
        arn: distribution.arn,
        euin: distribution.euin,
        executionOnly: distribution.executionOnly,
        extra: sipTerms(item),
        preparedBy: item.row.addedBy,
        preparedByUserId: item.row.addedByUserId,
        placedAt: ctx.now,
      })
      .returning();
    made.push(row);
  }
  return made;
}
