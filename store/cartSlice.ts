// Cart state: carts by type, the active cart, the cart's user and KYC data (all persisted, store/persist.ts). The
// state follows the cart api's results (get_all_carts, add, delete, clear) as events; the rules themselves are
// in ./cartRules.ts, and the active cart is recomputed after every change.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddToCartResult, AllCartsData } from '@/utils/orders/wire';
import { mutationFulfilled, queryFulfilled } from './api/matchers';
import { activeCartOf, cartReplaced, cartsFromAnswer, itemRemoved, typeCleared } from './cartRules';
import { loggedOut } from './events';
import { kycRecordLoaded, type KycRecord } from './kycSlice';

export interface CartItem {
  id: string;
  createdAt: string;
  cart_type?: string;
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
  /** Keyed by cart type (purchase, redemption, switch, stp, swp, new_stepup, modify_stepup). */
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

// The api's results, matched by endpoint name (store/api/cart.ts CART_ENDPOINTS): the slice never imports the
// api, which loads on demand.
const fetched = queryFulfilled<{ userId: string }, AllCartsData>('nodeApi', 'getAllCarts');
const added = mutationFulfilled<{ user_id: string }, AddToCartResult>('nodeApi', 'addToCart');
const removed = mutationFulfilled<{ user_id: string; item_id: string }, unknown>('nodeApi', 'deleteCartItem');
const cleared = mutationFulfilled<{ user_id: string; cart_type: string }, unknown>('nodeApi', 'deleteCartsByCartType');

type Carts = CartState['allCarts'];

function changed(state: CartState, carts: Carts) {
  state.allCarts = carts;
  state.activeCart = activeCartOf(carts);
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** All open carts of a user, as GET get_all_carts answers them; stored with that user's id. */
    cartsFetched(state, action: PayloadAction<{ carts: AllCartsData; userId: string | null }>) {
      changed(state, cartsFromAnswer(action.payload.carts));
      state.cart_user_id = action.payload.userId;
    },
    cartItemAdded(state, action: PayloadAction<AddToCartResult>) {
      changed(state, cartReplaced(state.allCarts as Carts, action.payload.cart));
    },
    cartItemRemoved(state, action: PayloadAction<{ itemId: string }>) {
      changed(state, itemRemoved(state.allCarts as Carts, action.payload.itemId));
    },
    cartTypeCleared(state, action: PayloadAction<{ cartType: string }>) {
      changed(state, typeCleared(state.allCarts as Carts, action.payload.cartType));
    },
    /** Carts already in the state's shape (restored or built elsewhere), stored as given. */
    cartsLoaded(state, action: PayloadAction<{ carts: Carts; userId: string | null }>) {
      state.allCarts = action.payload.carts;
      state.cart_user_id = action.payload.userId;
    },
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
      .addCase(loggedOut, () => initialCartState)
      .addMatcher(fetched, (state, action) => {
        cartSlice.caseReducers.cartsFetched(state, cartsFetched({ carts: action.payload, userId: action.meta.arg.originalArgs.userId }));
      })
      .addMatcher(added, (state, action) => {
        // Another user's cart (an advisor switching clients) waits for its own fetch.
        if (state.cart_user_id && state.cart_user_id !== action.meta.arg.originalArgs.user_id) return;
        cartSlice.caseReducers.cartItemAdded(state, cartItemAdded(action.payload));
      })
      .addMatcher(removed, (state, action) => {
        cartSlice.caseReducers.cartItemRemoved(state, cartItemRemoved({ itemId: action.meta.arg.originalArgs.item_id }));
      })
      .addMatcher(cleared, (state, action) => {
        cartSlice.caseReducers.cartTypeCleared(state, cartTypeCleared({ cartType: action.meta.arg.originalArgs.cart_type }));
      });
  },
});

export const { cartsFetched, cartItemAdded, cartItemRemoved, cartTypeCleared, cartsLoaded, activeCartChanged } =
  cartSlice.actions;
export default cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectAllCarts = (s: WithCart) => s.cart.allCarts;
export const selectActiveCart = (s: WithCart) => s.cart.activeCart;
export const selectCartUserId = (s: WithCart) => s.cart.cart_user_id;
