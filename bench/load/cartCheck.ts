// The cart half of the check after a load (with the servers stopped): every acknowledged add is one item, exactly
// once, in the investor's open purchase cart of its type, as sent; and no cart is half-written: no cart made during
// the run without items, no item without its cart, one open cart per type, one collection for a pair's open purchase
// carts, SIP items with their schedule, and the cart screen read after the load agreeing with the rows.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/server/db/client';
import type { CartScreen } from './cartTraffic';

async function rows<T>(handle: DbHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An add the backend answered 2xx to, with the item id it answered. */
export interface CartAck {
  kind: 'cart add';
  mobile: string;
  userId: string;
  cartType: 'purchase_sip' | 'purchase_lumpsum';
  itemId: string;
  clientRef: string;
  schemeCode: number;
  amountPaise: number;
}

/** The bench investors as the database has them: who they are and whether their KYC lets them buy. */
export interface BenchInvestor {
  mobile: string;
  userId: string;
  kycStatus: string | null;
}

export async function benchInvestors(
  handle: DbHandle,
  mobiles: string[],
): Promise<BenchInvestor[]> {
  return rows<BenchInvestor>(
    handle,
    sql`select u.mobile_no as mobile, u.id::text as "userId", k.kyc_status as "kycStatus"
        from users u left join kyc_records k on k.user_id = u.id
        where u.mobile_no in (${sql.join(
          mobiles.map((m) => sql`${m}`),
          sql`, `,
        )})`,
  );
}

/** The carts these investors had before the run: the carts made during it are the others. */
export async function cartIdsOf(handle: DbHandle, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const list = await rows<{ id: string }>(
    handle,
    sql`select id::text as id from carts where user_id::text in (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  );
  return list.map((r) => r.id);
}

interface ItemRow {
  id: string;
  client_ref: string | null;
  scheme_code: number;
  amount_paise: number | null;
  sip_day: number | null;
  sip_start_date: string | null;
  sip_end_date: string | null;
  sip_installments: number | null;
  cart_id: string;
  user_id: string;
  expert_id: string | null;
  cart_type: string;
  status: string;
}

interface CartRow {
  id: string;
  user_id: string;
  expert_id: string | null;
  cart_type: string;
  product_type: string;
  status: string;
  collection_id: string;
  items: number;
  total_paise: number;
}

export interface CartVerdict {
  acknowledged: number;
  found: number;
  missing: CartAck[];
  /** Anything half-written or inconsistent; empty when the carts are whole. */
  issues: string[];
  /** Carts made during the run, and items in them that no answer acknowledged (an add whose answer was lost). */
  newCarts: number;
  unacknowledgedItems: number;
}

const NEW_TYPES = new Set([
  'purchase',
  'purchase_sip',
  'purchase_lumpsum',
  'new_stepup',
  'modify_stepup',
]);

/** What should be true of one acknowledged add's row; the first thing that is not, or null. */
function rowProblem(a: CartAck, row: ItemRow, sameRef: number): string | null {
  if (sameRef !== 1) return `client_ref ${a.clientRef} is on ${sameRef} items`;
  if (row.user_id !== a.userId || row.expert_id !== null)
    return `item ${a.itemId} is in someone else's cart ${row.cart_id}`;
  if (row.cart_type !== a.cartType)
    return `item ${a.itemId} is in a ${row.cart_type} cart, added as ${a.cartType}`;
  if (row.status !== 'created')
    return `item ${a.itemId}'s cart ${row.cart_id} is ${row.status}, not open`;
  if (row.scheme_code !== a.schemeCode || Number(row.amount_paise) !== a.amountPaise)
    return `item ${a.itemId} holds ${row.scheme_code} ₹${Number(row.amount_paise) / 100}, sent ${a.schemeCode} ₹${a.amountPaise / 100}`;
  const sip = a.cartType === 'purchase_sip';
  if (sip && (!row.sip_day || !row.sip_start_date || !row.sip_end_date || !row.sip_installments))
    return `SIP item ${a.itemId} lacks its schedule (day ${row.sip_day}, ${row.sip_start_date} to ${row.sip_end_date})`;
  return null;
}

export async function verifyCarts(
  handle: DbHandle,
  acks: CartAck[],
  investors: BenchInvestor[],
  cartsBefore: string[],
  screens: Map<string, CartScreen>,
): Promise<CartVerdict> {
  const ids = investors.map((i) => sql`${i.userId}`);
  const issues: string[] = [];
  const items = ids.length
    ? await rows<ItemRow>(
        handle,
        sql`select i.id::text as id, i.client_ref, i.scheme_code, i.amount_paise, i.sip_day,
              i.sip_start_date::text as sip_start_date, i.sip_end_date::text as sip_end_date, i.sip_installments,
              c.id::text as cart_id, c.user_id::text as user_id, c.expert_id::text as expert_id, c.cart_type, c.status
            from cart_items i join carts c on c.id = i.cart_id where c.user_id::text in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const carts = ids.length
    ? await rows<CartRow>(
        handle,
        sql`select c.id::text as id, c.user_id::text as user_id, c.expert_id::text as expert_id, c.cart_type,
              c.product_type, c.status, c.collection_id::text as collection_id,
              (select count(*)::int from cart_items i where i.cart_id = c.id) as items,
              (select coalesce(sum(i.amount_paise), 0)::bigint from cart_items i where i.cart_id = c.id) as total_paise
            from carts c where c.user_id::text in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const [{ orphans }] = await rows<{ orphans: number }>(
    handle,
    sql`select count(*)::int as orphans from cart_items i where not exists (select 1 from carts c where c.id = i.cart_id)`,
  );
  if (orphans > 0) issues.push(`${orphans} cart items have no cart`);

  const byId = new Map(items.map((r) => [r.id, r]));
  const refCount = new Map<string, number>();
  for (const r of items)
    if (r.client_ref) refCount.set(r.client_ref, (refCount.get(r.client_ref) ?? 0) + 1);
  const missing: CartAck[] = [];
  for (const a of acks) {
    const row = byId.get(a.itemId);
    if (!row) missing.push(a);
    else {
      const problem = rowProblem(a, row, refCount.get(a.clientRef) ?? 0);
      if (problem) issues.push(`${a.mobile}: ${problem}`);
    }
  }

  const before = new Set(cartsBefore);
  const made = carts.filter((c) => !before.has(c.id));
  for (const c of made)
    if (c.items === 0)
      issues.push(`cart ${c.id} (${c.cart_type}, ${c.status}) was made without items`);
  const acked = new Set(acks.map((a) => a.itemId));
  const madeIds = new Set(made.map((c) => c.id));
  const unacknowledgedItems = items.filter(
    (r) => madeIds.has(r.cart_id) && !acked.has(r.id),
  ).length;

  const open = carts.filter((c) => c.status === 'created');
  const perType = new Map<string, number>();
  const collections = new Map<string, Set<string>>();
  for (const c of open) {
    const key = `${c.user_id}/${c.expert_id ?? 'own'}/${c.cart_type}/${c.product_type}`;
    perType.set(key, (perType.get(key) ?? 0) + 1);
    if (!NEW_TYPES.has(c.cart_type)) continue;
    const pair = `${c.user_id}/${c.expert_id ?? 'own'}`;
    collections.set(pair, (collections.get(pair) ?? new Set()).add(c.collection_id));
  }
  for (const [key, n] of perType) if (n > 1) issues.push(`${n} open carts for ${key}`);
  for (const [pair, set] of collections)
    if (set.size > 1) issues.push(`open purchase carts of ${pair} in ${set.size} collections`);

  // The investor's own cart screen, read through the web app after the load, against the rows.
  for (const who of investors) {
    const screen = screens.get(who.mobile);
    if (!screen) continue;
    const own = open.filter((c) => c.user_id === who.userId && c.expert_id === null);
    for (const type of new Set([...Object.keys(screen), ...own.map((c) => c.cart_type)])) {
      const cart = own.find((c) => c.cart_type === type);
      // A type the screen leaves out shows nothing: no items, ₹0.
      const shown = screen[type] ?? { count: 0, total_paise: 0 };
      const stored = { count: cart?.items ?? 0, total_paise: Number(cart?.total_paise ?? 0) };
      if (shown.count !== stored.count || shown.total_paise !== stored.total_paise)
        issues.push(
          `${who.mobile} ${type}: the screen showed ${JSON.stringify(shown)}, the rows hold ${JSON.stringify(stored)}`,
        );
    }
  }
  return {
    acknowledged: acks.length,
    found: acks.length - missing.length,
    missing,
    issues,
    newCarts: made.length,
    unacknowledgedItems,
  };
}
