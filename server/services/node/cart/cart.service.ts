// The cart calls both services share (docs/CART.md): read the open carts, add items (one cart per type and pair,
// client_ref idempotent), clear a type, read one type, and remove one item.
import { PURCHASE_VARIANTS, isPurchaseVariant, type CartType } from '../../../../utils/cart';
import type {
  AddToCartBody,
  AddToCartResult,
  AllCartsData,
  CartGroupView,
} from '../../../../utils/orders/wire';
import type { Actor } from '../../../db/actor';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { todayIn } from '../portfolio/portfolio.deps';
import { CART_ACCESS_MESSAGES, assertCartOf } from './cart.access';
import type { CartDeps } from './cart.deps';
import { loadInvestorFacts, withFunds } from './cart.facts';
import { addToOpenCart, type AddedItems } from './addItems.repo';
import { assertItemsOwned, assertItemsPass, foliosNamed, rowOf, withSchedule } from './cart.items';
import * as repo from './cart.repo';
import type { CartRow, ItemRow, NewItem, Pair } from './cart.repo';
import { allCartsView, groupView } from './cart.view';
import { assertCanAddTo, assertNoneSent, liveSentCarts } from './links.lock';

const codesOf = (items: { schemeCode: number; targetSchemeCode: number | null }[]) =>
  items.flatMap((i) => (i.targetSchemeCode ? [i.schemeCode, i.targetSchemeCode] : [i.schemeCode]));

/** The folio numbers items name, so the investor facts read lock-ins and ownership for these only. */
const foliosOf = (items: { folioNo: string | null }[]) => items.flatMap((i) => (i.folioNo ? [i.folioNo] : []));

/** The given carts and items as the wire shape; no facts are read when there are no items (nothing to show). */
export async function viewWith(deps: CartDeps, userId: string, carts: CartRow[], items: ItemRow[]): Promise<AllCartsData> {
  if (items.length === 0) return {};
  const now = deps.now();
  const facts = await loadInvestorFacts(deps.db, userId, codesOf(items), now, { folioNos: foliosOf(items) });
  return allCartsView(facts, carts, items, now);
}

/** The given carts with their items, facts and issues as the wire shape. */
export async function viewOf(deps: CartDeps, userId: string, carts: CartRow[]): Promise<{ all: AllCartsData; items: ItemRow[] }> {
  const items = await repo.itemsOf(deps.db, carts.map((c) => c.id));
  return { all: await viewWith(deps, userId, carts, items), items };
}

/** The open carts; an advisor also sees those waiting on the client's link (status link_sent, read-only). */
export async function allCarts(deps: CartDeps, pair: Pair): Promise<AllCartsData> {
  const sent = await liveSentCarts(deps, pair);
  const open = await repo.cartsWithItems(deps.db, pair, ['created']);
  const sentItems = await repo.itemsOf(deps.db, sent.map((c) => c.id));
  return viewWith(deps, pair.userId, [...open.carts, ...sent], [...open.items, ...sentItems]);
}

/** Into the open cart of the type (one statement); the first add of a type makes the cart under the pair's lock. */
async function addRows(deps: CartDeps, pair: Pair, cartType: CartType, rows: NewItem[]): Promise<AddedItems> {
  const added = await addToOpenCart(deps.db, pair, cartType, rows);
  if (added) return added;
  return deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, pair);
    await repo.openCart(tx, pair, cartType, pair.expertId ? 'expert' : 'user');
    const again = await addToOpenCart(tx, pair, cartType, rows);
    if (!again) throw new Error('the open cart made under the lock was not found');
    return again;
  });
}

export async function addToCart(
  deps: CartDeps,
  pair: Pair,
  body: AddToCartBody,
  actor: Actor,
): Promise<AddToCartResult> {
  const now = deps.now();
  const items = body.items.map((i) => withSchedule(body.cart_type, i, todayIn(now)));
  const codes = items.flatMap((i) => (i.target_scheme_code ? [i.scheme_code, i.target_scheme_code] : [i.scheme_code]));
  // The schemes of the cart's other items are read now too, for the answer (the cart with all its items).
  const moreCodes = repo.codesInOpenCart(pair, body.cart_type);
  const facts = await loadInvestorFacts(deps.db, pair.userId, codes, now, { folioNos: foliosNamed(items), moreCodes });
  await assertCanAddTo(deps, pair, body.cart_type);
  await assertItemsOwned(deps.db, facts, pair.userId, items);
  assertItemsPass(facts, body.cart_type, items);
  const rows = items.map((i) => ({
    ...rowOf(i),
    addedBy: actor.kind,
    addedByUserId: actor.userId,
  }));
  const { cart, items: cartItems, ids } = await addRows(deps, pair, body.cart_type, rows);
  // Only an item added by someone else since the facts were read can name a scheme they lack.
  const full = await withFunds(deps.db, facts, codesOf(cartItems));
  return { cart: groupView(full, cart, cartItems, now), item_ids: ids };
}

/** Clears a type (any purchase variant clears all three): its open carts become cancelled. */
export async function clearCartType(deps: CartDeps, pair: Pair, cartType: CartType): Promise<{ deleted: number }> {
  const types: readonly CartType[] = isPurchaseVariant(cartType) ? PURCHASE_VARIANTS : [cartType];
  assertNoneSent((await liveSentCarts(deps, pair)).filter((c) => types.includes(c.cartType)));
  const open = (await repo.openCartsOf(deps.db, pair)).filter((c) => types.includes(c.cartType));
  return { deleted: await repo.setCartStatus(deps.db, open.map((c) => c.id), 'cancelled') };
}

export async function cartOfType(deps: CartDeps, pair: Pair, cartType: CartType): Promise<CartGroupView | null> {
  const cart = (await repo.openCartsOf(deps.db, pair)).find((c) => c.cartType === cartType);
  if (!cart) return null;
  return (await viewOf(deps, pair.userId, [cart])).all[cartType] ?? null;
}

/** Removes one item of an open cart; a cart left empty is cancelled. */
export async function removeItem(deps: CartDeps, pair: Pair, itemId: string): Promise<{ deleted: true; cart_removed: boolean }> {
  const item = await repo.itemById(deps.db, itemId);
  if (!item) throw new NotFoundError(CART_ACCESS_MESSAGES.itemNotFound);
  await liveSentCarts(deps, pair);
  const cart = assertCartOf(await repo.cartById(deps.db, item.cartId), pair, CART_ACCESS_MESSAGES.itemNotFound);
  assertNoneSent([cart]);
  if (cart.status !== 'created') throw new ConflictError(CART_ACCESS_MESSAGES.cartClosed);
  const cartRemoved = await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, { userId: cart.userId, expertId: cart.expertId });
    // Sending a link takes the same lock: a cart sent a moment ago is not changed under the client.
    assertNoneSent([(await repo.cartById(tx, cart.id))!]);
    await repo.deleteItem(tx, item.id);
    if ((await repo.countItems(tx, cart.id)) > 0) return false;
    return (await repo.setCartStatus(tx, [cart.id], 'cancelled')) > 0;
  });
  return { deleted: true, cart_removed: cartRemoved };
}
