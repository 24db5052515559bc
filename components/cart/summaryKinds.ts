// Which carts a summary page shows: /cart/summary the new-type carts (one collection with ?cid=), and each old
// type's page its own cart (one session with ?s=).
import { NEW_CART_TYPES, OLD_CART_TYPES, type CartType, type OldCartType } from '@/utils/cart';
import type { AllCartsData, CartGroupView } from '@/utils/orders/wire';

export type SummaryKind = 'new' | OldCartType;

export const SUMMARY_TITLES: Readonly<Record<SummaryKind, string>> = {
  new: 'Cart summary',
  redemption: 'Redemption summary',
  switch: 'Switch summary',
  stp: 'STP summary',
  swp: 'SWP summary',
};

/** The carts of the page, in the order of the cart types; `ref` is the collection or session in the address. */
export function groupsFor(carts: AllCartsData, kind: SummaryKind, ref?: string | null): CartGroupView[] {
  const types: readonly CartType[] = kind === 'new' ? NEW_CART_TYPES : [kind];
  return types
    .map((t) => carts[t])
    .filter((g): g is CartGroupView => !!g && g.items.length > 0)
    .filter((g) => !ref || (kind === 'new' ? g.collection_id === ref : g.session_id === ref));
}

/** Old types are checked out by session; new types by their (shared) collection. */
export function checkoutRef(kind: SummaryKind, groups: CartGroupView[]): { collection_id: string } | { session_id: string } | null {
  const first = groups[0];
  if (!first) return null;
  if (kind === 'new') return first.collection_id ? { collection_id: first.collection_id } : null;
  return first.session_id ? { session_id: first.session_id } : null;
}

export const isOldKind = (kind: string): kind is OldCartType => (OLD_CART_TYPES as readonly string[]).includes(kind);
