// Reads and writes of the KYC record and its steps (bank accounts are the bank calls': node/banks).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  kycRecords,
  kycSteps,
  users,
  type KycStep,
} from '../../../db/schema';

export type KycRow = typeof kycRecords.$inferSelect;
export type KycPatch = Partial<Omit<typeof kycRecords.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

export async function findRecord(db: Db, userId: string): Promise<KycRow | undefined> {
  const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  return row;
}

/** The KYC of another account holding this PAN, if any (one KYC per PAN). */
export async function findOtherHolderOfPan(db: Db, pan: string, userId: string) {
  const [row] = await db
    .select({ id: kycRecords.id })
    .from(kycRecords)
    .where(and(eq(kycRecords.pancardNo, pan), ne(kycRecords.userId, userId)))
    .limit(1);
  return row;
}

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, mobileNo: users.mobileNo })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Another account uses this email, as its login email or in its KYC (compared without case). */
export async function emailTaken(db: Db, email: string, userId: string): Promise<boolean> {
  const wanted = email.toLowerCase();
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${wanted}`, ne(users.id, userId)))
    .limit(1);
  if (account) return true;
  const [kyc] = await db
    .select({ id: kycRecords.id })
    .from(kycRecords)
    .where(and(sql`lower(${kycRecords.email}) = ${wanted}`, ne(kycRecords.userId, userId)))
    .limit(1);
  return !!kyc;
}

/** Step 1 for a person without a record yet, or again (an edit) for one who has it. */
export async function upsertRecord(db: Db, userId: string, values: KycPatch): Promise<KycRow> {
  const [row] = await db
    .insert(kycRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: kycRecords.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function updateRecord(db: Db, id: string, patch: KycPatch): Promise<KycRow> {
  const [row] = await db
    .update(kycRecords)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(kycRecords.id, id))
    .returning();
  return row;
}

/**
 * Applies the KRA's decision to a record still waiting for it. The status condition makes it safe when several
 * readers (or backend copies) settle the same record at once: one update wins, the others change nothing.
 */
export async function settleSubmitted(
  db: Db,
  id: string,
  patch: KycPatch,
): Promise<KycRow | undefined> {
  const [row] = await db
    .update(kycRecords)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(kycRecords.id, id), eq(kycRecords.kycStatus, 'submitted')))
    .returning();
  return row;
}

export async function saveStep(
  db: Db,
  kycId: string,
  step: KycStep,
  data: Record<string, unknown>,
  at: Date,
) {
  await db
    .insert(kycSteps)
    .values({ kycId, step, status: 'completed', data, completedAt: at })
    .onConflictDoUpdate({
      target: [kycSteps.kycId, kycSteps.step],
      set: { status: 'completed', data, completedAt: at, updatedAt: new Date() },
    });
}

export async function listSteps(db: Db, kycId: string) {
  return db
    .select()
    .from(kycSteps)
    .where(eq(kycSteps.kycId, kycId))
    .orderBy(asc(kycSteps.createdAt));
}

/** True when `error` (or a cause Drizzle wrapped around it) is a unique violation of this index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
