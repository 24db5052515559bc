// Ending a session in the browser ends it on the server too: storage cleared while the HttpOnly session cookie
// stays is the state where the route guard thinks you are logged in and the page thinks you are not (each sends you
// to the other: a reload loop). Used after a 403 and by the client guard; a plain fetch keeps it out of axios's
// interceptors (no retry, no second 403 handling) and light enough for the shell.
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';
import { readServiceEnv, resolveBaseUrl } from './config';
import { buildHeaders } from './headers';

export const SERVER_LOGOUT_TIMEOUT_MS = 5_000;

/**
 * POST /node/user/auth/logout with whatever the browser still holds (the tokens from storage, the cookies, the
 * anti-forgery pair). Read the storage before clearing it; resolves when the server answered or gave up, never
 * rejects: the browser's side ends either way.
 */
export function endServerSession(): Promise<void> {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return Promise.resolve();
  const { session } = buildHeaders('main', true);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session['access-token']) headers['access-token'] = session['access-token'];
  if (session['refresh-token']) headers['refresh-token'] = session['refresh-token'];
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  const base = resolveBaseUrl({ service: 'node', env: readServiceEnv('node'), onServer: false });
  return fetch(`${base}/user/auth/logout`, {
    method: 'POST',
    headers,
    body: '{}',
    credentials: 'include',
    signal: AbortSignal.timeout(SERVER_LOGOUT_TIMEOUT_MS),
  }).then(
    () => undefined,
    () => undefined,
  );
}
