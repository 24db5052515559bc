import reducer, {
  activeCartChanged,
  cartItemAdded,
  cartItemRemoved,
  cartsFetched,
  cartsLoaded,
  cartTypeCleared,
  initialCartState,
  type CartGroup,
} from '@/store/cartSlice';
import { cartNavigation } from '@/store/cartRules';
import { cartPersistConfig } from '@/store/persist';
import { cartGroupFixture, cartItemFixture, sipItemFixture } from '../mocks/handlers/cartFixtures';
import { loggedOut } from '@/store/events';
import { kycRecordLoaded } from '@/store/kycSlice';

const purchase: CartGroup = {
  items: [{ id: 'i-1', createdAt: '2026-01-05T10:00:00Z', amount: 500000 }],
  count: 1,
  total_amount: 500000,
  id: 'c-1',
  navigation: { cart_type: 'purchase', collection_id: 'c-1' },
};

describe('cart slice', () => {
  it('starts empty with the spec field names', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({
      allCarts: {},
      activeCart: null,
      cart_user_id: null,
      kycData: null,
    });
  });

  it('stores carts keyed by type together with the cart user id', () => {
    const s = reducer(initialCartState, cartsLoaded({ carts: { purchase }, userId: 'u-9' }));
    expect(s.allCarts.purchase.count).toBe(1);
    expect(s.cart_user_id).toBe('u-9');
  });

  it('keeps the active cart and the KYC record the kyc slice received, and forgets them on logout', () => {
    let s = reducer(
      initialCartState,
      activeCartChanged({
        cart_type: 'purchase',
        cart_count: 1,
        cart_amount: 500000,
        navigation: null,
      }),
    );
    s = reducer(s, kycRecordLoaded({ ...emptyKyc, kyc_status: 'verified', user_id: 'u-2' }));
    expect(s.activeCart?.cart_count).toBe(1);
    expect(s.kycData?.kyc_status).toBe('verified');
    expect(reducer(s, loggedOut())).toEqual(initialCartState);
  });
});

const emptyKyc = {
  pancard_no: null,
  name: null,
  kyc_status: null,
  dob: null,
  id: null,
  mobile_no: null,
  navigate_to: null,
  digilocker_status: null,
  e_sign: null,
  user_id: null,
  fd_mobile_number: null,
};

describe('cart rules', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
  const lump = cartItemFixture({ id: 'l-1', cart_type: 'purchase_lumpsum', amount: 500000, createdAt: at(1) });
  const sip = sipItemFixture({ id: 's-1', amount: 200000, createdAt: at(2) });
  const sip2 = sipItemFixture({ id: 's-2', amount: 300000, createdAt: at(3) });
  const redeem = cartItemFixture({ id: 'r-1', cart_type: 'redemption', amount: 700000, createdAt: at(4), collection_id: null, session_id: 'sess-r' });
  const fetched = (...groups: ReturnType<typeof cartGroupFixture>[]) =>
    reducer(initialCartState, cartsFetched({ carts: Object.fromEntries(groups.map((g) => [g.cart_type, g])), userId: 'u-1' }));

  it('merges SIP and lumpsum purchases into one purchase cart with summed count, amount and items', () => {
    const s = fetched(cartGroupFixture('purchase_lumpsum', [lump]), cartGroupFixture('purchase_sip', [sip, sip2]));
    expect(Object.keys(s.allCarts)).toEqual(['purchase']);
    expect(s.allCarts.purchase).toMatchObject({ count: 3, total_amount: 1000000 });
    expect(s.allCarts.purchase.items.map((i) => i.id).sort()).toEqual(['l-1', 's-1', 's-2']);
    expect(s.cart_user_id).toBe('u-1');
  });

  it('makes the cart holding the newest item active, recomputed after each change', () => {
    let s = fetched(cartGroupFixture('purchase_sip', [sip]), cartGroupFixture('redemption', [redeem]));
    expect(s.activeCart?.cart_type).toBe('redemption');
    s = reducer(s, cartItemRemoved({ itemId: 'r-1' }));
    expect(s.activeCart).toMatchObject({ cart_type: 'purchase', cart_count: 1, cart_amount: 200000 });
    const added = cartGroupFixture('swp', [cartItemFixture({ id: 'w-1', cart_type: 'swp', amount: 100000, createdAt: at(9), session_id: 'sess-w' })]);
    s = reducer(s, cartItemAdded({ cart: added, item_ids: ['w-1'] }));
    expect(s.activeCart).toMatchObject({ cart_type: 'swp', cart_count: 1, cart_amount: 100000 });
  });

  it('shows amount 0 for an active redemption or switch cart', () => {
    expect(fetched(cartGroupFixture('redemption', [redeem])).activeCart).toMatchObject({ cart_count: 1, cart_amount: 0 });
    const sw = cartItemFixture({ cart_type: 'switch', amount: 400000, session_id: 'sess-s' });
    expect(fetched(cartGroupFixture('switch', [sw])).activeCart?.cart_amount).toBe(0);
  });

  it('recounts and re-sums on delete, and drops a type left empty', () => {
    let s = fetched(cartGroupFixture('purchase_lumpsum', [lump]), cartGroupFixture('purchase_sip', [sip]), cartGroupFixture('redemption', [redeem]));
    s = reducer(s, cartItemRemoved({ itemId: 's-1' }));
    expect(s.allCarts.purchase).toMatchObject({ count: 1, total_amount: 500000 });
    s = reducer(s, cartItemRemoved({ itemId: 'r-1' }));
    expect(s.allCarts.redemption).toBeUndefined();
  });

  it('an add replaces only its own variant inside the merged purchase cart', () => {
    let s = fetched(cartGroupFixture('purchase_lumpsum', [lump]));
    s = reducer(s, cartItemAdded({ cart: cartGroupFixture('purchase_sip', [sip, sip2]), item_ids: ['s-2'] }));
    expect(s.allCarts.purchase).toMatchObject({ count: 3, total_amount: 1000000 });
  });

  it.each(['purchase', 'purchase_sip', 'purchase_lumpsum'])('clearing %s clears the purchase cart', (type) => {
    let s = fetched(cartGroupFixture('purchase_lumpsum', [lump]), cartGroupFixture('redemption', [redeem]));
    s = reducer(s, cartTypeCleared({ cartType: type }));
    expect(Object.keys(s.allCarts)).toEqual(['redemption']);
    expect(s.activeCart?.cart_type).toBe('redemption');
  });

  it('navigates with collection id and type; old types add the session; switch and redemption add their params', () => {
    expect(cartNavigation('purchase', { collection_id: 'col-1' })).toEqual({ cart_type: 'purchase', collection_id: 'col-1' });
    expect(cartNavigation('stp', { collection_id: null, session_id: 'sess-1' })).toEqual({
      cart_type: 'stp',
      collection_id: null,
      session_id: 'sess-1',
    });
    expect(cartNavigation('switch', { session_id: 'sess-2' })).toEqual({
      cart_type: 'switch',
      collection_id: null,
      session_id: 'sess-2',
      routeData: { currentValue: 0, isSwitchHeader: true },
    });
    expect(cartNavigation('redemption', { session_id: 'sess-3' })).toMatchObject({ session_id: 'sess-3', dropDownValue: 'Redemption' });
    expect(fetched(cartGroupFixture('redemption', [redeem])).activeCart?.navigation).toMatchObject({
      cart_type: 'redemption',
      session_id: 'sess-r',
      dropDownValue: 'Redemption',
    });
  });

  it('persists exactly allCarts, activeCart, cart_user_id and kycData', () => {
    expect(cartPersistConfig.whitelist).toEqual(['allCarts', 'activeCart', 'cart_user_id', 'kycData']);
  });

  it('follows the cart api: fetched carts, a removed item and a cleared type', () => {
    const meta = (endpointName: string, originalArgs: unknown) => ({ arg: { endpointName, originalArgs } });
    let s = reducer(initialCartState, {
      type: 'nodeApi/executeQuery/fulfilled',
      payload: { purchase_sip: cartGroupFixture('purchase_sip', [sip]), redemption: cartGroupFixture('redemption', [redeem]) },
      meta: meta('getAllCarts', { userId: 'u-7', expertId: 'e-1' }),
    });
    expect(s).toMatchObject({ cart_user_id: 'u-7', activeCart: { cart_type: 'redemption' } });
    s = reducer(s, { type: 'nodeApi/executeMutation/fulfilled', payload: {}, meta: meta('deleteCartItem', { user_id: 'u-7', item_id: 'r-1' }) });
    expect(s.activeCart?.cart_type).toBe('purchase');
    s = reducer(s, { type: 'nodeApi/executeMutation/fulfilled', payload: {}, meta: meta('deleteCartsByCartType', { user_id: 'u-7', cart_type: 'purchase_sip' }) });
    expect(s).toMatchObject({ allCarts: {}, activeCart: null });
  });
});
