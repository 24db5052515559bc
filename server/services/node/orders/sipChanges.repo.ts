// SIP pauses, resumes and cancellations in the database, each with its record in sip_events (who acted). Every
// change is conditional on the state it was decided on, so two at once (or an instalment raised meanwhile) change
// the SIP once.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { type SipEventAction, type SipStatus, funds, sipEvents, sips } from '../../../db/schema';
import { schemeNameWithPlan } from '../../../market/schemeName';
import type { Actor } from '../../../db/actor';
import type { Tx } from './orders.deps';

export type SipRow = typeof sips.$inferSelect;

export async function sipById(db: Tx, id: string): Promise<SipRow | undefined> {
  const [row] = await db.select().from(sips).where(eq(sips.id, id));
  return row;
}

export async function schemeNameOf(db: Tx, code: number): Promise<string> {
  const [row] = await db.select({ name: schemeNameWithPlan }).from(funds).where(eq(funds.schemeCode, code));
  return row?.name ?? `Scheme ${code}`;
}

/**
 * What a client's confirmation fixes about a SIP: if any of it changed since the request was sent (an instalment
 * raised, a pause or a cancellation, a new amount), the request no longer says what would happen.
 */
export async function sipState(db: Tx, sipId: string, userId: string): Promise<unknown[]> {
  const sip = sipId ? await sipById(db, sipId) : undefined;
  if (!sip || sip.userId !== userId) return ['gone'];
  return [sip.status, sip.nextDueDate, sip.endDate, sip.pausedUntil, sip.amountPaise, sip.mandateId];
}

/** Pauses an active SIP whose next instalment is still `from`; the instalment on `resumesOn` is its next. */
export async function pauseSip(tx: Tx, id: string, from: string, resumesOn: string): Promise<boolean> {
  const rows = await tx
    .update(sips)
    .set({ status: 'paused', pausedUntil: resumesOn, nextDueDate: resumesOn, updatedAt: new Date() })
    .where(and(eq(sips.id, id), eq(sips.status, 'active'), eq(sips.nextDueDate, from)))
    .returning({ id: sips.id });
  return rows.length > 0;
}

/** Cancels only from the statuses given (the cart's cancel does the same), so two cancels end the SIP once. */
export async function cancelSipFrom(tx: Tx, id: string, from: SipStatus[], endDate: string): Promise<boolean> {
  const rows = await tx
    .update(sips)
    .set({ status: 'cancelled', endDate, nextDueDate: null, pausedUntil: null, updatedAt: new Date() })
    .where(and(eq(sips.id, id), inArray(sips.status, from)))
    .returning({ id: sips.id });
  return rows.length > 0;
}

/** Makes active again every paused SIP whose pause has ended by `today`; answers their ids. */
export async function resumePausedSips(tx: Tx, today: string): Promise<string[]> {
  const rows = await tx
    .update(sips)
    .set({ status: 'active', pausedUntil: null, updatedAt: new Date() })
    .where(and(eq(sips.status, 'paused'), lte(sips.pausedUntil, today)))
    .returning({ id: sips.id });
  return rows.map((r) => r.id);
}

export async function recordSipEvent(
  tx: Tx,
  event: { sipId: string; action: SipEventAction; actor: Actor; detail?: Record<string, unknown>; requestedByExpertId?: string | null },
): Promise<void> {
  await tx.insert(sipEvents).values({
    sipId: event.sipId,
    action: event.action,
    actedBy: event.actor.kind,
    actedByUserId: event.actor.userId,
    detail: event.detail ?? null,
    requestedByExpertId: event.requestedByExpertId ?? null,
  });
}

export async function sipEventsOf(db: Tx, sipId: string) {
  return db.select().from(sipEvents).where(eq(sipEvents.sipId, sipId)).orderBy(asc(sipEvents.createdAt));
}
