// redux-persist wiring: cart and the insurance draft in localStorage, portfolio view in sessionStorage.
// This module and redux-persist load only when persistence starts (startPersistence, after mount, in the
// browser): the persisted reducers then replace the plain ones in the store, which is why the server and
// the app shell never carry them.
import { persistReducer, persistStore, type PersistConfig, type Storage } from 'redux-persist';
import cartReducer, { type CartState } from './cartSlice';
import insuranceReducer, { type InsuranceState } from './insuranceSlice';
import portfolioReducer, { PORTFOLIO_MODAL_FLAGS, type PortfolioState } from './portfolioSlice';

export { persistStore };

function webStorage(kind: 'local' | 'session'): globalThis.Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A redux-persist storage over a browser storage, inert where there is none. */
export function persistStorage(kind: 'local' | 'session'): Storage {
  return {
    getItem: async (key: string) => webStorage(kind)?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => {
      webStorage(kind)?.setItem(key, value);
    },
    removeItem: async (key: string) => {
      webStorage(kind)?.removeItem(key);
    },
  };
}

export const CART_PERSIST_KEYS = ['allCarts', 'activeCart', 'cart_user_id', 'kycData'] as const;

export const cartPersistConfig: PersistConfig<CartState> = {
  key: 'cart',
  storage: persistStorage('local'),
  whitelist: [...CART_PERSIST_KEYS],
};

export const portfolioPersistConfig: PersistConfig<PortfolioState> = {
  key: 'portfolio',
  storage: persistStorage('session'),
  blacklist: [...PORTFOLIO_MODAL_FLAGS],
};

// The quotes are asked again on return (prices move); the rest of the funnel is kept.
export const insurancePersistConfig: PersistConfig<InsuranceState> = {
  key: 'insurance',
  storage: persistStorage('local'),
  blacklist: ['insurancePlans', 'userKYC'],
};

/** The slices that persist, wrapped: until PERSIST arrives they pass every action straight through. */
export const persistedSlices = [
  { reducerPath: 'cart' as const, reducer: persistReducer(cartPersistConfig, cartReducer) },
  { reducerPath: 'portfolio' as const, reducer: persistReducer(portfolioPersistConfig, portfolioReducer) },
  { reducerPath: 'insurance' as const, reducer: persistReducer(insurancePersistConfig, insuranceReducer) },
];
