// The changes of an order's status, as the order_events trigger (migration 0026) wrote them.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderEvents } from '../../../db/schema';

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function eventsOfOrder(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
