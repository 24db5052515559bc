// The insurance tables: carts (policies once paid) and drafts. Only this file touches them.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { expertClients, experts, healthInsuranceCarts, healthInsuranceDrafts, users } from '../../../db/schema';

export type InsuranceCartRow = typeof healthInsuranceCarts.$inferSelect;
export type NewInsuranceCart = typeof healthInsuranceCarts.$inferInsert;
export type CartStatus = 'created' | 'link_sent' | 'confirmed' | 'paid' | 'payment_failed';
import type { Tx } from '../../node/cart/cart.repo';

export async function insertCart(db: Tx, values: NewInsuranceCart): Promise<InsuranceCartRow> {
  const [row] = await db.insert(healthInsuranceCarts).values(values).returning();
  return row;
}

const one = async (db: Tx, where: ReturnType<typeof eq>, lock = false) => {
  const query = db.select().from(healthInsuranceCarts).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row as InsuranceCartRow | undefined;
};
export const cartById = (db: Tx, id: string, lock = false) => one(db, eq(healthInsuranceCarts.id, id), lock);
export const cartByRef = (db: Tx, ref: string, lock = false) => one(db, eq(healthInsuranceCarts.paymentRef, ref), lock);
export const cartByTokenHash = (db: Tx, hash: string, lock = false) => one(db, eq(healthInsuranceCarts.linkTokenHash, hash), lock);

/** Changes a cart only while it is in one of `from` (a replayed callback or a second confirm changes nothing). */
export async function updateCart(db: Tx, id: string, from: CartStatus[], set: Partial<NewInsuranceCart>): Promise<InsuranceCartRow | undefined> {
  const [row] = await db
    .update(healthInsuranceCarts)
    .set(set)
    .where(and(eq(healthInsuranceCarts.id, id), inArray(healthInsuranceCarts.cartStatus, from)))
    .returning();
  return row;
}

export function cartsOfUser(db: Tx, userId: string): Promise<InsuranceCartRow[]> {
  return db.select().from(healthInsuranceCarts).where(eq(healthInsuranceCarts.userUuid, userId)).orderBy(desc(healthInsuranceCarts.createdAt));
}

/** The investor's own advisor (the first mapped), whose cart it is for the books; null for a direct investor. */
export async function mappedAdvisorOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: expertClients.expertId }).from(expertClients).where(eq(expertClients.userId, userId)).orderBy(asc(expertClients.id)).limit(1);
  return row?.id ?? null;
}

export async function personOf(db: Tx, userId: string): Promise<{ name: string | null; mobileNo: string } | undefined> {
  const [row] = await db.select({ name: users.name, mobileNo: users.mobileNo }).from(users).where(eq(users.id, userId));
  return row;
}

export async function advisorsByIds(db: Tx, ids: string[]): Promise<Map<string, { name: string | null; arn: string | null; euin: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: experts.id, name: users.name, arn: experts.arn, euin: experts.euin })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(inArray(experts.id, ids));
  return new Map(rows.map(({ id, ...advisor }) => [id, advisor]));
}

const draftOf = (ownerUserId: string, forUserId: string) =>
  and(eq(healthInsuranceDrafts.ownerUserId, ownerUserId), eq(healthInsuranceDrafts.forUserId, forUserId));

export async function findDraft(db: Tx, ownerUserId: string, forUserId: string) {
  const [row] = await db.select().from(healthInsuranceDrafts).where(draftOf(ownerUserId, forUserId));
  return row;
}

/** Last write wins: one draft per (person filling, person covered). */
export async function upsertDraft(
  db: Tx,
  values: { ownerUserId: string; forUserId: string; expertId: string | null; draft: Record<string, unknown>; now: Date },
) {
  const [row] = await db
    .insert(healthInsuranceDrafts)
    .values({ ...values, updatedAt: values.now, createdAt: values.now })
    .onConflictDoUpdate({
      target: [healthInsuranceDrafts.ownerUserId, healthInsuranceDrafts.forUserId],
      set: { draft: values.draft, expertId: values.expertId, updatedAt: values.now },
    })
    .returning();
  return row;
}

export async function deleteDraft(db: Tx, ownerUserId: string, forUserId: string): Promise<void> {
  await db.delete(healthInsuranceDrafts).where(draftOf(ownerUserId, forUserId));
}
