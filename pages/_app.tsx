import type { AppProps } from 'next/app';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import AuthModalHost from '@/components/auth/AuthModalHost';
import AppLayout from '@/components/layout/AppLayout';
import { useClientGuard } from '@/components/app/useClientGuard';
import { useHttpCallbacks } from '@/components/app/useHttpCallbacks';
import { useRouteProgress } from '@/components/app/useRouteProgress';
import { makeStore, startPersistence, type AppStore } from '@/store';
import { hydrateFromStorage } from '@/store/authSlice';
import { readAuthSnapshot } from '@/utils/storage';
import { isBusinessHidden } from '@/utils/business';
import '@/styles/globals.scss';

/** Effects that need the store: session hydration, HTTP callbacks, route guard and progress bar. */
function AppEffects({ store }: { store: AppStore }) {
  useEffect(() => {
    // Persistence starts after mount so that the server HTML is complete and hydration matches.
    startPersistence(store);
    store.dispatch(hydrateFromStorage(readAuthSnapshot()));
  }, [store]);
  useHttpCallbacks();
  useClientGuard();
  useRouteProgress();
  return null;
}

export default function App({ Component, pageProps }: AppProps) {
  // One store per browser tab; on the server a new one per request.
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <AppEffects store={store} />
      <AppLayout isMobileDevice={pageProps?.isMobileDevice} hideBusiness={pageProps?.hideBusiness ?? isBusinessHidden()}>
        <Component {...pageProps} />
      </AppLayout>
      <AuthModalHost />
      <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} newestOnTop />
    </Provider>
  );
}
