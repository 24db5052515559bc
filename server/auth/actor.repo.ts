// The facts an actor record and its display need: whether an advisor sells under a principal, and people's names.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experts, users } from '../db/schema';

export async function isSubAgent(db: Db, expertId: string): Promise<boolean> {
  const [row] = await db
    .select({ parent: experts.parentMerchantId })
    .from(experts)
    .where(eq(experts.id, expertId));
  return Boolean(row?.parent);
}

/** Display names by user id. */
export async function userNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** Display names of advisors by expert id. */
export async function expertNames(db: Db, expertIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(expertIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: experts.id, name: users.name })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(inArray(experts.id, ids));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}
