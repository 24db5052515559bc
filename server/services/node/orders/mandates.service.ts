// SIP mandates: UPI AutoPay (active once the investor approves it in their UPI app) and eNACH (registering with
// the sponsor bank until registers_at, then active). Limits come from utils/orders/paymentLimits.ts.
import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ITEM_MESSAGES } from '../../../../utils/orders/itemMessages';
import { MANDATE_LIMIT_PAISE, type MandateKind } from '../../../../utils/orders/paymentLimits';
import { mandates, type MandateStatus } from '../../../db/schema';
import { InvalidError } from '../../../domain/errors';
import { CART_MESSAGES } from '../../../../utils/validation/cart';
import type { MandateOutcome } from '../../../providers/payments';
import type { OrdersDeps, Tx } from './orders.deps';
import type { MandateRow } from './orders.view';
import { localRef } from './payments.repo';

const mandateLimitMessage = ITEM_MESSAGES.mandateLimit;

/**
 * The checkout asks no end date, so a mandate runs as long as SIPs usually do: 30 years, the term distributors
 * commonly register for "until cancelled" (both UPI AutoPay and eNACH need a concrete end date). The desk raises a
 * follow-up 15 days before it ends.
 */
export const MANDATE_TERM_YEARS = 30;

function mandateEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + MANDATE_TERM_YEARS);
  return end;
}

export async function registerMandate(
  tx: Tx,
  deps: OrdersDeps,
  input: { userId: string; mandateType: MandateKind; limitPaise: number; vpa?: string | null },
): Promise<MandateRow> {
  const most = MANDATE_LIMIT_PAISE[input.mandateType];
  if (input.limitPaise > most) throw new InvalidError(mandateLimitMessage(most), { errors: [{ path: 'limit_paise', message: mandateLimitMessage(most) }] });
  if (input.mandateType === 'upi_autopay' && !input.vpa) {
    throw new InvalidError(CART_MESSAGES.vpaInvalid, { errors: [{ path: 'vpa', message: CART_MESSAGES.vpaInvalid }] });
  }
  // One mandate per need (issue 31, item 4): reopening the checkout, or the client's cart link, after "Send OTP" finds
  // the mandate the first start registered, still waiting for approval, and asks for that one again.
  const waiting = await waitingMandate(tx, input, deps.now());
  if (waiting) return waiting;
  const [row] = await tx
    .insert(mandates)
    .values({
      userId: input.userId,
      mandateType: input.mandateType,
      limitPaise: input.limitPaise,
      vpa: input.vpa ?? null,
      providerRef: localRef(),
      expiresAt: mandateEnd(deps.now()),
    })
    .returning();
  const started = deps.payments.startMandate({ mandateId: row.id, mandateType: row.mandateType, limitPaise: row.limitPaise, vpa: row.vpa, now: deps.now() });
  const status: MandateStatus = started.status === 'rejected' ? 'rejected' : row.mandateType === 'enach' ? 'registering' : 'pending';
  const [updated] = await tx
    .update(mandates)
    .set({ providerRef: started.providerRef, status, registersAt: started.registersAt, failureReason: started.failureReason })
    .where(eq(mandates.id, row.id))
    .returning();
  return updated;
}

/** A UPI AutoPay mandate not approved within this long expires: the investor registers a new one if he still wants it. */
export const MANDATE_APPROVAL_MS = 24 * 3_600_000;

/** The investor's mandate of this type (and UPI ID) that still waits for approval and covers the limit asked. */
async function waitingMandate(tx: Tx, input: { userId: string; mandateType: MandateKind; limitPaise: number; vpa?: string | null }, now: Date) {
  const [row] = await tx
    .select()
    .from(mandates)
    .where(
      and(
        eq(mandates.userId, input.userId),
        eq(mandates.mandateType, input.mandateType),
        inArray(mandates.status, ['pending', 'registering']),
        gte(mandates.limitPaise, input.limitPaise),
        input.vpa ? eq(mandates.vpa, input.vpa) : isNull(mandates.vpa),
        gt(mandates.createdAt, new Date(now.getTime() - MANDATE_APPROVAL_MS)),
      ),
    )
    .orderBy(desc(mandates.createdAt))
    .limit(1);
  return row;
}

/** UPI AutoPay mandates left unapproved for a day expire (by the fund-house step); a SIP on one waits for a new one. */
export async function expireUnapproved(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .update(mandates)
    .set({ status: 'expired', failureReason: 'The mandate was not approved in time', updatedAt: now })
    .where(and(eq(mandates.status, 'pending'), lte(mandates.createdAt, new Date(now.getTime() - MANDATE_APPROVAL_MS))))
    .returning({ id: mandates.id });
  return rows.length;
}

/** eNACH mandates whose registration time has come are active (read-time and by the fund-house step). */
export async function activateRegistered(tx: Tx, now: Date, userId?: string): Promise<void> {
  await tx
    .update(mandates)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(mandates.status, 'registering'), lte(mandates.registersAt, now), userId ? eq(mandates.userId, userId) : undefined));
}

export async function mandatesOf(deps: OrdersDeps, userId: string): Promise<MandateRow[]> {
  await activateRegistered(deps.db, deps.now(), userId);
  return deps.db.select().from(mandates).where(eq(mandates.userId, userId)).orderBy(sql`${mandates.createdAt} desc`);
}

export async function mandateById(tx: Tx, id: string): Promise<MandateRow | undefined> {
  const [row] = await tx.select().from(mandates).where(eq(mandates.id, id));
  return row;
}

/** Approve/Register → active, Decline → rejected; only from pending or registering, so a replay changes nothing. */
export async function applyMandateOutcome(tx: Tx, mandateId: string, outcome: MandateOutcome, now: Date): Promise<MandateRow | undefined> {
  const [row] = await tx
    .update(mandates)
    .set({
      status: outcome === 'decline' ? 'rejected' : 'active',
      failureReason: outcome === 'decline' ? 'The mandate was declined' : null,
      updatedAt: now,
    })
    .where(and(eq(mandates.id, mandateId), inArray(mandates.status, ['pending', 'registering'])))
    .returning();
  return row;
}
