import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import AppLayout from '@/components/layout/AppLayout';
import { useShellState } from '@/components/layout/shellStore';
import { loadRouteTable, useClientGuard } from '@/components/app/useClientGuard';
import { useHttpCallbacks } from '@/components/app/useHttpCallbacks';
import { useRouteProgress } from '@/components/app/useRouteProgress';
import { useToastsWanted } from '@/components/app/useToastsWanted';
import { isBusinessHidden } from '@/utils/business';
import '@/styles/globals.scss';

// Toasts only ever appear after something happens in the browser: their container (react-toastify, 35 KB)
// loads when the first one is asked for (utils/toast.ts), not with every page.
const Toasts = dynamic(() => import('@/components/app/Toasts'), { ssr: false });
// The follow-up reminders load only where the layout renders them: for a logged-in expert, in every layout.
const FollowUpReminders = dynamic(() => import('@/components/desk/FollowUpReminders'), { ssr: false });
const expertTools = <FollowUpReminders />;
// Event tracking loads once the browser is idle after the first paint (useIdle), never with a page.
const Tracking = dynamic(() => import('@/components/app/Tracking'), { ssr: false });
// Redux is not part of the shell (components/app/StoreProvider.tsx): a page gets the store from its own chunk of
// the provider, listed with the page's scripts when the server renders it, unless it is marked store-free.
// (The loader is written inline: Next's compiler lists a dynamic import with the page's scripts only in that form.)
const StoreProvider = dynamic(() => import('@/components/app/StoreProvider'));
const loadStoreProvider = () => import('@/components/app/StoreProvider');
// The auth modals can only be opened through the store, so they mount once a page or widget has loaded it.
const AuthModalHost = dynamic(() => import('@/components/auth/AuthModalHost'), { ssr: false });

/** A page that neither it nor anything it renders at once uses the redux store: its first load carries no redux. */
export type StoreFreePage = { storeFree?: true };

/**
 * Whoever moves to another page will likely need the store there, and the route guard decides on it: their code is
 * fetched as the move starts.
 */
function usePreloadOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      void loadStoreProvider();
      void loadRouteTable();
    };
    router.events.on('routeChangeStart', preload);
    return () => router.events.off('routeChangeStart', preload);
  }, [router]);
}

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

/**
 * What the app mounts later, each deciding for itself: their state changes (the browser turned idle, a toast was
 * asked for, a page loaded the store) re-render only them, not the app and its page.
 */
function LateWidgets() {
  const toastsWanted = useToastsWanted();
  const idle = useIdle();
  const storeActive = useShellState('storeActive');
  return (
    <>
      {storeActive && <AuthModalHost />}
      {toastsWanted && <Toasts />}
      {idle && <Tracking />}
    </>
  );
}

export default function App({ Component, pageProps }: AppProps & { Component: StoreFreePage }) {
  useHttpCallbacks();
  useClientGuard();
  useRouteProgress();
  usePreloadOnNavigation();
  // The same element while the page and its props are the same: when the app renders again (Next gives it a new
  // router state right after hydration, and on every query change), React skips the page's whole tree.
  const page = useMemo(
    () => (Component.storeFree ? <Component {...pageProps} /> : <StoreProvider><Component {...pageProps} /></StoreProvider>),
    [Component, pageProps],
  );
  return (
    <>
      <AppLayout
        isMobileDevice={pageProps?.isMobileDevice}
        hideBusiness={pageProps?.hideBusiness ?? isBusinessHidden()}
        expertTools={expertTools}
      >
        {page}
      </AppLayout>
      <LateWidgets />
    </>
  );
}
