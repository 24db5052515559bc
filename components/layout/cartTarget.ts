// Where the expert header's cart button leads, by the active cart's type: new types to the cart summary,
// old types (redemption, switch, stp, swp) to their own summary page with the session id.
import { isOldCartType, type OldCartType } from '@/utils/cart';

export interface ActiveCartLike {
  cart_type?: string | null;
  cart_count?: number | null;
  navigation?: {
    collection_id?: string | number | null;
    session_id?: string | number | null;
  } | null;
}

/** Old-type carts are order sessions kept by the portfolio screens, each with its own summary page. */
const OLD_TYPE_SUMMARY: Record<OldCartType, string> = {
  redemption: '/portfolio/redeem/summary',
  stp: '/portfolio/stp/summary',
  swp: '/portfolio/swp/summary',
  switch: '/portfolio/switch/summary',
};

export const NO_SESSION_MESSAGE = 'No session ID available for viewing';

export type CartTarget = { href: string } | { error: typeof NO_SESSION_MESSAGE } | null;

/**
 * null when there is no active cart to open. With `clientId` (an expert acting for a client) the cart summary is
 * that client's (`?u=`), even before their first cart exists.
 */
export function cartTarget(cart: ActiveCartLike | null | undefined, clientId?: string | null): CartTarget {
  const forClient = clientId ? `u=${encodeURIComponent(clientId)}` : null;
  const type = cart?.cart_type;
  if (!type) return forClient ? { href: `/cart/summary?${forClient}` } : null;
  const nav = cart.navigation ?? {};
  if (isOldCartType(type)) {
    const oldPath = OLD_TYPE_SUMMARY[type];
    const session = nav.session_id;
    if (session === null || session === undefined || session === '')
      return { error: NO_SESSION_MESSAGE };
    return { href: `${oldPath}?s=${encodeURIComponent(String(session))}` };
  }
  const collection = nav.collection_id;
  const query = [
    collection === null || collection === undefined || collection === '' ? null : `cid=${encodeURIComponent(String(collection))}`,
    forClient,
  ].filter(Boolean);
  return { href: query.length > 0 ? `/cart/summary?${query.join('&')}` : '/cart/summary' };
}
