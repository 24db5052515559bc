// The Pro Zone's reads: the advisor's mapped clients born on given days of the year, and the advisor's card data.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { expertClients, experts, kycRecords, users } from '../../../db/schema';

export interface BirthdayRow {
  userId: string;
  name: string;
  dob: string;
  mobileNo: string;
}

/** Mapped clients whose KYC date of birth falls on one of the 'MM-DD' keys. */
export async function clientsBornOn(db: Db, expertId: string, keys: string[]): Promise<BirthdayRow[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      userId: users.id,
      name: sql<string>`coalesce(${kycRecords.name}, ${users.name}, ${users.mobileNo})`,
      dob: sql<string>`${kycRecords.dob}::text`,
      mobileNo: users.mobileNo,
    })
    .from(expertClients)
    .innerJoin(users, eq(users.id, expertClients.userId))
    .innerJoin(kycRecords, eq(kycRecords.userId, users.id))
    .where(
      and(
        eq(expertClients.expertId, expertId),
        isNotNull(kycRecords.dob),
        inArray(sql<string>`to_char(${kycRecords.dob}, 'MM-DD')`, keys),
      ),
    );
}

export async function cardProfileRow(db: Db, expertId: string) {
  const [row] = await db
    .select({
      name: users.name,
      mobileNo: users.mobileNo,
      arn: experts.arn,
      euin: experts.euin,
      photoUrl: experts.photoUrl,
    })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(eq(experts.id, expertId));
  return row;
}
