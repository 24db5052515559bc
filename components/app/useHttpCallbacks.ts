import { useRouter } from 'next/router';
import { useEffect } from 'react';
// From callbacks.ts itself: the services/http index creates the axios clients, which stay out of the shell.
import { configureHttp } from '@/services/http/callbacks';
import { endSession } from '@/components/layout/session';

/** The HTTP interceptors do no UI work themselves: the app tells them how to clear, navigate and report. */
export function useHttpCallbacks() {
  const router = useRouter();
  useEffect(() => {
    configureHttp({
      clearSession: endSession,
      redirect: (to) => void router.replace(to),
      onSessionExpired: endSession,
      // Failures are logged here; screens that want a toast show DEFAULT_ERROR_MESSAGE themselves.
      onError: (error) => console.warn('[http]', error instanceof Error ? error.message : error),
    });
  }, [router]);
}
