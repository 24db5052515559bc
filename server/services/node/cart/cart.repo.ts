// Carts and their items: the only place the cart service reads or writes them (docs/CART.md "Carts, collections and
// sessions"). A cart is scoped to one investor and the advisor acting for them, or none (expert_id null).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { executePrepared } from '../../../db/prepared';
import { cartItems, carts, checkouts, type CartStatus, type CartType } from '../../../db/schema';
import { NEW_CART_TYPES, isNewCartType } from '../../../../utils/cart';
import { fromJson, onlyRow, rowJson } from './jsonRows';

export type CartRow = typeof carts.$inferSelect;
export type ItemRow = typeof cartItems.$inferSelect;
export type NewItem = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId'>;
/** A database handle or an open transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Pair {
  userId: string;
  expertId: string | null;
}

const pairIs = (p: Pair) =>
  and(eq(carts.userId, p.userId), p.expertId ? eq(carts.expertId, p.expertId) : isNull(carts.expertId));

/** A random 22-character session id for an old-type cart (16 random bytes, base64url). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** The key of the pair's advisory lock (lockPair; the one-statement add takes it too). */
export const pairLockKey = (p: Pair) => `cart:${p.userId}:${p.expertId ?? '-'}`;

/** Adds to one pair's carts are serialised, so the collection a new cart joins and client_ref checks see each other. */
export async function lockPair(tx: Tx, p: Pair): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pairLockKey(p)}))`);
}

/** The condition naming the pair's open mutual fund cart of this type. */
export const openCartOfType = (p: Pair, cartType: CartType) =>
  and(pairIs(p), eq(carts.cartType, cartType), eq(carts.status, 'created'), eq(carts.productType, 'mutual_fund'));

export async function openCartsOf(db: Tx, p: Pair): Promise<CartRow[]> {
  return cartsOfPair(db, p, ['created']);
}

/** The pair's mutual fund carts in the given statuses. */
export async function cartsOfPair(db: Tx, p: Pair, statuses: CartStatus[]): Promise<CartRow[]> {
  return db.select().from(carts).where(and(pairIs(p), inArray(carts.status, statuses), eq(carts.productType, 'mutual_fund')));
}

/** The open cart of this type, made if missing: insert … on conflict do nothing on the one-open-cart index, then read. */
export async function openCart(tx: Tx, p: Pair, cartType: CartType, createdBy: 'user' | 'expert'): Promise<CartRow> {
  const open = await openCartsOf(tx, p);
  const existing = open.find((c) => c.cartType === cartType);
  if (existing) return existing;
  const sibling = open.find((c) => isNewCartType(c.cartType));
  const isNew = isNewCartType(cartType);
  await tx
    .insert(carts)
    .values({
      userId: p.userId,
      expertId: p.expertId,
      cartType,
      createdBy,
      collectionId: isNew && sibling ? sibling.collectionId : randomUUID(),
      sessionId: isNew ? null : newSessionId(),
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(openCartOfType(p, cartType));
  return row;
}

/** Inserts the items; an item whose client_ref is already in the cart is not added again. Answers every item's id. */
export async function addItems(tx: Tx, cartId: string, items: NewItem[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) {
    const [added] = await tx
      .insert(cartItems)
      .values({ ...item, cartId })
      .onConflictDoNothing({ target: [cartItems.cartId, cartItems.clientRef], where: sql`${cartItems.clientRef} is not null` })
      .returning({ id: cartItems.id });
    if (added) ids.push(added.id);
    else {
      const [found] = await tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.clientRef, item.clientRef ?? '')));
      ids.push(found.id);
    }
  }
  return ids;
}

/** The scheme codes (and switch targets) of the items in the pair's open cart of this type, as a query. */
export const codesInOpenCart = (p: Pair, cartType: CartType) => {
  const items = sql`from ${cartItems} where ${cartItems.cartId} in (select ${carts.id} from ${carts} where ${openCartOfType(p, cartType)})`;
  return sql`select ${cartItems.schemeCode} ${items} union select ${cartItems.targetSchemeCode} ${items}`;
};

/** The pair's carts in these statuses with their items (oldest first): one statement, read as JSON (jsonRows.ts). */
export async function cartsWithItems(db: Tx, p: Pair, statuses: CartStatus[]): Promise<{ carts: CartRow[]; items: ItemRow[] }> {
  const row = onlyRow<{ carts: Record<string, unknown>[] | null; items: Record<string, unknown>[] | null }>(
    await executePrepared(db, sql`with cart as (select * from ${carts} where ${and(pairIs(p), inArray(carts.status, statuses), eq(carts.productType, 'mutual_fund'))})
    select (select json_agg(${rowJson(carts, 'cart')}) from cart) as carts,
      (select json_agg(${rowJson(cartItems, 'i')} order by i.created_at, i.id) from ${cartItems} i where i.cart_id in (select id from cart)) as items`),
  );
  return {
    carts: (row.carts ?? []).map((c) => fromJson<CartRow>(carts, c)),
    items: (row.items ?? []).map((i) => fromJson<ItemRow>(cartItems, i)),
  };
}

export async function itemsOf(db: Tx, cartIds: string[]): Promise<ItemRow[]> {
  if (cartIds.length === 0) return [];
  return db.select().from(cartItems).where(inArray(cartItems.cartId, cartIds)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function cartById(db: Tx, id: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row;
}

/**
 * Locks the carts in the order a confirmation locks them (by creation, checkout.repo.ts openCarts), so that an edit
 * and a confirmation of the same carts take turns, and answers them as they are now.
 */
export async function lockCarts(tx: Tx, ids: string[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(carts).where(inArray(carts.id, ids)).orderBy(carts.createdAt).for('update');
}

export async function itemById(db: Tx, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(eq(cartItems.id, id));
  return row;
}

/** The carts of a collection (new types) or a session (old type), in the given statuses. */
export async function cartsOfGroup(
  db: Tx,
  group: { collectionId?: string; sessionId?: string },
  statuses: CartStatus[] = ['created'],
): Promise<CartRow[]> {
  const key = group.collectionId
    ? and(eq(carts.collectionId, group.collectionId), inArray(carts.cartType, [...NEW_CART_TYPES]))
    : eq(carts.sessionId, group.sessionId ?? '');
  return db.select().from(carts).where(and(key, inArray(carts.status, statuses)));
}

export async function setCartStatus(db: Tx, ids: string[], status: CartStatus, from: CartStatus[] = ['created']): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(carts)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(carts.id, ids), inArray(carts.status, from)))
    .returning({ id: carts.id });
  return rows.length;
}

export async function deleteItem(tx: Tx, id: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, id));
}

export async function countItems(tx: Tx, cartId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, cartId));
  return row.n;
}

export async function updateItem(tx: Tx, id: string, fields: Partial<NewItem>): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await tx.update(cartItems).set(fields).where(eq(cartItems.id, id));
}

export async function hasCheckout(db: Tx, collectionId: string): Promise<boolean> {
  const [row] = await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.collectionId, collectionId)).limit(1);
  return row !== undefined;
}
