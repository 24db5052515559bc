// The root reducer and the middleware slot the data layer plugs into. The RTK Query apis (store/api/*) are not
// part of the app shell: each injects its reducer and middleware here when its module first loads (a page or a
// widget that talks to the backend from the browser), so public pages do not carry them.
import {
  combineSlices,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import authReducer from './authSlice';
import { loggedOut } from './events';
import cartReducer from './cartSlice';
import contentReducer from './contentSlice';
import insuranceReducer from './insuranceSlice';
import kycReducer from './kycSlice';
import portfolioReducer from './portfolioSlice';
import profileReducer from './profileSlice';
import uiReducer from './uiSlice';

// cart, portfolio and insurance persist: startPersistence (store/index.ts) swaps in their persisted reducers after mount.
// auth is deliberately not persisted: tokens stay in utils/storage, and the auth slice is rebuilt from it with
// hydrateFromStorage(readAuthSnapshot()).
export const rootReducer = combineSlices({
  auth: authReducer,
  ui: uiReducer,
  cart: cartReducer,
  portfolio: portfolioReducer,
  kyc: kycReducer,
  content: contentReducer,
  profile: profileReducer,
  insurance: insuranceReducer,
});

export const dynamicMiddleware = createDynamicMiddleware();

interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

/** Logout resets everything: an api's cache of the session's data too. */
const resetOnLogout =
  (api: InjectableApi): Middleware =>
  (store) =>
  (next) =>
  (action) => {
    const result = next(action);
    if (loggedOut.match(action)) store.dispatch(api.util.resetApiState());
    return result;
  };

/**
 * Adds an api's reducer and middleware to every store. Only in the browser: the dynamic middleware remembers each
 * store it has run for, and the server makes a store per request (server rendering never fetches through the
 * api: its hooks render their loading state there, and getServerSideProps calls services/ directly).
 */
export function injectApi(api: InjectableApi): void {
  if (typeof window === 'undefined') return;
  // The api states are read only by the api's own hooks, so the root state type does not list them.
  (rootReducer.inject as (slice: InjectableApi) => unknown)(api);
  dynamicMiddleware.addMiddleware(api.middleware, resetOnLogout(api));
}

/** The persisted cart, portfolio and insurance reducers take the plain ones' place (store/persist.ts). */
export function injectPersisted(slices: { reducerPath: 'cart' | 'portfolio' | 'insurance'; reducer: Reducer }[]): void {
  for (const slice of slices) {
    (rootReducer.inject as (slice: { reducerPath: string; reducer: Reducer }, config: { overrideExisting: boolean }) => unknown)(
      slice,
      { overrideExisting: true },
    );
  }
}
