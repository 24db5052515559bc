// SIP mandates: UPI AutoPay (active once the investor approves it in their UPI app) and eNACH (registering with
// the sponsor bank until registers_at, then active). Limits come from utils/orders/paymentLimits.ts.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
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
