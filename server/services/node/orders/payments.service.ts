// Paying for the purchase orders of a checkout: starting the payment with the provider, the provider's signed
// answer, reading a payment (abandoned once its expiry passes) and retrying after a failure or abandonment.
import { type Actor, SYSTEM_ACTOR, declareActor } from '../../../db/actor';
import { eq, inArray } from 'drizzle-orm';
import { expectedNavDate, schemeKindOf } from '../../../../utils/orders/navDate';
import { funds, orders } from '../../../db/schema';
import { ConflictError, InvalidError } from '../../../domain/errors';
import { paymentModeMessages } from '../../../../utils/orders/itemChecks';
import { NETBANKING_LIMIT_PAISE } from '../../../../utils/orders/paymentLimits';
import type { PaymentRetry } from '../../../../utils/validation/cart';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import type { PaymentOutcome } from '../../../providers/payments';
import type { OrdersDeps, Tx } from './orders.deps';
import type { PaymentRow } from './orders.view';
import {
  abandonExpired,
  insertPayment,
  moveWaitingOrders,
  ordersOfPayment,
  paymentById,
  settleOpenPayment,
  waitingOrdersOf,
} from './payments.repo';

export const BANK_DECLINED = 'The bank declined the payment';
export const CANNOT_RETRY = 'This payment can be retried only after it failed or was abandoned';

/** Hands a created payment to the provider: pending (page to answer) or failed at once (a declined UPI ID). */
export async function startWithProvider(tx: Tx, deps: OrdersDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.mode === 'mandate') return payment;
  const started = deps.payments.startPayment({
    paymentId: payment.id,
    mode: payment.mode,
    amountPaise: payment.amountPaise,
    vpa: payment.vpa,
    now: deps.now(),
  });
  const row = await settleOpenPayment(tx, payment.id, {
    providerRef: started.providerRef,
    status: started.status,
    failureReason: started.failureReason,
    expiresAt: started.expiresAt,
  });
  if (row?.status === 'failed') {
    // The bank declined at once (a UPI ID it refuses): the failure is the gateway's act, not the investor's.
    await declareActor(tx, SYSTEM_ACTOR);
    await moveWaitingOrders(tx, payment.id, { status: 'failed', failureReason: row.failureReason });
  }
  return row ?? payment;
}

/** A purchase counts as received when the money is: its NAV date is fixed at that moment. */
async function fixNavDates(tx: Tx, paymentId: string, paidAt: Date): Promise<void> {
  const paid = await ordersOfPayment(tx, paymentId);
  const codes = [...new Set(paid.map((o) => o.schemeCode))];
  if (codes.length === 0) return;
  const rows = await tx.select({ code: funds.schemeCode, category: funds.category, sub: funds.subCategory }).from(funds).where(inArray(funds.schemeCode, codes));
  const kinds = new Map(rows.map((r) => [r.code, schemeKindOf(r.category, r.sub)]));
  for (const order of paid) {
    if (order.status !== 'paid') continue;
    const { navDate } = expectedNavDate(kinds.get(order.schemeCode) ?? 'other', 'purchase', paidAt);
    await tx.update(orders).set({ expectedNavDate: navDate }).where(eq(orders.id, order.id));
  }
}

/** The provider's verified answer. Returns the payment, or undefined when it was no longer open (nothing changed). */
export async function applyPaymentOutcome(tx: Tx, deps: OrdersDeps, paymentId: string, outcome: PaymentOutcome): Promise<PaymentRow | undefined> {
  const now = deps.now();
  // The bank's answer moves the orders: the gateway acts, whoever's request carried it.
  await declareActor(tx, SYSTEM_ACTOR);
  if (outcome === 'success') {
    const row = await settleOpenPayment(tx, paymentId, { status: 'success', settledAt: now, failureReason: null });
    if (row) {
      await moveWaitingOrders(tx, paymentId, { status: 'paid' });
      await fixNavDates(tx, paymentId, now);
    }
    return row;
  }
  if (outcome === 'failure') {
    const row = await settleOpenPayment(tx, paymentId, { status: 'failed', failureReason: BANK_DECLINED, settledAt: now });
    if (row) await moveWaitingOrders(tx, paymentId, { status: 'failed', failureReason: BANK_DECLINED });
    return row;
  }
  // Cancel on the bank page: abandoned; the orders keep waiting for a retry or a cancel.
  return settleOpenPayment(tx, paymentId, { status: 'abandoned', failureReason: 'The payment was cancelled' });
}

/** How many of a payment's orders still wait for one: a retry is offered only while some do. */
export function waitingOrders(deps: OrdersDeps, paymentId: string): Promise<number> {
  return waitingOrdersOf(deps.db, paymentId);
}

export async function readPayment(deps: OrdersDeps, paymentId: string): Promise<PaymentRow | undefined> {
  await abandonExpired(deps.db, deps.now(), paymentId);
  return paymentById(deps.db, paymentId);
}

export const VPA_NEEDED = 'Please enter a valid UPI ID, like name@bank';

const invalid = (message: string, path: string) => new InvalidError(message, { errors: [{ path, message }] });

/**
 * How the new payment is made: the failed one's mode and UPI ID unless the investor chose others (a UPI ID alone
 * means a collect request to it), checked as checkout checks them, so a declined UPI ID need not be the last word.
 */
export function retryMethod(old: Pick<PaymentRow, 'mode' | 'vpa'>, choice: PaymentRetry, amountPaise: number): Pick<PaymentRow, 'mode' | 'vpa'> {
  const mode = choice.payment_mode ?? (choice.vpa ? 'upi_collect' : old.mode);
  if (mode === 'mandate') return { mode, vpa: old.vpa };
  const vpa = mode === 'upi_collect' ? (choice.vpa ?? (old.mode === 'upi_collect' ? old.vpa : null)) : null;
  if (mode === 'upi_collect' && !vpa) throw invalid(VPA_NEEDED, 'vpa');
  const [overLimit] = paymentModeMessages(mode, amountPaise);
  if (overLimit) throw invalid(overLimit, 'payment_mode');
  if (mode === 'netbanking' && amountPaise > NETBANKING_LIMIT_PAISE) throw invalid(CHECKOUT_MESSAGES.netbankingLimit, 'payment_mode');
  return { mode, vpa };
}

/** A new payment for the orders of a failed or abandoned one (the same mode and UPI ID unless others are chosen). */
export async function retryPayment(
  deps: OrdersDeps,
  paymentId: string,
  actor: Actor,
  choice: PaymentRetry = {},
): Promise<PaymentRow> {
  await abandonExpired(deps.db, deps.now(), paymentId);
  return deps.db.transaction(async (tx) => {
    await declareActor(tx, actor);
    const old = await paymentById(tx, paymentId, true);
    if (!old || (old.status !== 'failed' && old.status !== 'abandoned') || !old.checkoutId) throw new ConflictError(CANNOT_RETRY);
    const waiting = (await ordersOfPayment(tx, paymentId)).filter((o) => o.status === 'payment_pending' || o.status === 'failed');
    if (waiting.length === 0) throw new ConflictError(CANNOT_RETRY);
    const amountPaise = waiting.reduce((sum, o) => sum + (o.amountPaise ?? 0), 0);
    const created = await insertPayment(tx, {
      userId: old.userId,
      checkoutId: old.checkoutId,
      ...retryMethod(old, choice, amountPaise),
      amountPaise,
      expiresAt: deps.now(),
    });
    await tx
      .update(orders)
      .set({ paymentId: created.id, paymentMode: created.mode, status: 'payment_pending', failureReason: null, updatedAt: deps.now() })
      .where(inArray(orders.id, waiting.map((o) => o.id)));
    return startWithProvider(tx, deps, created);
  });
}
