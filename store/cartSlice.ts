// Cart state: carts by type, the active cart, the cart's user and KYC data. The merge and active-cart
// rules live in utils/cart.ts; these reducers only store their results. Everything here is persisted
// (store/persist.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './events';
import { kycRecordLoaded, type KycRecord } from './kycSlice';

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
    cartsLoaded(state, action: PayloadAction<{ carts: Record<string, CartGroup>; userId: string | null }>) {
      state.allCarts = action.payload.carts;
      state.cart_user_id = action.payload.userId;
    },
    /** Recomputed after every change to the carts: the cart holding the most recently created item. */
    activeCartChanged(state, action: PayloadAction<ActiveCart | null>) {
      state.activeCart = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // The cart keeps the selected user's KYC record (the spec persists it with the carts); it is the record
      // the KYC slice holds, filled by the same event, so the two never disagree.
      .addCase(kycRecordLoaded, (state, action) => {
        state.kycData = action.payload;
      })
      .addCase(loggedOut, () => initialCartState);
  },
});

export const { cartsLoaded, activeCartChanged } = cartSlice.actions;
export default cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectAllCarts = (s: WithCart) => s.cart.allCarts;
export const selectActiveCart = (s: WithCart) => s.cart.activeCart;
export const selectCartUserId = (s: WithCart) => s.cart.cart_user_id;
