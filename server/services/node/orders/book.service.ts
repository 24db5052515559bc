// The advisor's order book: a page of their clients' orders, and sending a client the link to an unpaid payment
// again. Who may ask is checked here too (an advisor; a named client must be mapped to them).
import type { Identity } from '../../../auth';
import { assertExpertMapped } from '../../../auth';
import { isTransactionAllowed } from '../../../auth/transactionAllowed.repo';
import type { Db } from '../../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, RefusedError, UnavailableError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import { enforceLimit } from '../../../limits/rateLimit';
import { ORDERS_AWAITING_PAYMENT, type OrderBookPage, type OrderBookRow, RESENDABLE_PAYMENTS, maskMobileLast4 } from '../../../../utils/orders/book';
import { formatPaise } from '../../../../utils/money';
import type { OrdersDeps } from './orders.deps';
import { orderById, ordersView } from './orders.service';
import type { BookFilters, BookQuery } from './book.schemas';
import { type BookRow, lockOrder, mobileOf, readBookPage, recordResend, resendTimes } from './book.repo';
import { paymentById } from './payments.repo';

export const NO_PAYMENT_TO_RESEND = 'This order has no payment waiting for the client';
/** Per order: enough for "I did not get it" twice, not enough to flood a client's phone. */
export const RESEND_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };

export const CANNOT_CHANGE_ORDERS = "You cannot change this client's orders until your ARN is validated";

/** An advisor changing a client's order (cancelling it) must be allowed to transact, as for placing one. */
export async function assertMayTransact(db: Db, identity: Identity, userId: string): Promise<void> {
  if (identity.userId === userId) return;
  if (!identity.expertId || !(await isTransactionAllowed(db, identity.expertId))) throw new RefusedError(CANNOT_CHANGE_ORDERS);
}

/** The advisor behind the session; 403 for anyone else. */
export function advisorOf(identity: Identity): string {
  if (identity.role !== 'expert' || !identity.expertId) throw new ForbiddenError(MESSAGES.forbidden);
  return identity.expertId;
}

/** A named client must be the advisor's: asking for another advisor's client is refused, not answered empty. */
export async function assertBookFilters(deps: OrdersDeps, expertId: string, f: BookFilters): Promise<void> {
  if (f.client) await assertExpertMapped(deps.db, expertId, f.client);
}

export async function bookRows(deps: OrdersDeps, rows: BookRow[]): Promise<OrderBookRow[]> {
  const views = await ordersView(deps, rows.map((r) => r.order));
  return views.map((view, i) => ({
    ...view,
    user_id: rows[i].order.userId,
    client_name: rows[i].clientName ?? 'Client',
    client_mobile_masked: maskMobileLast4(rows[i].clientMobile),
    payment_status: rows[i].paymentStatus,
  }));
}

export async function orderBook(deps: OrdersDeps, identity: Identity, q: BookQuery): Promise<OrderBookPage> {
  const expertId = advisorOf(identity);
  const { page, size, ...filters } = q;
  await assertBookFilters(deps, expertId, filters);
  const { rows, total, exact } = await readBookPage(deps.db, expertId, filters, page, size);
  return { orders: await bookRows(deps, rows), total, total_exact: exact, page, size };
}

/** Sends the client an SMS with the link to pay (or retry) the order's payment; answers where it went. */
export async function resendPaymentLink(deps: OrdersDeps, identity: Identity, orderId: string): Promise<{ sent_to: string }> {
  const expertId = advisorOf(identity);
  const order = await orderById(deps.db, orderId);
  await assertExpertMapped(deps.db, expertId, order.userId);
  const now = deps.now();
  const { paymentId, amountPaise } = await deps.db.transaction(async (tx) => {
    const status = await lockOrder(tx, order.id);
    const payment = order.paymentId ? await paymentById(tx, order.paymentId) : undefined;
    const waiting = !!status && ORDERS_AWAITING_PAYMENT.includes(status);
    if (!payment || !waiting || !RESENDABLE_PAYMENTS.includes(payment.status)) throw new ConflictError(NO_PAYMENT_TO_RESEND);
    const times = await resendTimes(tx, order.id, new Date(now.getTime() - RESEND_LIMIT.windowMs));
    enforceLimit(times, RESEND_LIMIT, now, (seconds) => tooManyResends(seconds));
    await recordResend(tx, { orderId: order.id, paymentId: payment.id, expertUserId: identity.userId, at: now });
    return { paymentId: payment.id, amountPaise: payment.amountPaise };
  });
  const client = await mobileOf(deps.db, order.userId);
  if (!client) throw new NotFoundError('Not found');
  const link = `${deps.config.webOrigin}/cart/summary?payment=${paymentId}`;
  const text = `ZF: your order ${order.orderNo} is waiting for a payment of ${formatPaise(amountPaise)}. Pay here: ${link}`;
  await deps.sms.send(client.mobileNo, text).catch(() => {
    throw new UnavailableError('We could not send the SMS. Please try again.');
  });
  return { sent_to: maskMobileLast4(client.mobileNo) };
}

function tooManyResends(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `The payment link for this order was sent ${RESEND_LIMIT.max} times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
