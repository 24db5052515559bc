// Adding items to a pair's open cart in ONE statement: the embedded database has one connection, so every round trip
// of an add (begin, lock, read, insert, read back, commit) queued behind every other request. The statement takes the
// pair's lock, locks the open cart against a concurrent close, inserts the items (a client_ref already in the cart
// adds nothing) and answers the cart with all its items, as JSON (jsonRows.ts).
import { randomUUID } from 'node:crypto';
import { type Column, type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { CartType } from '../../../../utils/cart';
import { executePrepared } from '../../../db/prepared';
import { cartItems, carts } from '../../../db/schema';
import { type CartRow, type ItemRow, type NewItem, type Pair, type Tx, openCartOfType, pairLockKey } from './cart.repo';
import { fromJson, onlyRow, rowJson } from './jsonRows';

const itemColumns = Object.entries(getTableColumns(cartItems)) as [keyof ItemRow, Column][];
// Fixed text built once (column names come from the schema): building it per request cost as much as running it.
const itemNames = sql.raw(itemColumns.map(([, c]) => `"${c.name}"`).join(', '));
const CART_ID = sql.raw('cart.id');
const NOW = sql.raw('now()');
const casts = new Map(itemColumns.map(([key, column]) => [key, sql.raw(`::${column.getSQLType()}`)]));

/** One item as a typed row of values for the insert's select, in the table's column order. */
function valuesOf(item: NewItem & { id: string }): SQL {
  const values = itemColumns.map(([key, column]) => {
    if (key === 'cartId') return CART_ID;
    if (key === 'createdAt') return NOW;
    const value = key === 'extra' ? ((item.extra ?? {}) as unknown) : (item as Record<string, unknown>)[key] ?? null;
    return sql`${sql.param(value, column)}${casts.get(key)}`;
  });
  return sql`select ${sql.join(values, sql`, `)} from cart`;
}

export interface AddedItems {
  cart: CartRow;
  /** Every item of the cart, oldest first. */
  items: ItemRow[];
  /** The id of each item given, in order: the new row's, or the one already holding its client_ref. */
  ids: string[];
}

/** Adds to the pair's open cart of this type; null (nothing written) when there is no such cart. */
export async function addToOpenCart(db: Tx, pair: Pair, cartType: CartType, items: NewItem[]): Promise<AddedItems | null> {
  const rows = items.map((item) => ({ ...item, id: randomUUID() }));
  const row = onlyRow<{ cart: Record<string, unknown> | null; items: Record<string, unknown>[] | null }>(
    await executePrepared(db, sql`
    with lock as (select pg_advisory_xact_lock(hashtext(${pairLockKey(pair)})) as locked),
    cart as (select ${carts}.* from lock, ${carts} where ${openCartOfType(pair, cartType)} for share of ${carts}),
    added as (
      insert into ${cartItems} (${itemNames})
      ${sql.join(rows.map(valuesOf), sql` union all `)}
      on conflict (cart_id, client_ref) where client_ref is not null do nothing
      returning *
    ),
    every_item as (select * from ${cartItems} where cart_id = (select id from cart) union all select * from added)
    select (select ${rowJson(carts, 'cart')} from cart) as cart,
      (select json_agg(${rowJson(cartItems, 'i')} order by i.created_at, i.id) from every_item i) as items`),
  );
  if (!row.cart || !row.items) return null;
  const all = row.items.map((i) => fromJson<ItemRow>(cartItems, i));
  const byRef = new Map(all.filter((i) => i.clientRef !== null).map((i) => [i.clientRef, i.id]));
  const byId = new Set(all.map((i) => i.id));
  const ids = rows.map((r) => (byId.has(r.id) ? r.id : byRef.get(r.clientRef ?? null)));
  // An item neither added nor already there: the cart closed between the lock and the insert (only on PostgreSQL).
  if (ids.some((id) => id === undefined)) return null;
  return { cart: fromJson<CartRow>(carts, row.cart), items: all, ids: ids as string[] };
}
