import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { selectLoggedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loginRequestCleared, selectLoginRequest } from '@/store/uiSlice';
import { isLoggedIn } from '@/utils/storage';
import { loginPathFor } from '@/components/shared/nextPath';

/**
 * Outside-triggered login flags: a feature dispatches loginRequested('user' |
 * 'expert'); a logged-out visitor is sent to that login page and comes back here afterwards.
 */
export default function LoginRequestRedirect() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectLoginRequest);
  const loggedInState = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (!request) return;
    dispatch(loginRequestCleared());
    if (loggedInState || isLoggedIn()) return;
    void router.push(loginPathFor(request, router.asPath));
  }, [request, loggedInState, dispatch, router]);

  return null;
}
