// identity_sessions, and the DigiLocker / e-sign / modification columns of kyc_records the answers change.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { identitySessions, kycRecords, users } from '../../../db/schema';
import type { IdentitySessionKind, IdentitySessionState } from '../../../db/schema/kyc';

export type KycRecordRow = typeof kycRecords.$inferSelect;
export type SessionRow = typeof identitySessions.$inferSelect;
type KycIdentityUpdate = Partial<
  Pick<
    KycRecordRow,
    'digilockerStatus' | 'eSign' | 'modificationStatus' | 'kycStatus' | 'submittedAt'
  >
>;

export async function findKyc(db: Db, userId: string) {
  const [row] = await db
    .select({
      kycStatus: kycRecords.kycStatus,
      modificationStatus: kycRecords.modificationStatus,
      digilockerStatus: kycRecords.digilockerStatus,
    })
    .from(kycRecords)
    .where(eq(kycRecords.userId, userId));
  return row;
}

export async function insertSession(
  db: Db,
  row: typeof identitySessions.$inferInsert,
): Promise<void> {
  await db.insert(identitySessions).values(row);
}

/** The session of a token hash with the name to show: the KYC name, else the account's. */
export async function findSession(db: Db, tokenHash: string, kind: IdentitySessionKind) {
  const [row] = await db
    .select({
      session: identitySessions,
      personName: sql<string>`coalesce(${kycRecords.name}, ${users.name}, '')`,
    })
    .from(identitySessions)
    .innerJoin(users, eq(users.id, identitySessions.userId))
    .leftJoin(kycRecords, eq(kycRecords.userId, identitySessions.userId))
    .where(and(eq(identitySessions.token, tokenHash), eq(identitySessions.kind, kind)));
  return row;
}

/** Claims a pending, unexpired session for its one answer; undefined when it was used or has expired. */
export async function completeSession(
  db: Db,
  tokenHash: string,
  kind: IdentitySessionKind,
  state: Exclude<IdentitySessionState, 'pending'>,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(identitySessions)
    .set({ state, completedAt: now })
    .where(
      and(
        eq(identitySessions.token, tokenHash),
        eq(identitySessions.kind, kind),
        eq(identitySessions.state, 'pending'),
        gt(identitySessions.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function updateKyc(
  db: Db,
  userId: string,
  update: KycIdentityUpdate,
  now: Date,
): Promise<void> {
  await db
    .update(kycRecords)
    .set({ ...update, updatedAt: now })
    .where(eq(kycRecords.userId, userId));
}
