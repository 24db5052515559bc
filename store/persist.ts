// redux-persist wiring (spec section 9): cart in localStorage, portfolio view in sessionStorage.
// Storage is looked up on each call, so the same reducers run on the server (nothing stored,
// nothing read) and in the browser; persistence only starts via startPersistence after mount.
import type { Storage } from 'redux-persist';
import type { PersistConfig } from 'redux-persist';
import type { CartState } from './cartSlice';
import { PORTFOLIO_MODAL_FLAGS, type PortfolioState } from './portfolioSlice';

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
