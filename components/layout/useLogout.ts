import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { logout } from '@/store/authSlice';
import { clearCart } from '@/store/cartSlice';
import { useAppDispatch } from '@/store/hooks';
import { kycCleared } from '@/store/kycSlice';
import { portfolioReset } from '@/store/portfolioSlice';
import { logoutConfirmClosed, logoutConfirmOpened } from '@/store/uiSlice';
import { clearAll } from '@/utils/storage';
import { announceSessionChange } from './session';

/**
 * The logout flow shared by both headers: ask first (ui.logoutConfirm), then forget everything the
 * browser holds for this session and go home. Spec section 4: logout resets everything.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const router = useRouter();

  const ask = useCallback(() => dispatch(logoutConfirmOpened()), [dispatch]);
  const cancel = useCallback(() => dispatch(logoutConfirmClosed()), [dispatch]);
  const confirm = useCallback(async () => {
    // TODO(backend logout): revoke the refresh token server-side once services/auth.api.ts offers it.
    clearAll();
    dispatch(logout());
    dispatch(clearCart());
    dispatch(portfolioReset());
    dispatch(kycCleared());
    dispatch(logoutConfirmClosed());
    announceSessionChange();
    await router.push('/');
  }, [dispatch, router]);

  return { ask, cancel, confirm };
}
