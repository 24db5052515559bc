// SIPs for the cart's two SIP calls: cancel a pending or active SIP, and a SIP with its instalment orders.
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { funds, orders, sips, type SipStatus } from '../../../db/schema';
import type { OrderRow } from '../orders/orders.view';
import type { Tx } from './cart.repo';

export type SipRow = typeof sips.$inferSelect;

export async function sipById(db: Tx, id: string): Promise<SipRow | undefined> {
  const [row] = await db.select().from(sips).where(eq(sips.id, id));
  return row;
}

/** Cancels only from the statuses given, so two cancels at once end the SIP once. */
export async function cancelSip(db: Tx, id: string, from: SipStatus[], endDate: string): Promise<boolean> {
  const rows = await db
    .update(sips)
    .set({ status: 'cancelled', endDate, nextDueDate: null, updatedAt: new Date() })
    .where(and(eq(sips.id, id), inArray(sips.status, from)))
    .returning({ id: sips.id });
  return rows.length > 0;
}

/** The SIP's instalment orders: those that name it, and (imported or seeded history) SIP orders of its scheme. */
export async function instalmentOrders(db: Tx, sip: SipRow): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sip.userId),
        or(eq(orders.sipId, sip.id), and(isNull(orders.sipId), eq(orders.orderType, 'sip'), eq(orders.schemeCode, sip.schemeCode))),
      ),
    )
    .orderBy(desc(orders.placedAt));
}

export async function schemeName(db: Tx, code: number): Promise<string | null> {
  const [row] = await db.select({ name: funds.name }).from(funds).where(eq(funds.schemeCode, code));
  return row?.name ?? null;
}
