// The browser's half of a session: `zf_session` (HttpOnly; the signed session JWT that middleware.ts and server
// rendering read) and `zf_csrf` (readable by the page, echoed in x-csrf-token on state-changing calls).
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../utils/session/middlewareSession';

export const CSRF_COOKIE = 'zf_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export type CookieSecureSetting = boolean | 'auto';

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** The scheme the browser used: behind the web app's rewrite (or a TLS proxy) it arrives as X-Forwarded-Proto. */
export function requestProtocol(c: Context): string {
  return (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', ''))
    .split(',')[0]
    .trim()
    .toLowerCase();
}

/**
 * 'auto': Secure whenever the browser came over HTTPS, in any mode; in production also for plain http, except on
 * localhost (a production build tried on a laptop). A forged X-Forwarded-Proto only makes the forger's own cookie
 * Secure, so believing it costs nothing.
 */
export function secureCookies(
  c: Context,
  setting: CookieSecureSetting,
  isProduction: boolean,
): boolean {
  if (setting !== 'auto') return setting;
  const proto = requestProtocol(c);
  if (proto === 'https') return true;
  if (!isProduction) return false;
  const host = (c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '')
    .split(',')[0]
    .trim();
  return !(proto === 'http' && LOCAL_HOST.test(host));
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionCookieOptions {
  sessionToken: string;
  maxAgeSeconds: number;
  secure: boolean;
  /** A new anti-forgery value (at login); otherwise the browser's current one is kept when it has one. */
  renewCsrf: boolean;
}

export function setSessionCookies(c: Context, options: SessionCookieOptions): void {
  const base = {
    path: '/',
    sameSite: 'Lax' as const,
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  };
  setCookie(c, SESSION_COOKIE, options.sessionToken, { ...base, httpOnly: true });
  const current = getCookie(c, CSRF_COOKIE);
  setCookie(c, CSRF_COOKIE, options.renewCsrf || !current ? newCsrfToken() : current, base);
}

export function clearSessionCookies(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, CSRF_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
