import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { endSession } from '@/components/layout/session';
import { endServerSession } from '@/services/http/serverLogout';
import { useSession } from '@/components/layout/useSession';
import { getRole, getSelectedClientId, isLoggedIn, readLocal, readSession } from '@/utils/storage';

/** The route table (utils/routes.ts): fetched after the first paint and ahead of each move, not with the shell. */
export const loadRouteTable = () => import('@/utils/routes');

/**
 * The redirects that need browser storage (selected client, transactionAllowed), driven by the
 * same table as middleware.ts. It also repeats the session rules with the stored token, so a page reached by
 * client-side navigation is guarded too. (The first request of a guarded page is decided by middleware.ts.)
 */
export function useClientGuard() {
  const router = useRouter();
  // Decided again when the session changes (login, logout) as well as on navigation.
  const { loggedIn: sessionLoggedIn } = useSession();

  useEffect(() => {
    if (!router.isReady) return;
    let current = true;
    void loadRouteTable().then(({ decideClientRoute, decideServerRoute }) => {
      // Moved on (or the session changed) while the table was on its way: that run decides.
      if (!current) return;
      const pathname = router.asPath.split(/[?#]/)[0] || '/';
      const loggedIn = isLoggedIn();
      const role = getRole();
      const session = { loggedIn, role };
      const bySession = decideServerRoute(pathname, session);
      const decision =
        bySession.action === 'redirect'
          ? bySession
          : decideClientRoute(pathname, router.query, {
              ...session,
              ownUserId: readLocal('user_id') ?? null,
              // An investor's tab that still names another person as selected (left by another session) is the
              // spec's "selected id differs from their own": read the tab's own key, not the investor's id again.
              selectedUserId: role === 'user' ? (readSession('SELECTED_USER_ID') ?? getSelectedClientId()) : getSelectedClientId(),
              transactionAllowed: readLocal('transactionAllowed') === true,
            });
      if (decision.action === 'allow') return;
      if (!decision.clearSession) return void router.replace(decision.to);
      // The cookie may still be live (storage was cleared elsewhere): end the server's side before the login page,
      // or the route guard sends a logged-in cookie from there straight back here.
      void endServerSession().then(() => {
        endSession();
        void router.replace(decision.to);
      });
    });
    return () => {
      current = false;
    };
  }, [router, sessionLoggedIn]);
}
