// Rows as the wire shapes of utils/orders/wire.ts.
import type { MandateView, OrderView, PaymentView } from '../../../../utils/orders/wire';
import type { ActorView } from '../../../../utils/session/actors';
import type { mandates, orders, payments } from '../../../db/schema';
import type { PaymentProvider } from '../../../providers/payments';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type MandateRow = typeof mandates.$inferSelect;

/** Whether the investor may still cancel: before payment, or (no payment needed) before the cut-off. */
export function isCancellable(order: Pick<OrderRow, 'status' | 'cancellableUntil'>, now: Date): boolean {
  if (order.status === 'payment_pending' || order.status === 'failed') return true;
  if (order.status !== 'placed') return false;
  return !order.cancellableUntil || now < order.cancellableUntil;
}

export function orderView(order: OrderRow, names: Map<number, string>, now: Date, preparedBy: ActorView | null): OrderView {
  return {
    id: order.id,
    order_no: order.orderNo,
    order_type: order.orderType,
    status: order.status,
    scheme_code: order.schemeCode,
    scheme_name: names.get(order.schemeCode) ?? `Scheme ${order.schemeCode}`,
    target_scheme_code: order.targetSchemeCode,
    target_scheme_name: order.targetSchemeCode ? (names.get(order.targetSchemeCode) ?? null) : null,
    folio_no: order.folioNo,
    amount_paise: order.amountPaise,
    units: order.units,
    all_units: order.allUnits,
    expected_nav_date: order.expectedNavDate,
    nav_date: order.navDate,
    nav: order.nav,
    nav_carried_from: typeof order.extra.nav_carried_from === 'string' ? order.extra.nav_carried_from : null,
    exit_load_paise: typeof order.extra.exit_load_paise === 'number' ? order.extra.exit_load_paise : 0,
    cancellable_until: order.cancellableUntil?.toISOString() ?? null,
    cancellable: isCancellable(order, now),
    payment_mode: order.paymentMode,
    payment_id: order.paymentId,
    checkout_id: order.checkoutId,
    arn: order.arn,
    euin: order.euin,
    execution_only: order.executionOnly,
    failure_reason: order.failureReason,
    placed_at: order.placedAt.toISOString(),
    prepared_by: preparedBy,
  };
}

/** `waitingOrders`: how many of its orders still wait for payment, when known (a retry needs one). */
export function paymentView(payment: PaymentRow, provider: PaymentProvider, waitingOrders?: number): PaymentView {
  const open = payment.status === 'created' || payment.status === 'pending';
  const closedUnpaid = payment.status === 'failed' || payment.status === 'abandoned';
  const links = provider.paymentLinks({
    paymentId: payment.id,
    mode: payment.mode,
    amountPaise: payment.amountPaise,
    providerRef: payment.providerRef,
    open,
  });
  return {
    id: payment.id,
    mode: payment.mode,
    status: payment.status,
    amount_paise: payment.amountPaise,
    redirect_url: links.redirectUrl,
    upi_uri: links.upiUri,
    vpa: payment.vpa,
    expires_at: payment.expiresAt.toISOString(),
    failure_reason: payment.failureReason,
    sandbox_url: links.sandboxUrl,
    can_retry: closedUnpaid && (waitingOrders === undefined || waitingOrders > 0),
  };
}

export function mandateView(mandate: MandateRow, provider: PaymentProvider): MandateView {
  const open = mandate.status === 'pending' || mandate.status === 'registering';
  return {
    id: mandate.id,
    mandate_type: mandate.mandateType,
    status: mandate.status,
    limit_paise: mandate.limitPaise,
    registers_at: mandate.registersAt?.toISOString() ?? null,
    sandbox_url: open ? provider.mandateUrl(mandate.id) : null,
  };
}
