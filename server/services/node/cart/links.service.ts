// An advisor's cart link to a client: a random token (only its hash is kept), good for 48 hours and one checkout,
// opened only by the investor it is for. Sending it marks the carts link_sent; the client's checkout spends it.
import { createHash, randomBytes } from 'node:crypto';
import { isNewCartType } from '../../../../utils/cart';
import type { CartGroupView } from '../../../../utils/orders/wire';
import { ForbiddenError, GoneError, NotFoundError } from '../../../domain/errors';
import type { CartDeps } from './cart.deps';
import * as repo from './cart.repo';
import type { Pair } from './cart.repo';
import { viewOf } from './cart.service';
import { type Group, openGroup } from './collection.service';
import { insertLink, linkByHash } from './links.repo';

export const LINK_TTL_MS = 48 * 3_600_000;
export const LINK_MESSAGES = {
  notFound: 'This cart link is not valid',
  notYours: 'This cart link was sent to someone else',
  expired: 'This cart link has expired; ask your advisor for a new one',
  used: 'This cart link has already been used',
} as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function generateCartLink(deps: CartDeps, pair: Pair, group: Group): Promise<{ link: string; expires_at: string }> {
  const carts = await openGroup(deps, pair, group);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + LINK_TTL_MS);
  const first = carts[0];
  await deps.db.transaction(async (tx) => {
    await insertLink(tx, {
      tokenHash: hashToken(token),
      userId: pair.userId,
      expertId: pair.expertId,
      collectionId: isNewCartType(first.cartType) ? first.collectionId : null,
      sessionId: isNewCartType(first.cartType) ? null : first.sessionId,
      expiresAt,
    });
    await repo.setCartStatus(tx, carts.map((c) => c.id), 'link_sent');
  });
  return { link: `/cart/summary?token=${token}`, expires_at: expiresAt.toISOString() };
}

export interface LinkedCart {
  collection_id: string | null;
  session_id: string | null;
  expert_id: string | null;
  expires_at: string;
  carts: CartGroupView[];
}

/** The linked carts, for the investor the link is for only; it stays unspent until their checkout. */
export async function openCartLink(deps: CartDeps, callerUserId: string, token: string): Promise<LinkedCart> {
  const link = await linkByHash(deps.db, hashToken(token));
  if (!link) throw new NotFoundError(LINK_MESSAGES.notFound);
  if (link.userId !== callerUserId) throw new ForbiddenError(LINK_MESSAGES.notYours);
  if (link.usedAt) throw new GoneError(LINK_MESSAGES.used);
  if (link.expiresAt.getTime() <= deps.now().getTime()) throw new GoneError(LINK_MESSAGES.expired);
  const group = link.collectionId ? { collectionId: link.collectionId } : { sessionId: link.sessionId ?? '' };
  const carts = (await repo.cartsOfGroup(deps.db, group, ['link_sent'])).filter((c) => c.userId === link.userId);
  const { all } = await viewOf(deps, link.userId, carts);
  return {
    collection_id: link.collectionId,
    session_id: link.sessionId,
    expert_id: link.expertId,
    expires_at: link.expiresAt.toISOString(),
    carts: Object.values(all),
  };
}
