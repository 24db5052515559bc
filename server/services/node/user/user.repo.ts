// Reads and writes of the user/expert calls.
import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, experts, kycRecords, leads, users } from '../../../db/schema';

export async function findUserDetail(db: Db, userId: string) {
  const rows = await db
    .select({ user: users, expert: experts, kycStatus: kycRecords.kycStatus, navigateTo: kycRecords.navigateTo })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .leftJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The expert's book: clients mapped to them. */
export async function countClients(db: Db, expertId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expertClients).where(eq(expertClients.expertId, expertId));
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
  const rows = await db.select(listingColumns).from(experts).innerJoin(users, eq(users.id, experts.userId)).where(eq(experts.id, expertId)).limit(1);
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

/** Same pincode first, then the same sorting district (3 digits), then the same postal region (2 digits). */
export async function expertsNear(db: Db, pincode: string, limit = 20) {
  const district = pincode.slice(0, 3);
  const region = pincode.slice(0, 2);
  return db
    .select(listingColumns)
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(or(eq(experts.pincode, pincode), sql`left(${experts.pincode}, 2) = ${region}`))
    .orderBy(
      desc(sql`${experts.pincode} = ${pincode}`),
      desc(sql`left(${experts.pincode}, 3) = ${district}`),
      desc(experts.clientsCount),
      users.name,
    )
    .limit(limit);
}

export async function findExpertByArn(db: Db, arn: string) {
  const rows = await db.select(listingColumns).from(experts).innerJoin(users, eq(users.id, experts.userId)).where(eq(experts.arn, arn)).limit(1);
  return rows[0];
}

export async function insertLead(db: Db, row: typeof leads.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(leads).values(row).returning({ id: leads.id });
  return inserted.id;
}
