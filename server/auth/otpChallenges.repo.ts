// Storage of OTP challenges and of the send log the limits count.
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type OtpPurpose, otpChallenges, otpSendLog } from '../db/schema';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

/** Outcome of an attempt that the limits do not count (it was itself refused by them). */
export const LIMITED_OUTCOME = 'limited';

/**
 * Serialises attempts on the same keys (mobile number, client address) across processes until the transaction
 * ends, so that two parallel sends cannot both slip under a limit. Keys are always taken in the same order.
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function countedTimesForNumber(
  db: Db,
  mobileNo: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at: otpSendLog.createdAt })
    .from(otpSendLog)
    .where(
      and(
        eq(otpSendLog.mobileNo, mobileNo),
        gt(otpSendLog.createdAt, since),
        ne(otpSendLog.outcome, LIMITED_OUTCOME),
      ),
    )
    .orderBy(asc(otpSendLog.createdAt));
  return rows.map((r) => r.at);
}

export async function countedTimesForAddress(db: Db, addressKey: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: otpSendLog.createdAt })
    .from(otpSendLog)
    .where(
      and(
        eq(otpSendLog.addressKey, addressKey),
        gt(otpSendLog.createdAt, since),
        ne(otpSendLog.outcome, LIMITED_OUTCOME),
      ),
    )
    .orderBy(asc(otpSendLog.createdAt));
  return rows.map((r) => r.at);
}

export async function logAttempt(
  db: Db,
  row: { mobileNo: string; addressKey: string | null; purpose: OtpPurpose; outcome: string; at: Date },
): Promise<void> {
  await db
    .insert(otpSendLog)
    .values({
      mobileNo: row.mobileNo,
      addressKey: row.addressKey,
      purpose: row.purpose,
      outcome: row.outcome,
      createdAt: row.at,
    });
}

/** A new code replaces every earlier open one of the number. */
export async function endOpenChallenges(
  db: Db,
  mobileNo: string,
  purposes: OtpPurpose[],
  at: Date,
): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(
      and(
        eq(otpChallenges.mobileNo, mobileNo),
        inArray(otpChallenges.purpose, purposes),
        isNull(otpChallenges.consumedAt),
      ),
    );
}

export async function insertChallenge(db: Db, row: NewOtpChallenge): Promise<void> {
  await db.insert(otpChallenges).values(row);
}

/** The newest challenge of the number, open or not: its state says why a code is refused. */
export async function latestChallenge(
  db: Db,
  mobileNo: string,
  purposes: OtpPurpose[],
): Promise<OtpChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.mobileNo, mobileNo), inArray(otpChallenges.purpose, purposes)))
    // Same instant (a fixed test clock): the open one is the newer, as a new send ends the older ones.
    .orderBy(desc(otpChallenges.createdAt), sql`${otpChallenges.consumedAt} is null desc`)
    .limit(1);
  return rows[0];
}

export async function findChallenge(db: Db, id: string): Promise<OtpChallengeRow | undefined> {
  const rows = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  return rows[0];
}

/** Counts a try before the code is compared, atomically, so parallel guesses cannot exceed the limit. */
export async function reserveAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
): Promise<number | null> {
  const rows = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return rows[0]?.attempts ?? null;
}

/** Single use: only the first caller ends an open challenge. */
export async function consumeChallenge(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}
