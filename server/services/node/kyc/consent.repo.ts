// Storage of the client's confirmations (kyc_consents): one live request per client and kind at a time (per SIP for
// the SIP kinds, so a request about one SIP leaves another SIP's waiting).
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { kycConsents } from '../../../db/schema';

export type ConsentRow = typeof kycConsents.$inferSelect;

const open = () => and(isNull(kycConsents.confirmedAt), isNull(kycConsents.supersededAt));

/** A new request ends the client's earlier ones of the same kind (about the same SIP, `sipId`) that are still open. */
export async function replaceConsent(db: Db, row: typeof kycConsents.$inferInsert, at: Date, sipId: string | null = null): Promise<void> {
  await db
    .update(kycConsents)
    .set({ supersededAt: at })
    .where(
      and(
        eq(kycConsents.userId, row.userId),
        eq(kycConsents.kind, row.kind ?? 'kyc_submission'),
        open(),
        sipId ? sql`${kycConsents.payload} -> 'change' ->> 'sip_id' = ${sipId}` : undefined,
      ),
    );
  await db.insert(kycConsents).values(row);
}

export async function consentByTokenHash(db: Db, tokenHash: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(kycConsents).where(eq(kycConsents.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The client's requests neither confirmed, replaced nor expired, oldest first. */
export async function openConsentsOf(db: Db, userId: string, now: Date): Promise<ConsentRow[]> {
  return db
    .select()
    .from(kycConsents)
    .where(and(eq(kycConsents.userId, userId), open(), gt(kycConsents.expiresAt, now)))
    .orderBy(asc(kycConsents.createdAt));
}

/** Spends the request once; false when it was spent (or ended) meanwhile. */
export async function markConfirmed(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(kycConsents)
    .set({ confirmedAt: at })
    .where(and(eq(kycConsents.id, id), open()))
    .returning({ id: kycConsents.id });
  return rows.length > 0;
}
