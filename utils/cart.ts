/**
 * Cart types, labels and chart colours. Only the static rules live
 * here; merging, counting and the active-cart choice belong to the cart reducer.
 */

export const CART_TYPES = [
  'purchase',
  'purchase_sip',
  'purchase_lumpsum',
  'redemption',
  'switch',
  'stp',
  'swp',
  'new_stepup',
  'modify_stepup',
] as const;

export type CartType = (typeof CART_TYPES)[number];

export const CART_TYPE_LABELS: Readonly<Record<CartType, string>> = {
  purchase: 'Purchase',
  purchase_sip: 'SIP Purchase',
  purchase_lumpsum: 'Lumpsum Purchase',
  redemption: 'Redemption',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
  new_stepup: 'Step-Up Addition',
  modify_stepup: 'Step-Up Edit',
};

export const PURCHASE_VARIANTS = ['purchase', 'purchase_sip', 'purchase_lumpsum'] as const;
export type PurchaseVariant = (typeof PURCHASE_VARIANTS)[number];

/** New-type carts are addressed by collection id (/cart/summary?cid=...). */
export const NEW_CART_TYPES = [...PURCHASE_VARIANTS, 'new_stepup', 'modify_stepup'] as const;
/** Old-type carts carry a session_id and have their own summary pages. */
export const OLD_CART_TYPES = ['redemption', 'switch', 'stp', 'swp'] as const;
export type NewCartType = (typeof NEW_CART_TYPES)[number];
export type OldCartType = (typeof OLD_CART_TYPES)[number];

/** Chart colours of the cart types; SIP and lumpsum purchases are drawn as Purchase. */
export const CART_CHART_COLOURS = {
  purchase: '#03A87C',
  redemption: '#C8353B',
  switch: '#FFAE00',
  modify_stepup: '#052F5F',
  new_stepup: '#005FCB',
  swp: '#E69C9C',
  stp: '#90C694',
} as const satisfies Readonly<Record<Exclude<CartType, 'purchase_sip' | 'purchase_lumpsum'>, string>>;

export function isCartType(value: unknown): value is CartType {
  return typeof value === 'string' && (CART_TYPES as readonly string[]).includes(value);
}

export function isPurchaseVariant(value: unknown): value is PurchaseVariant {
  return typeof value === 'string' && (PURCHASE_VARIANTS as readonly string[]).includes(value);
}

export function isNewCartType(value: unknown): value is NewCartType {
  return typeof value === 'string' && (NEW_CART_TYPES as readonly string[]).includes(value);
}

export function isOldCartType(value: unknown): value is OldCartType {
  return typeof value === 'string' && (OLD_CART_TYPES as readonly string[]).includes(value);
}

/** SIP and lumpsum purchase carts merge into the one purchase cart; other types stay. */
export function mergedCartType(type: CartType): Exclude<CartType, 'purchase_sip' | 'purchase_lumpsum'> {
  return isPurchaseVariant(type) ? 'purchase' : type;
}

/** 'new_stepup' -> 'Step-Up Addition'; an unknown type is shown as given. */
export function cartTypeLabel(type: string): string {
  return isCartType(type) ? CART_TYPE_LABELS[type] : type;
}

/** Colour for a cart type in charts; undefined for an unknown type. */
export function cartChartColour(type: string): string | undefined {
  return isCartType(type) ? CART_CHART_COLOURS[mergedCartType(type)] : undefined;
}
