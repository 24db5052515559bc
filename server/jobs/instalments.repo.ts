// What the instalment step reads and writes: SIPs due (claimed with SKIP LOCKED), their mandate and folio, the
// instalment's order, and the SIP moved on to its next date.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { folios, mandates, orders, sips } from '../db/schema';
import type { Tx } from '../services/node/orders/orders.deps';

export type DueSip = typeof sips.$inferSelect;
type OrderInsert = typeof orders.$inferInsert;

/**
 * Up to `limit` active SIPs due on or before `today`, locked for this transaction. Another copy of the backend (or a
 * second run) skips them, and sees them again only after this transaction has moved their next date on: each
 * instalment is raised once.
 */
export async function claimDueSips(tx: Tx, today: string, limit: number): Promise<DueSip[]> {
  return tx
    .select()
    .from(sips)
    .where(and(eq(sips.status, 'active'), lte(sips.nextDueDate, today)))
    .orderBy(asc(sips.nextDueDate), asc(sips.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The SIP's mandate, when sips.mandate_id names one of the investor's mandates (imported SIPs name a bank's UMRN). */
export async function mandateOf(tx: Tx, sip: DueSip) {
  if (!sip.mandateId) return undefined;
  const [row] = await tx
    .select({ id: mandates.id, status: mandates.status, limitPaise: mandates.limitPaise, expiresAt: mandates.expiresAt })
    .from(mandates)
    .where(and(sql`${mandates.id}::text = ${sip.mandateId}`, eq(mandates.userId, sip.userId)));
  return row;
}

export async function folioNoOf(tx: Tx, folioId: string | null): Promise<string | null> {
  if (!folioId) return null;
  const [row] = await tx.select({ folioNo: folios.folioNo }).from(folios).where(eq(folios.id, folioId));
  return row?.folioNo ?? null;
}

/** The exchange fields of the SIP's registration (its first order), which every instalment carries. */
export async function registrationOf(tx: Tx, sipId: string) {
  const [row] = await tx
    .select({ arn: orders.arn, euin: orders.euin, executionOnly: orders.executionOnly, subBrokerArn: orders.subBrokerArn })
    .from(orders)
    .where(eq(orders.sipId, sipId))
    .orderBy(asc(orders.placedAt))
    .limit(1);
  return row;
}

export async function insertInstalment(tx: Tx, values: OrderInsert): Promise<void> {
  await tx.insert(orders).values(values);
}

/** The SIP's next instalment date, or the SIP completed after its last. */
export async function moveSipOn(tx: Tx, sipId: string, next: string | null): Promise<void> {
  await tx
    .update(sips)
    .set(next ? { nextDueDate: next, updatedAt: new Date() } : { status: 'completed', nextDueDate: null, updatedAt: new Date() })
    .where(eq(sips.id, sipId));
}
