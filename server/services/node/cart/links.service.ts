// An advisor's cart link to a client: a random token (only its hash is kept), good for 48 hours and one checkout,
// opened only by the investor it is for. Sending it marks the carts link_sent and texts the link to the client's
// registered mobile; sending again spends the old link. The client's checkout spends the live one (orders/confirm).
import type { Actor } from '../../../db/actor';
import { createHash, randomBytes } from 'node:crypto';
import { isNewCartType } from '../../../../utils/cart';
import type { CartGroupView } from '../../../../utils/orders/wire';
import type { Identity } from '../../../auth';
import { GoneError, NotFoundError, RefusedError } from '../../../domain/errors';
import type { SmsProvider } from '../../../providers/sms/types';
import type { CartDeps } from './cart.deps';
import * as repo from './cart.repo';
import type { Pair } from './cart.repo';
import { viewOf } from './cart.service';
import { type Group, openGroup } from './collection.service';
import { advisorOf, insertLink, linkByHash, mobileOfUser, spendLinks } from './links.repo';

export const LINK_TTL_MS = 48 * 3_600_000;
export const LINK_MESSAGES = {
  notFound: 'This cart link is not valid',
  notYours: 'This cart link was sent to someone else',
  expired: 'This cart link has expired; ask your advisor for a new one',
  used: 'This cart link has already been used',
} as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** '9000000001' -> 'XXXXXX0001': enough for the advisor to recognise the number, no more. */
export const maskMobileTail = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

export interface LinkDeps extends CartDeps {
  sms: SmsProvider;
  /** The web app's origin, for the absolute link in the SMS. */
  webOrigin: string;
}

export interface SentLink {
  link: string;
  expires_at: string;
  /** The client's registered mobile, masked; null when the SMS could not be sent (the advisor can copy the link). */
  sent_to: string | null;
}

export async function generateCartLink(
  deps: LinkDeps,
  pair: Pair,
  group: Group,
  sentBy: Actor,
): Promise<SentLink> {
  const carts = await openGroup(deps, pair, group, 'include');
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  const first = carts[0];
  const linkGroup = isNewCartType(first.cartType) ? { collectionId: first.collectionId } : { sessionId: first.sessionId };
  await deps.db.transaction(async (tx) => {
    await repo.lockPair(tx, pair);
    // A new link replaces the old: the token the client had answers "already used" from now on.
    await spendLinks(tx, pair.userId, linkGroup, now);
    await insertLink(tx, {
      tokenHash: hashToken(token),
      userId: pair.userId,
      expertId: pair.expertId,
      collectionId: linkGroup.collectionId ?? null,
      sessionId: linkGroup.sessionId ?? null,
      expiresAt,
      sentBy: sentBy.kind,
      sentByUserId: sentBy.userId,
    });
    await repo.setCartStatus(tx, carts.map((c) => c.id), 'link_sent', ['created', 'link_sent']);
  });
  const link = `/cart/summary?token=${token}`;
  const mobile = await mobileOfUser(deps.db, pair.userId);
  const advisor = pair.expertId ? await advisorOf(deps.db, pair.expertId) : null;
  const until = expiresAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  const text =
    `${advisor?.name ?? 'Your advisor'} has prepared orders for you on ZF. Review and confirm them with your OTP: ` +
    `${deps.webOrigin}${link} (valid once, until ${until} IST).`;
  const sent = mobile ? await deps.sms.send(mobile, text).then(() => true, () => false) : false;
  return { link, expires_at: expiresAt.toISOString(), sent_to: sent && mobile ? maskMobileTail(mobile) : null };
}

export interface LinkedCart {
  collection_id: string | null;
  session_id: string | null;
  expert_id: string | null;
  expires_at: string;
  /** Who built the orders, as every order will carry them. */
  advisor: { name: string | null; arn: string | null; euin: string | null } | null;
  carts: CartGroupView[];
}

/** The linked carts, for the investor the link is for only; it stays unspent until their checkout. */
export async function openCartLink(deps: CartDeps, caller: Identity, token: string): Promise<LinkedCart> {
  const link = await linkByHash(deps.db, hashToken(token));
  if (!link) throw new NotFoundError(LINK_MESSAGES.notFound);
  // An advisor (the sender included) never opens the client's side: only the investor confirms.
  if (caller.role === 'expert' || link.userId !== caller.userId) throw new RefusedError(LINK_MESSAGES.notYours);
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
    advisor: link.expertId ? await advisorOf(deps.db, link.expertId) : null,
    carts: Object.values(all),
  };
}
