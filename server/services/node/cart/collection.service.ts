// Calls on a whole collection (new-type carts) or session (an old-type cart): is it still new, edit it, and the
// summary link to share within ZF.
import { isNewCartType, type OldCartType } from '../../../../utils/cart';
import type { AllCartsData } from '../../../../utils/orders/wire';
import { ConflictError, InvalidError, NotFoundError, type FieldError } from '../../../domain/errors';
import { CART_ACCESS_MESSAGES, assertCartOf, belongsTo } from './cart.access';
import type { CartDeps } from './cart.deps';
import { loadInvestorFacts, issuesOf } from './cart.facts';
import { rowOf } from './cart.items';
import * as repo from './cart.repo';
import type { CartRow, ItemRow, Pair } from './cart.repo';
import { viewOf } from './cart.service';
import { inputOf } from './cart.view';
import { assertNoneSent, liveSentCarts } from './links.lock';

export interface Group {
  collectionId?: string;
  sessionId?: string;
}

/**
 * The open carts of a group, which must be the investor's (and the acting advisor's): 404 otherwise. With `sent`,
 * carts waiting on the client's link count too (to send the link again); else they answer 409.
 */
export async function openGroup(deps: CartDeps, pair: Pair, group: Group, sent: 'refuse' | 'include' = 'refuse'): Promise<CartRow[]> {
  await liveSentCarts(deps, pair);
  const carts = await repo.cartsOfGroup(deps.db, group, ['created', 'link_sent']);
  if (carts.length === 0) throw new NotFoundError(CART_ACCESS_MESSAGES.cartNotFound);
  carts.forEach((c) => assertCartOf(c, pair));
  if (sent === 'refuse') assertNoneSent(carts);
  return carts;
}

export async function collectionView(deps: CartDeps, pair: Pair, collectionId: string): Promise<AllCartsData> {
  const carts = await repo.cartsOfGroup(deps.db, { collectionId });
  return (await viewOf(deps, pair.userId, carts.filter((c) => belongsTo(c, pair)))).all;
}

/** The investor a collection belongs to (any status), for the caller's access check; 404 when there is none. */
export async function collectionOwner(deps: CartDeps, collectionId: string): Promise<string> {
  const carts = await repo.cartsOfGroup(deps.db, { collectionId }, ['created', 'link_sent', 'checked_out', 'completed', 'cancelled']);
  if (carts.length === 0) throw new NotFoundError(CART_ACCESS_MESSAGES.cartNotFound);
  return carts[0].userId;
}

/** True while the collection has open carts and no checkout has been started for it. */
export async function isNewCollection(deps: CartDeps, collectionId: string): Promise<{ is_new: boolean }> {
  const open = await repo.cartsOfGroup(deps.db, { collectionId });
  return { is_new: open.length > 0 && !(await repo.hasCheckout(deps.db, collectionId)) };
}

export interface ItemEdit {
  id: string;
  amount_paise?: number;
  sip_day?: number;
  sip_installments?: number;
  step_up_amount_paise?: number;
  step_up_percent?: number;
}

/** Applies edits to items of the open carts given, after the checks pass for every edited item. */
export async function applyEdits(deps: CartDeps, pair: Pair, carts: CartRow[], edits: ItemEdit[], removeIds: string[] = []) {
  const items = await repo.itemsOf(deps.db, carts.map((c) => c.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  const cartOf = (item: ItemRow) => carts.find((c) => c.id === item.cartId)!;
  for (const id of [...edits.map((e) => e.id), ...removeIds]) {
    if (!byId.has(id)) throw new NotFoundError(CART_ACCESS_MESSAGES.itemNotFound);
  }
  const facts = await loadInvestorFacts(deps.db, pair.userId, items.map((i) => i.schemeCode), deps.now());
  const errors: FieldError[] = [];
  const rows = edits.map((edit, index) => {
    const { id, ...fields } = edit;
    const item = byId.get(id)!;
    const stepUp = fields.step_up_amount_paise !== undefined || fields.step_up_percent !== undefined;
    const merged = { ...inputOf(item), ...fields, ...(stepUp ? { step_up_frequency: 'yearly' as const } : {}) };
    if (fields.step_up_amount_paise !== undefined) delete merged.step_up_percent;
    if (fields.step_up_percent !== undefined) delete merged.step_up_amount_paise;
    for (const message of issuesOf(facts, cartOf(item).cartType, merged, { itemId: id })) errors.push({ path: `items.${index}`, message });
    const { clientRef: _ref, ...row } = rowOf(merged);
    return { id, row };
  });
  if (errors.length > 0) throw new InvalidError(errors[0].message, { errors });
  await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, { userId: carts[0].userId, expertId: carts[0].expertId });
    // Sending a link takes the same lock: carts sent a moment ago are not changed under the client.
    const now = await repo.lockCarts(tx, carts.map((c) => c.id));
    assertNoneSent(now);
    // A confirmation that closed a cart since it was read above placed the lines it held: a change now would land in
    // a checked-out cart and place nothing (found by npm run bench:orders, an edit racing the confirmation).
    if (now.some((c) => c.status !== 'created')) throw new ConflictError(CART_ACCESS_MESSAGES.cartClosed);
    for (const { id, row } of rows) await repo.updateItem(tx, id, row);
    for (const id of removeIds) await repo.deleteItem(tx, id);
    for (const cart of carts) {
      if ((await repo.countItems(tx, cart.id)) === 0) await repo.setCartStatus(tx, [cart.id], 'cancelled');
    }
  });
}

export async function updateCollection(deps: CartDeps, pair: Pair, collectionId: string, edits: ItemEdit[], removeIds?: string[]) {
  const carts = await openGroup(deps, pair, { collectionId });
  await applyEdits(deps, pair, carts, edits, removeIds);
  return collectionView(deps, pair, collectionId);
}

const OLD_TYPE_PAGES: Record<OldCartType, string> = {
  redemption: '/portfolio/redeem/summary',
  switch: '/portfolio/switch/summary',
  stp: '/portfolio/stp/summary',
  swp: '/portfolio/swp/summary',
};

/** The summary page of a collection, or of an old-type cart's session. */
export async function summaryLink(deps: CartDeps, pair: Pair, group: Group): Promise<{ link: string }> {
  const [cart] = await openGroup(deps, pair, group, 'include');
  if (isNewCartType(cart.cartType)) return { link: `/cart/summary?cid=${cart.collectionId}` };
  return { link: `${OLD_TYPE_PAGES[cart.cartType as OldCartType]}?session_id=${encodeURIComponent(cart.sessionId ?? '')}` };
}
