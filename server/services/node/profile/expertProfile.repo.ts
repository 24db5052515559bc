// The advisor's own experts row and their employees. Every query is keyed by the caller's own expert id.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertEmployees, experts, users } from '../../../db/schema';

export type ExpertRow = typeof experts.$inferSelect;
export type ExpertPatch = Partial<typeof experts.$inferInsert>;
export type EmployeeRow = typeof expertEmployees.$inferSelect;

export async function findExpert(db: Db, expertId: string): Promise<ExpertRow | undefined> {
  const [row] = await db.select().from(experts).where(eq(experts.id, expertId)).limit(1);
  return row;
}

/** Another expert (or unclaimed listing) already holding this ARN. */
export async function arnHeldByOther(db: Db, expertId: string, arn: string): Promise<boolean> {
  const rows = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.arn, arn), ne(experts.id, expertId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateExpert(db: Db, expertId: string, patch: ExpertPatch, now: Date): Promise<ExpertRow> {
  const [row] = await db
    .update(experts)
    .set({ ...patch, updatedAt: now })
    .where(eq(experts.id, expertId))
    .returning();
  return row;
}

/** The advisor's registered name: the payout account's holder is checked against it. */
export async function userNameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export function listEmployees(db: Db, expertId: string): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(expertEmployees)
    .where(eq(expertEmployees.expertId, expertId))
    .orderBy(asc(expertEmployees.createdAt), asc(expertEmployees.id));
}


export async function insertEmployee(db: Db, row: typeof expertEmployees.$inferInsert): Promise<void> {
  await db.insert(expertEmployees).values(row);
}

/** Deletes only an employee of this expert; false when there was none. */
export async function deleteEmployee(db: Db, expertId: string, employeeId: string): Promise<boolean> {
  const rows = await db
    .delete(expertEmployees)
    .where(and(eq(expertEmployees.id, employeeId), eq(expertEmployees.expertId, expertId)))
    .returning({ id: expertEmployees.id });
  return rows.length > 0;
}
