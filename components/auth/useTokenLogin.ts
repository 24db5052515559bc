import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TokenHolder } from '@/services/auth.api';
import { loginSucceeded } from '@/store/authSlice';
import { loginWithToken } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import { readPageQuery } from '@/utils/query';

export const TOKEN_LOGIN_FAILED =
  'This login link has expired or was already used. Please log in with your mobile number.';

type TokenState =
  { step: 'idle' | 'checking' | 'working' | 'failed' } | { step: 'asking'; holder: TokenHolder };

/** The same address without its ?token=, so that a declined link is not offered again on reload. */
export function withoutToken(asPath: string): string {
  const hashAt = asPath.indexOf('#');
  const hash = hashAt >= 0 ? asPath.slice(hashAt) : '';
  const [path, search = ''] = (hashAt >= 0 ? asPath.slice(0, hashAt) : asPath).split('?');
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * The mobile app opens the login pages with ?token=<one-time token> (a query parameter pages read). Anyone
 * can send such a link, logging the visitor into the sender's account (login CSRF), so the page first asks
 * "Continue as <name>?" and exchanges the token for a session only when the visitor says yes.
 */
export function useTokenLogin(onLoggedIn: (role: string) => Promise<unknown>) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const token = router.isReady === false ? null : readPageQuery(router.query ?? {}).token;
  const checked = useRef<string | null>(null);
  const [state, setState] = useState<TokenState>({ step: 'idle' });

  useEffect(() => {
    if (!token || checked.current === token) return;
    checked.current = token;
    setState({ step: 'checking' });
    // No cleanup flag: under StrictMode the effect runs twice and the second run stops at the check above, so
    // the first run's answer is the one to show; a newer token replaces `checked` and wins.
    const settle = (next: TokenState) => checked.current === token && setState(next);
    // The data layer loads only when a page is opened with a login link, not with the login page itself.
    import('@/store/api/accounts')
      .then(({ accountsApi }) =>
        dispatch(accountsApi.endpoints.getTokenHolder.initiate(token)).unwrap(),
      )
      .then(
        (holder) => settle({ step: 'asking', holder }),
        () => settle({ step: 'failed' }),
      );
  }, [token, dispatch]);

  const confirm = useCallback(async () => {
    if (!token) return;
    setState({ step: 'working' });
    const action = await dispatch(loginWithToken(token));
    if (!loginWithToken.fulfilled.match(action)) {
      setState({ step: 'failed' });
      return;
    }
    await onLoggedIn(action.payload.role);
    dispatch(loginSucceeded(action.payload.result));
  }, [token, dispatch, onLoggedIn]);

  const decline = useCallback(() => {
    setState({ step: 'idle' });
    void router.replace(withoutToken(router.asPath), undefined, { shallow: true });
  }, [router]);

  return {
    working: state.step === 'checking' || state.step === 'working',
    holder: state.step === 'asking' ? state.holder : null,
    error: state.step === 'failed' ? TOKEN_LOGIN_FAILED : null,
    confirm,
    decline,
  };
}
