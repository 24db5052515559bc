// Reading and cancelling orders. Cancelling is conditional on the row's status and cut-off in the update itself,
// so a cancel racing the fund-house step or a payment either wins or answers 409.
import { schemeNameWithPlan } from '../../../market/schemeName';
import { type Actor, declareActor } from '../../../db/actor';
import { and, count, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { OrderDetailView, OrderStatus, OrderView } from '../../../../utils/orders/wire';
import { actorViews } from '../../../auth/actor';
import { eventsOfOrder } from './orderEvents.repo';
import { funds, orders } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import type { OrdersDeps, Tx } from './orders.deps';
import { type OrderRow, orderView } from './orders.view';
import { paymentById, settleOpenPayment } from './payments.repo';

export const CANNOT_CANCEL = 'This order can no longer be cancelled';
export const PAYMENT_CLOSED_BY_CANCEL = 'An order of this payment was cancelled, so nothing was taken';
export const PAGE_SIZE = 20;

async function schemeNames(tx: Tx, codes: number[]): Promise<Map<number, string>> {
  if (codes.length === 0) return new Map();
  const rows = await tx.select({ code: funds.schemeCode, name: schemeNameWithPlan }).from(funds).where(inArray(funds.schemeCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function ordersView(deps: OrdersDeps, rows: OrderRow[]): Promise<OrderView[]> {
  const names = await schemeNames(
    deps.db,
    rows.flatMap((o) => (o.targetSchemeCode ? [o.schemeCode, o.targetSchemeCode] : [o.schemeCode])),
  );
  const preparers = await actorViews(
    deps.db,
    rows.map((o) => ({ kind: o.preparedBy, userId: o.preparedByUserId, forExpertId: o.expertId })),
  );
  const now = deps.now();
  return rows.map((o, i) => orderView(o, names, now, preparers[i]));
}

/** The order with every change of its status and who made it. */
export async function orderDetail(deps: OrdersDeps, order: OrderRow): Promise<OrderDetailView> {
  const [view] = await ordersView(deps, [order]);
  const events = await eventsOfOrder(deps.db, order.id);
  const by = await actorViews(
    deps.db,
    events.map((e) => ({ kind: e.actedBy, userId: e.actedByUserId, forExpertId: order.expertId })),
  );
  const history = events.map((e, i) => ({
    from_status: e.fromStatus,
    status: e.status,
    at: e.createdAt.toISOString(),
    by: by[i]!,
    note: e.note,
  }));
  return { ...view, history };
}

export async function orderById(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new NotFoundError('Not found');
  return row;
}

export async function listOrders(deps: OrdersDeps, userId: string, query: { status?: OrderStatus; page: number }) {
  const where: SQL | undefined = and(eq(orders.userId, userId), query.status ? eq(orders.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(orders).where(where).orderBy(desc(orders.placedAt), desc(orders.orderNo)).limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE),
    deps.db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: await ordersView(deps, rows), total };
}

/**
 * Before payment (or after a failed one), or — needing none — before its cut-off. A payment still open for the order
 * closes with it, so the bank page can no longer take money for an order that is gone (issue 31, item 3); the other
 * orders of that payment wait for a new one.
 */
export async function cancelOrder(
  deps: OrdersDeps,
  order: OrderRow,
  actor: Actor,
): Promise<OrderView> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await declareActor(tx, actor);
    // The payment's row first, as the provider's answer takes it (then its orders): a cancel and a payment that race
    // queue on the same row, and whichever comes second sees what the first did.
    if (order.paymentId) await paymentById(tx, order.paymentId, true);
    const [cancelled] = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          or(
            inArray(orders.status, ['payment_pending', 'failed']),
            and(eq(orders.status, 'placed'), or(isNull(orders.cancellableUntil), gt(orders.cancellableUntil, now))),
          ),
        ),
      )
      .returning();
    if (cancelled?.paymentId) {
      await settleOpenPayment(tx, cancelled.paymentId, { status: 'abandoned', failureReason: PAYMENT_CLOSED_BY_CANCEL, settledAt: now });
    }
    return cancelled;
  });
  if (!row) throw new ConflictError(CANNOT_CANCEL);
  return (await ordersView(deps, [row]))[0];
}
