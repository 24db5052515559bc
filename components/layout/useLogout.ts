import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { announceSessionChange } from './session';
import { setShellState } from './shellStore';

/**
 * The logout flow shared by both headers: ask first (the shell's logoutConfirm), then have the backend revoke
 * the session (POST /node/user/auth/logout), forget everything the browser holds for it and go home,
 * even when that call fails. Logout resets everything.
 */
export function useLogout() {
  const router = useRouter();

  const ask = useCallback(() => setShellState({ logoutConfirm: true }), []);
  const cancel = useCallback(() => setShellState({ logoutConfirm: false }), []);
  const confirm = useCallback(async () => {
    // The store and the thunks (the HTTP clients, axios) load when someone logs out, not with every page: the
    // logout resets every slice of the tab's store.
    const [{ getBrowserStore }, { logoutRemote }] = await Promise.all([
      import('@/components/app/StoreProvider'),
      import('@/store/authThunks'),
    ]);
    await getBrowserStore().dispatch(logoutRemote());
    setShellState({ logoutConfirm: false });
    announceSessionChange();
    await router.push('/');
  }, [router]);

  return { ask, cancel, confirm };
}
