// What a checkout reads and locks besides the cart's own facts (node/cart): the open carts of a collection or
// session, the investor's registered mobile, and the advisor's ARN and EUIN.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts, experts, users } from '../../../db/schema';
import type { Tx } from './orders.deps';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface CheckoutTarget {
  userId: string;
  collectionId?: string | null;
  sessionId?: string | null;
}

/** The open (or sent) carts of the collection or session (locked when `lock`, so a confirm and an edit take turns). */
export async function openCarts(tx: Tx, target: CheckoutTarget, lock = false): Promise<CartRow[]> {
  const where = and(
    eq(carts.userId, target.userId),
    // An advisor's carts sent to the client (link_sent) are the client's to check out (checkout.links.ts).
    inArray(carts.status, ['created', 'link_sent']),
    eq(carts.productType, 'mutual_fund'),
    target.collectionId ? eq(carts.collectionId, target.collectionId) : eq(carts.sessionId, target.sessionId ?? ''),
    // A collection groups the new types only; an old-type cart is checked out by its session.
    target.collectionId ? sql`${carts.sessionId} is null` : undefined,
  );
  const query = tx.select().from(carts).where(where).orderBy(carts.createdAt);
  return lock ? query.for('update') : query;
}

export async function mobileOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ mobileNo: users.mobileNo }).from(users).where(eq(users.id, userId));
  return row?.mobileNo ?? null;
}

export async function expertCodes(tx: Tx, expertId: string): Promise<{ arn: string | null; euin: string | null }> {
  const [row] = await tx.select({ arn: experts.arn, euin: experts.euin }).from(experts).where(eq(experts.id, expertId));
  return row ?? { arn: null, euin: null };
}
