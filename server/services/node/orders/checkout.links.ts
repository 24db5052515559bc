// Carts an advisor sent to the client (status link_sent) are checked out by that client only while the link is
// live, and the confirmation spends the link in its own transaction: afterwards the link answers "already used".
import { GoneError } from '../../../domain/errors';
import { liveLinksOf, spendLinks } from '../cart/links.repo';
import { LINK_MESSAGES } from '../cart/links.service';
import type { CartRow, CheckoutTarget } from './checkout.repo';
import type { Tx } from './orders.deps';

const groupOf = (target: CheckoutTarget) =>
  target.collectionId ? { collectionId: target.collectionId } : { sessionId: target.sessionId ?? '' };

const isLinked = (carts: CartRow[]) => carts.some((c) => c.status === 'link_sent');

/** 410 when the carts were sent by link and that link has lapsed (the advisor must send a new one). */
export async function assertLinkLive(tx: Tx, target: CheckoutTarget, carts: CartRow[], now: Date): Promise<void> {
  if (!isLinked(carts)) return;
  const group = groupOf(target);
  const live = (await liveLinksOf(tx, target.userId, now)).filter((l) =>
    group.collectionId ? l.collectionId === group.collectionId : l.sessionId === group.sessionId,
  );
  if (live.length === 0) throw new GoneError(LINK_MESSAGES.expired);
}

/** Spends the live link of linked carts; call inside the confirmation's transaction. */
export async function spendLinkOf(tx: Tx, target: CheckoutTarget, carts: CartRow[], now: Date): Promise<void> {
  if (!isLinked(carts)) return;
  await assertLinkLive(tx, target, carts, now);
  await spendLinks(tx, target.userId, groupOf(target), now);
}
