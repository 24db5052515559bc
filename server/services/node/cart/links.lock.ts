// While a client holds a live link to a cart, the advisor cannot change it: the client must confirm what they were
// sent. A link that lapsed unused gives the carts back to the advisor (status created again), to change or send anew.
import { isNewCartType, type CartType } from '../../../../utils/cart';
import { ConflictError } from '../../../domain/errors';
import type { CartDeps } from './cart.deps';
import * as repo from './cart.repo';
import type { CartRow, Pair } from './cart.repo';
import { type CartLinkRow, liveLinksOf } from './links.repo';

export const LINK_SENT_MESSAGE = 'This cart was sent to your client; ask them to open the link';

/** A link names a collection (the new types) or an old type's session. */
export function linkCovers(link: Pick<CartLinkRow, 'collectionId' | 'sessionId'>, cart: CartRow): boolean {
  if (link.collectionId) return isNewCartType(cart.cartType) && cart.collectionId === link.collectionId;
  return cart.sessionId !== null && cart.sessionId === link.sessionId;
}

/** The advisor's carts for this client that wait on a live link; those whose link lapsed are released first. */
export async function liveSentCarts(deps: CartDeps, pair: Pair): Promise<CartRow[]> {
  // Only an advisor sends links; the investor's own carts (no expert) are never link_sent.
  if (!pair.expertId) return [];
  const sent = await repo.cartsOfPair(deps.db, pair, ['link_sent']);
  if (sent.length === 0) return [];
  const links = await liveLinksOf(deps.db, pair.userId, deps.now());
  const live = sent.filter((c) => links.some((l) => linkCovers(l, c)));
  const lapsed = sent.filter((c) => !live.includes(c));
  await repo.setCartStatus(deps.db, lapsed.map((c) => c.id), 'created', ['link_sent']);
  return live;
}

export function assertNoneSent(carts: CartRow[]): void {
  if (carts.some((c) => c.status === 'link_sent')) throw new ConflictError(LINK_SENT_MESSAGE);
}

/**
 * An add joins the pair's open collection (new types) or the type's open cart (old types): refused while that one
 * is with the client, so the client never confirms a cart that changed after it was sent.
 */
export async function assertCanAddTo(deps: CartDeps, pair: Pair, cartType: CartType): Promise<void> {
  const live = await liveSentCarts(deps, pair);
  const joins = (c: CartRow) => (isNewCartType(cartType) ? isNewCartType(c.cartType) : c.cartType === cartType);
  assertNoneSent(live.filter(joins));
}
