import reducer, { activeCartChanged, cartsLoaded, initialCartState, type CartGroup } from '@/store/cartSlice';
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
