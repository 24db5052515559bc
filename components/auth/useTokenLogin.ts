import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { loginSucceeded } from '@/store/authSlice';
import { loginWithToken } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import { readPageQuery } from '@/utils/query';

export const TOKEN_LOGIN_FAILED =
  'This login link has expired or was already used. Please log in with your mobile number.';

/**
 * The mobile app opens the login pages with ?token=<one-time token> (spec section 2, query
 * parameters): exchange it once for a session, then carry on like an OTP login.
 */
export function useTokenLogin(onLoggedIn: (role: string) => Promise<unknown>) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const token = router.isReady === false ? null : readPageQuery(router.query ?? {}).token;
  const tried = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    let active = true;
    void (async () => {
      setState('working');
      const action = await dispatch(loginWithToken(token));
      if (!loginWithToken.fulfilled.match(action)) {
        if (active) setState('failed');
        return;
      }
      await onLoggedIn(action.payload.role);
      dispatch(loginSucceeded(action.payload.result));
    })();
    return () => {
      active = false;
    };
  }, [token, dispatch, onLoggedIn]);

  return { working: state === 'working', error: state === 'failed' ? TOKEN_LOGIN_FAILED : null };
}
