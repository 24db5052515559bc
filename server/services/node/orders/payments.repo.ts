// Payments and the orders they pay for. Every status change is conditional (`where status in (…)`), so a callback
// that arrives twice, or a retry racing a late success, changes a row at most once.
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { orders, payments, type PaymentMode, type PaymentStatus } from '../../../db/schema';
import type { Tx } from './orders.deps';
import type { PaymentRow } from './orders.view';

const OPEN: PaymentStatus[] = ['created', 'pending'];

/** Our own reference until the provider gives its own (unique, like the provider's). */
export function localRef(): string {
  return `ZF${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function insertPayment(
  tx: Tx,
  values: { userId: string; checkoutId: string; mode: PaymentMode; amountPaise: number; vpa: string | null; expiresAt: Date },
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values({ ...values, providerRef: localRef(), status: 'created' }).returning();
  return row;
}

export async function paymentById(tx: Tx, id: string, lock = false): Promise<PaymentRow | undefined> {
  const query = tx.select().from(payments).where(eq(payments.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function paymentOfCheckout(tx: Tx, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(sql`${payments.createdAt} desc`).limit(1);
  return row;
}

/** Moves an open payment to `status`; undefined when it was no longer open (replayed or late callbacks). */
export async function settleOpenPayment(
  tx: Tx,
  id: string,
  change: Partial<Pick<PaymentRow, 'status' | 'failureReason' | 'providerRef' | 'expiresAt' | 'settledAt' | 'amountPaise'>>,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, OPEN)))
    .returning();
  return row;
}

/** Pending payments nobody answered before their expiry are abandoned (their orders stay payment_pending). */
export async function abandonExpired(tx: Tx, now: Date, paymentId?: string): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ status: 'abandoned', failureReason: 'The payment was not completed in time', updatedAt: now })
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now), paymentId ? eq(payments.id, paymentId) : undefined))
    .returning({ id: payments.id });
  return rows.length;
}

export async function ordersOfPayment(tx: Tx, paymentId: string) {
  return tx.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.orderNo);
}

/** How many orders of a payment still wait for one (not cancelled, not paid). */
export async function waitingOrdersOf(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, ['payment_pending', 'failed'])));
  return row?.n ?? 0;
}

/** The orders of a payment that is waiting still: to paid, or to failed with the reason. */
export async function moveWaitingOrders(
  tx: Tx,
  paymentId: string,
  change: { status: 'paid' | 'failed' | 'payment_pending'; failureReason?: string | null; from?: ('payment_pending' | 'failed')[] },
) {
  return tx
    .update(orders)
    .set({ status: change.status, failureReason: change.failureReason ?? null, updatedAt: new Date() })
    .where(and(eq(orders.paymentId, paymentId), inArray(orders.status, change.from ?? ['payment_pending'])))
    .returning();
}
