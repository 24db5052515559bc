// The spec's cart rules, pure: how the carts the backend answers become the cart state (SIP and lumpsum purchases
// merged into one purchase cart, counts and amounts summed), where each cart's button leads, and which cart is
// active. The cart slice calls these after every change.
import { isCartType, isOldCartType, mergedCartType, type CartType } from '@/utils/cart';
import type { AllCartsData, CartGroupView } from '@/utils/orders/wire';
import type { ActiveCart, CartGroup, CartItem, CartNavigation } from './cartSlice';

/** The amount a cart item counts for: `amount` (paise) or, on older answers, `total_amount`. */
export const itemAmount = (item: CartItem) => Number(item.amount ?? item.total_amount ?? 0);

/**
 * Where a cart's summary opens: the collection and type for every cart; old types add their session id; a switch
 * opens with the switch header and a redemption with "Redemption" chosen in the order-type drop-down.
 */
export function cartNavigation(type: string, group: { collection_id?: string | null; session_id?: string | null }): CartNavigation {
  const nav: CartNavigation = { cart_type: type, collection_id: group.collection_id ?? null };
  if (isOldCartType(type)) nav.session_id = group.session_id ?? null;
  if (type === 'switch') nav.routeData = { currentValue: 0, isSwitchHeader: true };
  if (type === 'redemption') nav.dropDownValue = 'Redemption';
  return nav;
}

/** Count and total follow the items: a change to the items recounts and re-sums them. */
export function recount(group: CartGroup): CartGroup {
  return { ...group, count: group.items.length, total_amount: group.items.reduce((sum, i) => sum + itemAmount(i), 0) };
}

function fromView(type: string, view: CartGroupView): CartGroup {
  return {
    items: view.items.map((item) => ({ ...item })),
    count: view.count,
    total_amount: view.total_amount,
    id: view.id,
    navigation: cartNavigation(type, view),
  };
}

/** Merges a cart into the state's carts: SIP and lumpsum purchases join the one purchase cart, summed. */
function mergeInto(carts: Record<string, CartGroup>, type: CartType, view: CartGroupView): void {
  const key = mergedCartType(type);
  const incoming = fromView(key, view);
  const present = carts[key];
  if (!present) {
    carts[key] = incoming;
    return;
  }
  carts[key] = {
    ...present,
    items: [...present.items, ...incoming.items],
    count: present.count + incoming.count,
    total_amount: present.total_amount + incoming.total_amount,
  };
}

/** The state's carts from GET get_all_carts: one entry per merged type; empty carts are left out. */
export function cartsFromAnswer(answer: AllCartsData): Record<string, CartGroup> {
  const carts: Record<string, CartGroup> = {};
  for (const [type, view] of Object.entries(answer) as [CartType, CartGroupView | undefined][]) {
    if (view && view.items.length > 0) mergeInto(carts, type, view);
  }
  return carts;
}

/**
 * One cart answered after an add: its items replace those of the same cart type (inside the merged purchase
 * cart, the other variant's items stay).
 */
export function cartReplaced(carts: Record<string, CartGroup>, view: CartGroupView): Record<string, CartGroup> {
  const key = mergedCartType(view.cart_type);
  const present = carts[key];
  const others = present ? present.items.filter((i) => i.cart_type !== view.cart_type) : [];
  const next = { ...carts };
  const items = [...others, ...view.items.map((item) => ({ ...item }))];
  if (items.length === 0) delete next[key];
  else next[key] = recount({ items, count: 0, total_amount: 0, id: present?.id ?? view.id, navigation: cartNavigation(key, view) });
  return next;
}

/** Removes an item from whichever cart holds it; a cart left empty is dropped. */
export function itemRemoved(carts: Record<string, CartGroup>, itemId: string): Record<string, CartGroup> {
  const next = { ...carts };
  for (const [type, group] of Object.entries(carts)) {
    if (!group.items.some((i) => i.id === itemId)) continue;
    const rest = recount({ ...group, items: group.items.filter((i) => i.id !== itemId) });
    if (rest.count === 0) delete next[type];
    else next[type] = rest;
  }
  return next;
}

/** Clearing any purchase variant clears the merged purchase cart. */
export function typeCleared(carts: Record<string, CartGroup>, type: string): Record<string, CartGroup> {
  const next = { ...carts };
  delete next[isCartType(type) ? mergedCartType(type) : type];
  return next;
}

const createdAtOf = (item: CartItem) => Date.parse(item.createdAt) || 0;

/** The cart holding the most recently created item; a redemption's or switch's amount is shown as 0. */
export function activeCartOf(carts: Record<string, CartGroup>): ActiveCart | null {
  let newest: { type: string; at: number } | null = null;
  for (const [type, group] of Object.entries(carts)) {
    for (const item of group.items) {
      const at = createdAtOf(item);
      if (!newest || at > newest.at) newest = { type, at };
    }
  }
  if (!newest) return null;
  const group = carts[newest.type];
  const amountless = newest.type === 'redemption' || newest.type === 'switch';
  return {
    cart_type: newest.type,
    cart_count: group.count,
    cart_amount: amountless ? 0 : group.total_amount,
    navigation: group.navigation,
  };
}
