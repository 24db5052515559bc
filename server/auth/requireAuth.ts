// Who is calling: the access token from the `access-token` header (the spec's), an `Authorization: Bearer`
// header (advisor profile updates send one), or the HttpOnly `zf_session` cookie that carries the same JWT.
// The root app puts the shared session rules on the context (sessionHooks.ts: the refresh retry, live-session
// check of long-lived tokens); state-changing calls that carry the session cookie must pass the CSRF check.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../../utils/session/middlewareSession';
import { type SessionClaims, type SessionRole, checkSessionToken } from '../../utils/session/token';
import { ForbiddenError, UnauthenticatedError } from '../domain/errors';
import { MESSAGES } from '../http/errors';
import { assertCsrf } from './csrf';

export type Identity = SessionClaims;

/** Session rules the root app provides to every service (see sessionHooks.ts). */
export interface AuthHooks {
  /** A token that verified may still be refused (a long-lived token of a session that has ended). */
  accept(c: Context, claims: Identity, token: string): Promise<boolean>;
  /** The spec's retry: an identity from the refresh token sent along, with the rotated tokens delivered. */
  refresh(c: Context): Promise<Identity | null>;
}

export interface AuthEnv {
  Variables: { identity: Identity; authHooks?: AuthHooks };
}

export interface RequireAuthOptions {
  /**
   * Called when the token is missing, expired or invalid, before answering 401. The login work plugs the
   * spec's refresh retry in here (a refresh token sent along with an expired access token); returning an
   * identity lets the request through.
   */
  onRejected?: (c: Context, reason: 'missing' | 'expired' | 'invalid') => Promise<Identity | null>;
}

export function readAccessToken(c: Context): string | undefined {
  const header = c.req.header('access-token')?.trim();
  if (header) return header;
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** 401 {status:'failed', message:'Please log in again'} unless the request carries a valid session token. */
export function requireAuth(secret: string | Uint8Array, options: RequireAuthOptions = {}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const hooks = c.get('authHooks');
    const token = readAccessToken(c);
    const result = token ? await checkSessionToken(token, secret) : ({ ok: false, reason: 'missing' } as const);
    let identity = result.ok ? result.claims : null;
    if (identity && token && hooks && !(await hooks.accept(c, identity, token))) identity = null;
    if (!identity) {
      const reason = result.ok ? 'invalid' : result.reason;
      if (options.onRejected) identity = await options.onRejected(c, reason);
      else if (hooks) identity = await hooks.refresh(c);
    }
    if (!identity) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    assertCsrf(c);
    c.set('identity', identity);
    await next();
  };
}

/** 403 unless the session acts as one of these roles. Use after requireAuth. */
export function requireRole(...roles: SessionRole[]): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const identity = c.get('identity');
    if (!identity) throw new UnauthenticatedError(MESSAGES.unauthenticated);
    if (!roles.includes(identity.role)) throw new ForbiddenError(MESSAGES.forbidden);
    await next();
  };
}

/**
 * The advisor id of an advisor's session. Used after requireRole('expert'): a session without one is not an
 * advisor's, so it may not be used here (403, as requireRole answers).
 */
export function expertIdOf(identity: Identity): string {
  if (!identity.expertId) throw new ForbiddenError(MESSAGES.forbidden);
  return identity.expertId;
}

/** The identity requireAuth put on the context; 401 if a route forgot requireAuth. */
export function getIdentity(c: Context): Identity {
  const identity = (c as Context<AuthEnv>).get('identity');
  if (!identity) throw new UnauthenticatedError(MESSAGES.unauthenticated);
  return identity;
}
