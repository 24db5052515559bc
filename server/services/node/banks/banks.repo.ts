// The investor's bank accounts. Only this file touches bank_accounts (and reads the KYC name it matches against).
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bankAccounts, kycRecords, users } from '../../../db/schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type NewBankAccount = typeof bankAccounts.$inferInsert;
type PennyDropUpdate = Partial<
  Pick<
    BankAccountRow,
    | 'pennyDropStatus'
    | 'pennyDropName'
    | 'nameMatchScore'
    | 'pennyDropReference'
    | 'pennyDropMessage'
    | 'holderName'
  >
>;

/**
 * Serialises changes to one investor's accounts (the count limit and the primary switch) across backend copies:
 * the user row is locked until the transaction ends.
 */
export async function lockAccountsOf(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function listAccounts(db: Db, userId: string): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function countAccounts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId));
  return row?.n ?? 0;
}

export async function findAccount(
  db: Db,
  userId: string,
  id: string,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.id, id)));
  return row;
}

export async function findByReference(
  db: Db,
  userId: string,
  reference: string,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.pennyDropReference, reference)));
  return row;
}

export async function hasAccountHash(db: Db, userId: string, hash: string): Promise<boolean> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.accountHash, hash)))
    .limit(1);
  return rows.length > 0;
}

export async function findPrimary(db: Db, userId: string): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isPrimary, true)));
  return row;
}

export async function insertAccount(db: Db, row: NewBankAccount): Promise<BankAccountRow> {
  const [created] = await db.insert(bankAccounts).values(row).returning();
  return created;
}

export async function updatePennyDrop(
  db: Db,
  id: string,
  update: PennyDropUpdate,
  now: Date,
): Promise<BankAccountRow> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...update, updatedAt: now })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row;
}

/** Two statements, the old primary cleared first, so the one-primary index never sees two at once. */
export async function switchPrimary(tx: Db, userId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(bankAccounts)
    .set({ isPrimary: false, updatedAt: now })
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.isPrimary, true),
        ne(bankAccounts.id, id),
      ),
    );
  await tx
    .update(bankAccounts)
    .set({ isPrimary: true, updatedAt: now })
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.id, id)));
}

/** The name penny drops are matched against: the KYC record's (the PAN holder's name, step 2). */
export async function kycNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: kycRecords.name })
    .from(kycRecords)
    .where(eq(kycRecords.userId, userId));
  return row?.name ?? null;
}
