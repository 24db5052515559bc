// The dashboard's one figure no view or list already reads: the advisor's clients' active mandates ending soon.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, mandates } from '../../../db/schema';

/** Active mandates of clients mapped to the advisor that end after `now` and by `by`. */
export async function countMandatesEnding(db: Db, expertId: string, now: Date, by: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mandates)
    .innerJoin(expertClients, and(eq(expertClients.userId, mandates.userId), eq(expertClients.expertId, expertId)))
    .where(and(eq(mandates.status, 'active'), gt(mandates.expiresAt, now), lte(mandates.expiresAt, by)));
  return row?.n ?? 0;
}
