// Storage of OTP challenges and of the send log the limits count.
import { type SQL, and, asc, desc, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * Which sends count against a limit: a purpose with a budget of its own counts only its own sends ({ only }); the
 * others count every send but those ({ except }).
 */
export type PurposeScope = { only: OtpPurpose[] } | { except: OtpPurpose[] };

function countedWhere(column: AnyPgColumn, key: string, since: Date, scope: PurposeScope) {
  return and(
    eq(column, key),
    gt(otpSendLog.createdAt, since),
    ne(otpSendLog.outcome, LIMITED_OUTCOME),
    'only' in scope
      ? inArray(otpSendLog.purpose, scope.only)
      : scope.except.length > 0
        ? notInArray(otpSendLog.purpose, scope.except)
        : undefined,
  );
}

async function countedTimes(db: Db, where: SQL | undefined): Promise<Date[]> {
  const rows = await db.select({ at: otpSendLog.createdAt }).from(otpSendLog).where(where).orderBy(asc(otpSendLog.createdAt));
  return rows.map((r) => r.at);
}

export function countedTimesForNumber(db: Db, mobileNo: string, since: Date, scope: PurposeScope = { except: [] }): Promise<Date[]> {
  return countedTimes(db, countedWhere(otpSendLog.mobileNo, mobileNo, since, scope));
}

export function countedTimesForAddress(db: Db, addressKey: string, since: Date, scope: PurposeScope = { except: [] }): Promise<Date[]> {
  return countedTimes(db, countedWhere(otpSendLog.addressKey, addressKey, since, scope));
}

export function countedTimesForUser(db: Db, userId: string, since: Date, scope: PurposeScope): Promise<Date[]> {
  return countedTimes(db, countedWhere(otpSendLog.userId, userId, since, scope));
}

export async function logAttempt(
  db: Db,
  row: { mobileNo: string; addressKey: string | null; userId?: string | null; purpose: OtpPurpose; outcome: string; at: Date },
): Promise<void> {
  await db
    .insert(otpSendLog)
    .values({
      mobileNo: row.mobileNo,
      addressKey: row.addressKey,
      userId: row.userId ?? null,
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
