import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { logoutConfirmClosed, logoutConfirmOpened } from '@/store/uiSlice';
import { announceSessionChange } from './session';

/**
 * The logout flow shared by both headers: ask first (ui.logoutConfirm), then have the backend revoke
 * the session (POST /node/user/auth/logout), forget everything the browser holds for it and go home,
 * even when that call fails. Logout resets everything.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const router = useRouter();

  const ask = useCallback(() => dispatch(logoutConfirmOpened()), [dispatch]);
  const cancel = useCallback(() => dispatch(logoutConfirmClosed()), [dispatch]);
  const confirm = useCallback(async () => {
    // The thunks bring the HTTP clients (axios): loaded when someone logs out, not with every page.
    const { logoutRemote } = await import('@/store/authThunks');
    await dispatch(logoutRemote());
    announceSessionChange();
    await router.push('/');
  }, [dispatch, router]);

  return { ask, cancel, confirm };
}
