import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import Modal from '@/components/ui/Modal';
import { authStageSet } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { expertAuthModalSet, selectExpertAuthModal, type AuthModalVariant } from '@/store/uiSlice';
import AuthForm from './AuthForm';
import { landingPath } from '@/components/shared/nextPath';

export const EXPERT_AUTH_TITLE = {
  signup: 'Join ZF as an expert',
  login: 'Expert login',
} as const;

/** Advisor sign-up or login in a modal (e.g. from 'Become ZF Expert'); lands on the dashboard. */
export default function ExpertAuthModal() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const open = useAppSelector(selectExpertAuthModal);
  const [variant, setVariant] = useState<AuthModalVariant>('signup');

  const close = useCallback(() => {
    dispatch(expertAuthModalSet(false));
    dispatch(authStageSet(1));
    setVariant('signup');
  }, [dispatch]);

  const onLoggedIn = useCallback(
    async (role: string) => {
      dispatch(expertAuthModalSet(false));
      await router.push(landingPath(role));
    },
    [dispatch, router],
  );

  return (
    <Modal open={open} onClose={close} title={EXPERT_AUTH_TITLE[variant]}>
      <AuthForm
        audience="expert"
        variant={variant}
        onVariantChange={setVariant}
        onLoggedIn={onLoggedIn}
        navigates
      />
    </Modal>
  );
}
