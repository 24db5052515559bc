// Double-submit anti-forgery check. A cross-site page can make the browser send cookies, but cannot read the
// zf_csrf cookie to copy it into a header. Requests without the zf_session cookie are not at risk (a header
// token is never attached by the browser on its own), so only cookie-carrying calls are checked.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../utils/session/middlewareSession';
import { ForbiddenError } from '../domain/errors';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies';

export const CSRF_MESSAGE =
  'Your session could not be verified. Please reload the page and try again.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a call that carries the session cookie also carries the matching anti-forgery pair. */
export function hasCsrfPair(c: Context): boolean {
  const header = c.req.header(CSRF_HEADER);
  const cookie = getCookie(c, CSRF_COOKIE);
  return !!header && !!cookie && same(header, cookie);
}

/** 403 for a state-changing call that carries the session cookie without the matching anti-forgery pair. */
export function assertCsrf(c: Context): void {
  if (!UNSAFE.has(c.req.method.toUpperCase())) return;
  if (!getCookie(c, SESSION_COOKIE)) return;
  if (!hasCsrfPair(c)) throw new ForbiddenError(CSRF_MESSAGE);
}
