/**
 * One of Rahul's clients (Ishaan Sinha) has a UPI AutoPay mandate that ends 10 days after the seed's day, so the
 * desk shows a raised "mandate expiring" follow-up. A re-run on a later day moves the end along with it, as the
 * demo follow-ups move to today.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mandates } from '@/server/db/schema';
import { stableId, userId } from '../ids';
import { addDays } from '@/utils/orders/navDate';

export const EXPIRING_MANDATE_MOBILE = '9000001002';
const DAYS_LEFT = 10;

/** End of the day (India) ten days after `today`. */
export function expiringMandateEnd(today: string): Date {
  return new Date(`${addDays(today, DAYS_LEFT)}T23:59:00+05:30`);
}

export function expiringMandateRow(today: string) {
  return {
    id: stableId(`mandate:expiring:${EXPIRING_MANDATE_MOBILE}`),
    userId: userId(EXPIRING_MANDATE_MOBILE),
    mandateType: 'upi_autopay' as const,
    limitPaise: 25_000_00,
    vpa: 'ishaan.sinha@okzf',
    status: 'active' as const,
    providerRef: `DEMO-MANDATE-${EXPIRING_MANDATE_MOBILE}`,
    expiresAt: expiringMandateEnd(today),
  };
}

/** A later run keeps the mandate active and ending ten days from its day; returns how many rows moved (0 or 1). */
export async function redateExpiringMandate(db: Db, today: string): Promise<number> {
  const row = expiringMandateRow(today);
  const moved = await db
    .update(mandates)
    .set({ status: 'active', expiresAt: row.expiresAt })
    .where(eq(mandates.id, row.id))
    .returning({ id: mandates.id });
  return moved.length;
}
