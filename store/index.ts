// The redux store. makeStore() gives a fresh store (one per server request, one per browser tab);
// startPersistence() is called by _app inside useEffect, never at module load (see STACK.md).
import { configureStore } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
// The constants alone: redux-persist's index would bring the whole library into the app shell (it declares no
// sideEffects), and the rest of it loads with startPersistence.
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import { dynamicMiddleware, injectPersisted, rootReducer } from './root';

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

const persistors = new WeakMap<AppStore, Promise<Persistor>>();

/**
 * Starts saving and restoring the persisted slices. Call once after mount; calling again for the
 * same store (React strict mode runs effects twice) answers the same persistor. Null on the server.
 * redux-persist loads here, after the page is on screen: nothing needs it before, and the app shell
 * stays smaller.
 */
export function startPersistence(store: AppStore): Promise<Persistor | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  let persistor = persistors.get(store);
  if (!persistor) {
    persistor = import('./persist').then(({ persistedSlices, persistStore }) => {
      injectPersisted(persistedSlices);
      return persistStore(store);
    });
    persistors.set(store, persistor);
  }
  return persistor;
}
