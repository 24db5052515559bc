// The redux store. makeStore() gives a fresh store (one per server request, one per browser tab);
// startPersistence() is called by _app inside useEffect, never at module load (see STACK.md).
import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { dynamicMiddleware, rootReducer } from './root';

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
      }).concat(dynamicMiddleware.middleware),
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
