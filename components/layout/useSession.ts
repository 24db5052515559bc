import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { LOGGED_OUT, readShellSession, SESSION_CHANGED_EVENT, type ShellSession } from './session';

/**
 * The visitor's session for the header, footer and side menu. The server and the first client render
 * both see a logged-out visitor (storage is browser-only), so hydration matches; the real session is
 * read right after mount and again on navigation, on login/logout (announced by the store and by
 * endSession, SESSION_CHANGED_EVENT) and on storage changes made in other tabs.
 */
export function useSession(): ShellSession {
  const router = useRouter();
  const [session, setSession] = useState<ShellSession>(LOGGED_OUT);
  const path = router?.asPath;

  useEffect(() => {
    const refresh = () => setSession(readShellSession());
    refresh();
    window.addEventListener(SESSION_CHANGED_EVENT, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, [path]);

  return session;
}
