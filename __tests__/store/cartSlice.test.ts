import reducer, {
  clearCart,
  initialCartState,
  setActiveCart,
  setAllCarts,
  setCartUserId,
  setKycData,
  type CartGroup,
} from '@/store/cartSlice';

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
    const s = reducer(initialCartState, setAllCarts({ carts: { purchase }, userId: 'u-9' }));
    expect(s.allCarts.purchase.count).toBe(1);
    expect(s.cart_user_id).toBe('u-9');
    // Without a user id the stored one is kept.
    expect(reducer(s, setAllCarts({ carts: {} })).cart_user_id).toBe('u-9');
  });

  it('keeps the active cart, the user id and KYC data, and clears them all', () => {
    let s = reducer(
      initialCartState,
      setActiveCart({
        cart_type: 'purchase',
        cart_count: 1,
        cart_amount: 500000,
        navigation: null,
      }),
    );
    s = reducer(s, setCartUserId('u-2'));
    s = reducer(s, setKycData({ ...emptyKyc, kyc_status: 'verified', user_id: 'u-2' }));
    expect(s.activeCart?.cart_count).toBe(1);
    expect(s.kycData?.kyc_status).toBe('verified');
    expect(reducer(s, clearCart())).toEqual(initialCartState);
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
