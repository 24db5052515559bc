// Cart items and groups shaped as docs/CART.md answers them, for the cart handlers and the cart tests.
import { isOldCartType, type CartType } from '@/utils/cart';
import type { CartGroupView, CartItemView } from '@/utils/orders/wire';

export const ASHA_ID = 'u-1';

let seq = 0;

export function cartItemFixture(overrides: Partial<CartItemView> = {}): CartItemView {
  seq += 1;
  return {
    id: `item-${seq}`,
    cart_id: 'cart-x',
    cart_type: 'purchase_lumpsum',
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, seq)).toISOString(),
    collection_id: 'col-1',
    session_id: null,
    scheme_code: 118989,
    scheme_name: 'HDFC Mid-Cap Opportunities Fund - Regular Growth',
    fund_house: 'HDFC Mutual Fund',
    plan: 'regular',
    target_scheme_code: null,
    target_scheme_name: null,
    folio_no: null,
    amount: 500000,
    units: null,
    redeem_by: null,
    sip_day: null,
    sip_frequency: null,
    sip_start_date: null,
    sip_end_date: null,
    sip_installments: null,
    step_up_amount_paise: null,
    step_up_percent: null,
    step_up_frequency: null,
    sip_id: null,
    expected_nav_date: '2026-11-23',
    trail_bps: 75,
    issues: [],
    ...overrides,
  };
}

export function sipItemFixture(overrides: Partial<CartItemView> = {}): CartItemView {
  return cartItemFixture({
    cart_type: 'purchase_sip',
    scheme_code: 120503,
    scheme_name: 'Axis ELSS Tax Saver Fund - Regular Growth',
    fund_house: 'Axis Mutual Fund',
    amount: 200000,
    sip_day: 5,
    sip_frequency: 'monthly',
    sip_start_date: '2026-12-05',
    sip_installments: 12,
    expected_nav_date: '2026-12-05',
    trail_bps: 90,
    ...overrides,
  });
}

/** A group of items of one type, counted and summed as the backend does. */
export function cartGroupFixture(type: CartType, items: CartItemView[], id = `cart-${type}`): CartGroupView {
  const first = items[0];
  return {
    id,
    cart_type: type,
    // An empty new cart joins collection col-1; an old-type cart gets a session of its own.
    collection_id: first ? first.collection_id : isOldCartType(type) ? null : 'col-1',
    session_id: first ? first.session_id : isOldCartType(type) ? `sess-${type}` : null,
    status: 'created',
    items: items.map((i) => ({ ...i, cart_id: id, cart_type: type })),
    count: items.length,
    total_amount: items.reduce((sum, i) => sum + i.amount, 0),
  };
}
