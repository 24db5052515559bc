// The redux store, for the pages and widgets that use it. The app shell (header, footer, route guard) does not:
// _app wraps a page in this provider unless the page is marked store-free (pages/_app.tsx), and a widget that a
// store-free page loads later (the NAV chart, the cart panel, the search suggestions, the header's cart badge)
// wraps itself with withStore. So redux, the slices and redux-persist load with the first page or widget that
// needs them, never with a public page's first load.
import { useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { announceSessionChange, onSessionEnded } from '@/components/layout/session';
import { setShellState } from '@/components/layout/shellStore';
import { makeStore, startPersistence, type AppStore } from '@/store';
import { hydrateFromStorage, selectLoggedIn } from '@/store/authSlice';
import { loggedOut } from '@/store/events';
import { readAuthSnapshot } from '@/utils/storage';

let browserStore: AppStore | null = null;

/**
 * The tab's one store, made on first use and kept across pages (the cart, the KYC and insurance drafts live on).
 * It tells the shell when the session changes inside it (login, logout), and follows a session the shell ends.
 */
export function getBrowserStore(): AppStore {
  if (browserStore) return browserStore;
  const store = makeStore();
  browserStore = store;
  onSessionEnded(() => store.dispatch(loggedOut()));
  let loggedIn = selectLoggedIn(store.getState());
  store.subscribe(() => {
    const now = selectLoggedIn(store.getState());
    if (now === loggedIn) return;
    loggedIn = now;
    announceSessionChange();
  });
  return store;
}

const started = new WeakSet<AppStore>();

/**
 * After the first mount: persistence starts and the auth slice is filled from storage. After, not at creation,
 * so that the first render in the browser matches the server HTML (which knows no session).
 */
function start(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);
  void startPersistence(store);
  store.dispatch(hydrateFromStorage(readAuthSnapshot()));
  setShellState({ storeActive: true });
}

function OwnStore({ children }: { children: ReactNode }) {
  // On the server a new store per render (requests never share state); in the browser the tab's store.
  const [store] = useState(() => (typeof window === 'undefined' ? makeStore() : getBrowserStore()));
  useEffect(() => start(store), [store]);
  return <Provider store={store}>{children}</Provider>;
}

/** Provides the store, unless a provider above already does (a widget inside a page that has the store). */
export default function StoreProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ReactReduxContext);
  return outer ? <>{children}</> : <OwnStore>{children}</OwnStore>;
}

/** A widget that uses the store and may be loaded by a store-free page (or by the shell). */
export function withStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithStore(props: P) {
    return (
      <StoreProvider>
        <Component {...props} />
      </StoreProvider>
    );
  }
  WithStore.displayName = `withStore(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithStore;
}
