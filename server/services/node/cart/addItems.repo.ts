// Adding items to a pair's open cart in ONE statement: the embedded database has one connection, so every round trip
// of an add (begin, lock, read, insert, read back, commit) queued behind every other request. The statement takes the
// pair's lock, locks the open cart against a concurrent close, inserts the items (a client_ref already in the cart
// adds nothing) and answers the cart with all its items.
import { randomUUID } from 'node:crypto';
import { type Column, type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { CartType } from '../../../../utils/cart';
import { cartItems, carts } from '../../../db/schema';
import { type CartRow, type ItemRow, type NewItem, type Pair, type Tx, openCartOfType, pairLockKey } from './cart.repo';

const CART_PREFIX = 'cart__';
const itemColumns = Object.entries(getTableColumns(cartItems)) as [keyof ItemRow, Column][];
const cartColumns = Object.entries(getTableColumns(carts)) as [keyof CartRow, Column][];

/** A raw row's columns (named `prefix` + column name) decoded as Drizzle decodes its own selects. */
function decoded<T>(columns: [keyof T, Column][], raw: Record<string, unknown>, prefix = ''): T {
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[prefix + column.name];
    out[key as string] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}

/** One item as a typed row of values for the insert's select, in the table's column order. */
function valuesOf(item: NewItem & { id: string }): SQL {
  const values = itemColumns.map(([key, column]) => {
    if (key === 'cartId') return sql`cart.id`;
    if (key === 'createdAt') return sql`now()`;
    const value = key === 'extra' ? ((item.extra ?? {}) as unknown) : (item as Record<string, unknown>)[key] ?? null;
    return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
  });
  return sql`select ${sql.join(values, sql`, `)} from cart`;
}

const itemNames = sql.join(itemColumns.map(([, c]) => sql.identifier(c.name)), sql`, `);
const cartNames = sql.join(cartColumns.map(([, c]) => sql`cart.${sql.identifier(c.name)} as ${sql.identifier(CART_PREFIX + c.name)}`), sql`, `);

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
  const result = await db.execute(sql`
    with lock as (select pg_advisory_xact_lock(hashtext(${pairLockKey(pair)})) as locked),
    cart as (select ${carts}.* from lock, ${carts} where ${openCartOfType(pair, cartType)} for share of ${carts}),
    added as (
      insert into ${cartItems} (${itemNames})
      ${sql.join(rows.map(valuesOf), sql` union all `)}
      on conflict (${sql.identifier(cartItems.cartId.name)}, ${sql.identifier(cartItems.clientRef.name)})
        where ${sql.identifier(cartItems.clientRef.name)} is not null do nothing
      returning *
    ),
    every_item as (select * from ${cartItems} where ${cartItems.cartId} = (select id from cart) union all select * from added)
    select every_item.*, ${cartNames} from every_item cross join cart
    order by every_item.created_at, every_item.id`);
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (raw.length === 0) return null;
  const cart = decoded<CartRow>(cartColumns, raw[0], CART_PREFIX);
  const all = raw.map((r) => decoded<ItemRow>(itemColumns, r));
  const byRef = new Map(all.filter((i) => i.clientRef !== null).map((i) => [i.clientRef, i.id]));
  const byId = new Set(all.map((i) => i.id));
  const ids = rows.map((r) => (byId.has(r.id) ? r.id : byRef.get(r.clientRef ?? null)));
  // An item neither added nor already there: the cart closed between the lock and the insert (only on PostgreSQL).
  if (ids.some((id) => id === undefined)) return null;
  return { cart, items: all, ids: ids as string[] };
}
