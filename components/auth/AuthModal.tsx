import { useCallback, useEffect } from 'react';
import Modal from '@/components/ui/Modal';
import { authStageSet, selectLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { authModalClosed, authModalOpened, selectAuthModal } from '@/store/uiSlice';
import { isLoggedIn } from '@/utils/storage';
import AuthForm from './AuthForm';

export const AUTH_MODAL_TITLE = { signup: 'Sign up to ZF', login: 'Log in to ZF' } as const;

/**
 * The investor's auth modal: opened from anywhere with authModalOpened('login' |
 * 'signup'), closes back to signup. It only opens for a visitor without a token, and while open it
 * locks the page's scrolling (the Modal does that and restores it on close).
 */
export default function AuthModal() {
  const dispatch = useAppDispatch();
  const { open, variant } = useAppSelector(selectAuthModal);
  const loggedInState = useAppSelector(selectLoggedIn);
  const hasToken = loggedInState || (open && isLoggedIn());

  const close = useCallback(() => {
    dispatch(authModalClosed());
    dispatch(authStageSet(1));
  }, [dispatch]);

  // Someone already logged in has nothing to do here: drop the request instead of showing it.
  useEffect(() => {
    if (open && hasToken) dispatch(authModalClosed());
  }, [open, hasToken, dispatch]);

  return (
    <Modal open={open && !hasToken} onClose={close} title={AUTH_MODAL_TITLE[variant]}>
      <AuthForm
        audience="user"
        variant={variant}
        onVariantChange={(v) => dispatch(authModalOpened(v))}
        onLoggedIn={() => {
          dispatch(authModalClosed());
        }}
      />
    </Modal>
  );
}
