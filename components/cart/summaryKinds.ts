// Which carts a summary page shows: /cart/summary the new-type carts (one collection with ?cid=), and each old
// type's page its own cart (one session with ?s=).
import { NEW_CART_TYPES, OLD_CART_TYPES, isPurchaseVariant, type CartType, type OldCartType } from '@/utils/cart';
import type { AllCartsData, CartGroupView } from '@/utils/orders/wire';

export type SummaryKind = 'new' | OldCartType;

export const SUMMARY_TITLES: Readonly<Record<SummaryKind, string>> = {
  new: 'Cart summary',
  redemption: 'Redemption summary',
  switch: 'Switch summary',
  stp: 'STP summary',
  swp: 'SWP summary',
};

/** The title once the orders are placed: the receipt (and a payment's return) shows orders, not a cart. */
export const ORDERS_TITLE = 'Order receipt';

/**
 * SIP and lumpsum purchases are shown as one purchase cart, even when only one kind is in it (the cart rule the
 * badge follows too): their items together,
 * newest last, count and amount summed. Each item keeps its own cart type, so checkout still tells SIPs from lumpsums;
 * clearing 'purchase' clears every purchase variant.
 */
export function mergePurchases(groups: CartGroupView[]): CartGroupView[] {
  const purchases = groups.filter((g) => isPurchaseVariant(g.cart_type));
  if (purchases.length === 0) return groups;
  const merged: CartGroupView = {
    ...purchases[0],
    cart_type: 'purchase',
    items: purchases.flatMap((g) => g.items).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    count: purchases.reduce((n, g) => n + g.count, 0),
    total_amount: purchases.reduce((n, g) => n + g.total_amount, 0),
  };
  return [merged, ...groups.filter((g) => !isPurchaseVariant(g.cart_type))];
}

/** The carts of the page, in the order of the cart types; `ref` is the collection or session in the address. */
export function groupsFor(carts: AllCartsData, kind: SummaryKind, ref?: string | null): CartGroupView[] {
  const types: readonly CartType[] = kind === 'new' ? NEW_CART_TYPES : [kind];
  return mergePurchases(
    types
      .map((t) => carts[t])
      .filter((g): g is CartGroupView => !!g && g.items.length > 0)
      .filter((g) => !ref || (kind === 'new' ? g.collection_id === ref : g.session_id === ref)),
  );
}

/** Old types are checked out by session; new types by their (shared) collection. */
export function checkoutRef(kind: SummaryKind, groups: CartGroupView[]): { collection_id: string } | { session_id: string } | null {
  const first = groups[0];
  if (!first) return null;
  if (kind === 'new') return first.collection_id ? { collection_id: first.collection_id } : null;
  return first.session_id ? { session_id: first.session_id } : null;
}

export const isOldKind = (kind: string): kind is OldCartType => (OLD_CART_TYPES as readonly string[]).includes(kind);
