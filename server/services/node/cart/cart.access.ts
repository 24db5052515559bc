// Who may read or change a cart: the investor, or an advisor mapped to them; changing a client's cart also needs the
// advisor's transaction_allowed. An advisor sees and changes only the carts they built for the client.
import { assertCanActForUser, type Identity } from '../../../auth';
import { isTransactionAllowed } from '../../../auth/transactionAllowed.repo';
import type { Db } from '../../../db/client';
import { NotFoundError, RefusedError } from '../../../domain/errors';
import type { CartRow, Pair } from './cart.repo';

export const CART_ACCESS_MESSAGES = {
  ordersNotAllowed: "You cannot place orders for this client until your ARN is validated: share the fund's link with your client instead",
  cartNotFound: 'This cart was not found',
  itemNotFound: 'This cart item was not found',
  cartClosed: 'This cart can no longer be changed',
} as const;

/** The advisor acting, or null when the investor acts for themself. */
export function actingExpert(identity: Identity): string | null {
  return identity.role === 'expert' ? (identity.expertId ?? null) : null;
}

/** The carts a caller works on for this investor: theirs with the acting advisor (or none). */
export function pairOf(identity: Identity, userId: string): Pair {
  return { userId, expertId: identity.userId === userId ? null : actingExpert(identity) };
}

export async function assertCanRead(db: Db, identity: Identity, userId: string): Promise<Pair> {
  await assertCanActForUser(db, identity, userId);
  return pairOf(identity, userId);
}

export async function assertCanChange(db: Db, identity: Identity, userId: string): Promise<Pair> {
  const pair = await assertCanRead(db, identity, userId);
  if (pair.expertId && !(await isTransactionAllowed(db, pair.expertId))) {
    throw new RefusedError(CART_ACCESS_MESSAGES.ordersNotAllowed);
  }
  return pair;
}

/**
 * A cart reached by its id, collection or session belongs to the investor named in the call; an advisor reaches only
 * the carts they built. Anything else is answered as not found, so ids of other people's carts reveal nothing.
 */
export function belongsTo(cart: CartRow, pair: Pair): boolean {
  return cart.userId === pair.userId && (!pair.expertId || cart.expertId === pair.expertId);
}

export function assertCartOf(cart: CartRow | undefined, pair: Pair, notFound: string = CART_ACCESS_MESSAGES.cartNotFound): CartRow {
  if (!cart || !belongsTo(cart, pair)) throw new NotFoundError(notFound);
  return cart;
}
