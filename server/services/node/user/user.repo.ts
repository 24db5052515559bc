// Reads and writes of the user/expert calls.
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, experts, kycRecords, leads, users } from '../../../db/schema';

export async function findUserDetail(db: Db, userId: string) {
  const rows = await db
    .select({
      user: users,
      expert: experts,
      kycStatus: kycRecords.kycStatus,
      navigateTo: kycRecords.navigateTo,
    })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The expert's book: clients mapped to them. */
export async function countClients(db: Db, expertId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(expertClients)
    .where(eq(expertClients.expertId, expertId));
  return row?.n ?? 0;
}

const listingColumns = {
  expert: experts,
  name: users.name,
  mobileNo: users.mobileNo,
  city: users.city,
  lastLoginAt: users.lastLoginAt,
};

export async function findExpertRow(db: Db, expertId: string) {
  const rows = await db
    .select(listingColumns)
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.id, expertId))
    .limit(1);
  return rows[0];
}

export async function expertsOfRm(db: Db, rmId: string, exceptExpertId: string) {
  return db
    .select(listingColumns)
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(and(eq(experts.rmId, rmId), ne(experts.id, exceptExpertId)))
    .orderBy(users.name);
}

export async function findExpertByArn(db: Db, arn: string) {
  const rows = await db
    .select(listingColumns)
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.arn, arn))
    .limit(1);
  return rows[0];
}

/** The new lead's id; when the form names an advisor who already holds a lead for this mobile, that lead's id. */
export async function insertLead(db: Db, row: typeof leads.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(leads).values(row).onConflictDoNothing().returning({ id: leads.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.expertId, String(row.expertId)), eq(leads.mobileNo, row.mobileNo)));
  return existing.id;
}
