import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import AuthModalHost from '@/components/auth/AuthModalHost';
import AppLayout from '@/components/layout/AppLayout';
import { useClientGuard } from '@/components/app/useClientGuard';
import { useHttpCallbacks } from '@/components/app/useHttpCallbacks';
import { useRouteProgress } from '@/components/app/useRouteProgress';
import { useToastsWanted } from '@/components/app/useToastsWanted';
import { makeStore, startPersistence, type AppStore } from '@/store';
import { hydrateFromStorage } from '@/store/authSlice';
import { readAuthSnapshot } from '@/utils/storage';
import { isBusinessHidden } from '@/utils/business';
import '@/styles/globals.scss';

// Toasts only ever appear after something happens in the browser: their container (react-toastify, 35 KB)
// loads when the first one is asked for (utils/toast.ts), not with every page.
const Toasts = dynamic(() => import('@/components/app/Toasts'), { ssr: false });
// The follow-up reminders load only where the expert layout renders them for a logged-in expert.
const FollowUpReminders = dynamic(() => import('@/components/desk/FollowUpReminders'), { ssr: false });
// Event tracking loads once the browser is idle after the first paint (useIdle), never with a page.
const Tracking = dynamic(() => import('@/components/app/Tracking'), { ssr: false });

/** True once the browser has been idle after mount (requestIdleCallback, or a short timeout where it is missing). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}

/** Effects that need the store: session hydration, HTTP callbacks, route guard and progress bar. */
function AppEffects({ store }: { store: AppStore }) {
  useEffect(() => {
    // Persistence starts after mount so that the server HTML is complete and hydration matches.
    void startPersistence(store);
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
  const toastsWanted = useToastsWanted();
  const idle = useIdle();
  return (
    <Provider store={store}>
      <AppEffects store={store} />
      <AppLayout
        isMobileDevice={pageProps?.isMobileDevice}
        hideBusiness={pageProps?.hideBusiness ?? isBusinessHidden()}
        expertTools={<FollowUpReminders />}
      >
        <Component {...pageProps} />
      </AppLayout>
      <AuthModalHost />
      {toastsWanted && <Toasts />}
      {idle && <Tracking />}
    </Provider>
  );
}
