import { useRouter } from 'next/router';
import { useEffect } from 'react';
// From callbacks.ts itself: the services/http index creates the axios clients, which stay out of the shell.
import { configureHttp } from '@/services/http/callbacks';
import { loggedOut } from '@/store/events';
import { useAppDispatch } from '@/store/hooks';
import { clearAll } from '@/utils/storage';

/** The HTTP interceptors do no UI work themselves: the app tells them how to clear, navigate and report. */
export function useHttpCallbacks() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  useEffect(() => {
    configureHttp({
      clearSession: () => {
        clearAll();
        dispatch(loggedOut());
      },
      redirect: (to) => void router.replace(to),
      onSessionExpired: () => {
        clearAll();
        dispatch(loggedOut());
      },
      // Failures are logged here; screens that want a toast show DEFAULT_ERROR_MESSAGE themselves.
      onError: (error) => console.warn('[http]', error instanceof Error ? error.message : error),
    });
  }, [router, dispatch]);
}
