// Cart state of spec section 3. The merge and active-cart rules live in utils/cart.ts; these
// reducers only store their results. Everything here is persisted (store/persist.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KycRecord } from './kycSlice';

export interface CartItem {
  id: string;
  createdAt: string;
  session_id?: string | null;
  total_amount?: number;
  amount?: number;
  [field: string]: unknown;
}

/** Where the cart button goes: the cart summary with these params. */
export interface CartNavigation {
  cart_type: string;
  collection_id?: string | null;
  session_id?: string | null;
  [param: string]: unknown;
}

export interface CartGroup {
  items: CartItem[];
  count: number;
  total_amount: number;
  id: string | null;
  navigation: CartNavigation | null;
}

export interface ActiveCart {
  cart_type: string;
  cart_count: number;
  cart_amount: number;
  navigation: CartNavigation | null;
}

export interface CartState {
  /** Keyed by cart type (purchase, redemption, switch, stp, swp, new_stepup, modify_stepup, ...). */
  allCarts: Record<string, CartGroup>;
  activeCart: ActiveCart | null;
  cart_user_id: string | null;
  kycData: KycRecord | null;
}

export const initialCartState: CartState = {
  allCarts: {},
  activeCart: null,
  cart_user_id: null,
  kycData: null,
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Carts fetched for a user are stored together with that user's id. */
    setAllCarts(
      state,
      action: PayloadAction<{ carts: Record<string, CartGroup>; userId?: string | null }>,
    ) {
      state.allCarts = action.payload.carts;
      if (action.payload.userId !== undefined) state.cart_user_id = action.payload.userId;
    },
    setActiveCart(state, action: PayloadAction<ActiveCart | null>) {
      state.activeCart = action.payload;
    },
    setCartUserId(state, action: PayloadAction<string | null>) {
      state.cart_user_id = action.payload;
    },
    setKycData(state, action: PayloadAction<KycRecord | null>) {
      state.kycData = action.payload;
    },
    clearCart() {
      return initialCartState;
    },
  },
});

export const { setAllCarts, setActiveCart, setCartUserId, setKycData, clearCart } =
  cartSlice.actions;
export default cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectAllCarts = (s: WithCart) => s.cart.allCarts;
export const selectActiveCart = (s: WithCart) => s.cart.activeCart;
export const selectCartUserId = (s: WithCart) => s.cart.cart_user_id;
