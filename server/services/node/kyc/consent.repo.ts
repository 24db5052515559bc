// Storage of the client's KYC confirmations (kyc_consents): one live request per client at a time.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kycConsents } from '../../../db/schema';

export type ConsentRow = typeof kycConsents.$inferSelect;

/** A new request ends the client's earlier ones that are still open. */
export async function replaceConsent(db: Db, row: typeof kycConsents.$inferInsert, at: Date): Promise<void> {
  await db
    .update(kycConsents)
    .set({ supersededAt: at })
    .where(and(eq(kycConsents.userId, row.userId), isNull(kycConsents.confirmedAt), isNull(kycConsents.supersededAt)));
  await db.insert(kycConsents).values(row);
}

export async function consentByTokenHash(db: Db, tokenHash: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(kycConsents).where(eq(kycConsents.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Spends the request once; false when it was spent (or ended) meanwhile. */
export async function markConfirmed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(kycConsents)
    .set({ confirmedAt: at })
    .where(and(eq(kycConsents.id, id), isNull(kycConsents.confirmedAt), isNull(kycConsents.supersededAt)))
    .returning({ id: kycConsents.id });
  return rows.length > 0;
}
