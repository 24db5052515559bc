// Pending claims of directory listings and their audit trail.
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listingClaimAudit, listingClaims } from '../../../db/schema';

export type ListingClaimRow = typeof listingClaims.$inferSelect;

/**
 * Ends the listing's pending claim when it is stale (its code has run out) or the same claimant asks again
 * (a resend), so that only a live claim of another person blocks a new one.
 */
export async function expireBlockingClaims(
  tx: Db,
  expertId: string,
  claimantUserId: string,
  staleBefore: Date,
): Promise<void> {
  await tx
    .update(listingClaims)
    .set({ status: 'expired' })
    .where(
      and(
        eq(listingClaims.expertId, expertId),
        eq(listingClaims.status, 'pending'),
        or(lt(listingClaims.createdAt, staleBefore), eq(listingClaims.claimantUserId, claimantUserId)),
      ),
    );
}

/** The new pending claim's id, or null when another claim of the listing is pending (one per listing). */
export async function insertPendingClaim(
  tx: Db,
  row: { expertId: string; claimantUserId: string; challengeId: string; createdAt: Date },
): Promise<string | null> {
  const rows = await tx
    .insert(listingClaims)
    .values({ ...row, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: listingClaims.id });
  return rows[0]?.id ?? null;
}

export async function findClaim(db: Db, claimId: string): Promise<ListingClaimRow | undefined> {
  return (await db.select().from(listingClaims).where(eq(listingClaims.id, claimId)).limit(1))[0];
}

export async function setClaimStatus(
  db: Db,
  claimId: string,
  status: 'verified' | 'rejected',
  at: Date,
): Promise<void> {
  await db
    .update(listingClaims)
    .set({ status, ...(status === 'verified' ? { verifiedAt: at } : {}) })
    .where(eq(listingClaims.id, claimId));
}

export async function recordClaimVerified(db: Db, claim: ListingClaimRow, at: Date): Promise<void> {
  await db.insert(listingClaimAudit).values({
    claimId: claim.id,
    expertId: claim.expertId,
    actorUserId: claim.claimantUserId,
    action: 'verified',
    at,
  });
}
