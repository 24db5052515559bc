// The redux store. makeStore() gives a fresh store (one per server request, one per browser tab);
// startPersistence() is called by _app inside useEffect, never at module load (see STACK.md).
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import authReducer from './authSlice';
import cartReducer from './cartSlice';
import contentReducer from './contentSlice';
import kycReducer from './kycSlice';
import { cartPersistConfig, portfolioPersistConfig } from './persist';
import portfolioReducer from './portfolioSlice';
import uiReducer from './uiSlice';

// auth is deliberately not persisted: tokens stay in utils/storage, and the auth slice is
// rebuilt from it with hydrateFromStorage(readAuthSnapshot()).
export const rootReducer = combineReducers({
  auth: authReducer,
  ui: uiReducer,
  cart: persistReducer(cartPersistConfig, cartReducer),
  portfolio: persistReducer(portfolioPersistConfig, portfolioReducer),
  kyc: kycReducer,
  content: contentReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // Dev-only checks; portfolio and content lists are large, so warn later than the default 32 ms.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 128,
        },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

const persistors = new WeakMap<AppStore, Persistor>();

/**
 * Starts saving and restoring the persisted slices. Call once after mount; calling again for the
 * same store (React strict mode runs effects twice) returns the same persistor. Null on the server.
 */
export function startPersistence(store: AppStore): Persistor | null {
  if (typeof window === 'undefined') return null;
  const existing = persistors.get(store);
  if (existing) return existing;
  const persistor = persistStore(store);
  persistors.set(store, persistor);
  return persistor;
}
