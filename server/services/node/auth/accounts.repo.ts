// Accounts as the login sees them: the user row and, for experts, the expert row.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type UserRole, experts, users } from '../../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ExpertRow = typeof experts.$inferSelect;
export interface Account {
  user: UserRow;
  expert: ExpertRow | null;
}

const accountQuery = (db: Db) =>
  db
    .select({ user: users, expert: experts })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id));

export async function findAccountByMobile(db: Db, mobileNo: string): Promise<Account | undefined> {
  return (await accountQuery(db).where(eq(users.mobileNo, mobileNo)).limit(1))[0];
}

export async function findAccountById(db: Db, userId: string): Promise<Account | undefined> {
  return (await accountQuery(db).where(eq(users.id, userId)).limit(1))[0];
}

/** The listing behind an experts.id, with its account. */
export async function findListing(db: Db, expertId: string): Promise<Account | undefined> {
  const rows = await db
    .select({ user: users, expert: experts })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.id, expertId))
    .limit(1);
  return rows[0] && { user: rows[0].user, expert: rows[0].expert };
}

/** Creates the account of a verified number; a parallel sign-up of the same number gets the same row. */
export async function createUser(
  db: Db,
  row: { mobileNo: string; name: string; roles: UserRole[]; optin?: boolean },
): Promise<string> {
  const inserted = await db
    .insert(users)
    .values(row)
    .onConflictDoNothing({ target: users.mobileNo })
    .returning({ id: users.id });
  if (inserted[0]) return inserted[0].id;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNo, row.mobileNo))
    .limit(1);
  return existing[0].id;
}

export async function addExpertRole(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'expert')` })
    .where(and(eq(users.id, userId), sql`not ('expert' = any(${users.roles}))`));
}

/** Inserts the expert row; false when the code is taken (or the user already is an expert). */
export async function insertExpert(db: Db, userId: string, expertCode: string): Promise<boolean> {
  const rows = await db
    .insert(experts)
    .values({ userId, expertCode, arnStatus: 'pending' })
    .onConflictDoNothing()
    .returning({ id: experts.id });
  return rows.length > 0;
}

/** Moves an unclaimed listing to the claimant; its ARN must be validated again. False if it was taken. */
export async function claimListing(db: Db, expertId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(experts)
    .set({ userId, claimable: false, arnStatus: 'pending', transactionAllowed: false })
    .where(and(eq(experts.id, expertId), eq(experts.claimable, true)))
    .returning({ id: experts.id });
  return rows.length > 0;
}

export async function recordLogin(
  db: Db,
  userId: string,
  at: Date,
  optin?: boolean,
): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: at, ...(optin === undefined ? {} : { optin }) })
    .where(eq(users.id, userId));
  // A directory listing is claimable only while its advisor has never logged in: once they have, it is theirs.
  await db
    .update(experts)
    .set({ claimable: false })
    .where(and(eq(experts.userId, userId), eq(experts.claimable, true)));
}
