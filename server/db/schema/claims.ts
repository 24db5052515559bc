// Claims of directory listings: a claim waits (pending) until the listing's own registered number confirms it
// with an OTP; only then does the listing move to the claimant. The public listing never changes while pending.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { otpChallenges } from './auth';
import { experts, users } from './users';

export type ListingClaimStatus = 'pending' | 'verified' | 'expired' | 'rejected';

export const listingClaims = pgTable(
  'listing_claims',
  {
    id: id(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    claimantUserId: uuid('claimant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code sent to the listing's registered number for THIS claim; a code of another claim never fits. */
    challengeId: uuid('challenge_id').references(() => otpChallenges.id, { onDelete: 'set null' }),
    status: text('status').$type<ListingClaimStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting claim per listing: a second claimant is told to wait until it is verified or expires.
    uniqueIndex('listing_claims_one_pending_uq').on(t.expertId).where(sql`${t.status} = 'pending'`),
    index('listing_claims_claimant_idx').on(t.claimantUserId),
  ],
);

/** Who took over which listing and when: written in the same transaction that moves the listing. */
export const listingClaimAudit = pgTable('listing_claim_audit', {
  id: id(),
  claimId: uuid('claim_id')
    .notNull()
    .references(() => listingClaims.id, { onDelete: 'cascade' }),
  expertId: uuid('expert_id').notNull(),
  actorUserId: uuid('actor_user_id').notNull(),
  action: text('action').$type<'verified'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
