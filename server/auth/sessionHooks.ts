// Session rules every service shares, put on the context by the root app so that requireAuth applies them
// wherever it runs:
// - the spec's 401 retry: a request whose access token is missing, expired or invalid but which carries a
//   refresh token (with roke and user-id) is let through as its owner, and the answer carries the rotated
//   tokens in the access-token / refresh-token headers and a renewed zf_session cookie;
// - every token counts only while its session is live (liveSessions.ts), so logout and reuse detection end the
//   15-minute access tokens as well as the zf_session cookie's JWT;
// - a relationship manager's session acting for an advisor (acting.ts) counts only while the advisor is still theirs.
import type { Context, MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import { ACCESS_TOKEN_TTL_S, type SessionRole } from '../../utils/session/token';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../http/logger';
import { secureCookies } from './cookies';
import { actingClaims, actingHolds } from './acting';
import { findAccountRoles } from './identity.repo';
import { hashRefreshToken, rotateRefreshToken } from './refresh';
import { isSessionLive } from './liveSessions';
import { findRefreshToken } from './refreshTokens.repo';
import type { AuthHooks, Identity } from './requireAuth';
import { claimsFor, deliverSession, sessionTokens } from './session';

export interface AuthHookDeps {
  db: Db;
  config: Pick<AppConfig, 'authSecret' | 'cookieSecure' | 'isProduction'>;
  now?: () => Date;
}

function isLongLived(token: string): boolean {
  const { iat, exp } = decodeJwt(token);
  return typeof iat === 'number' && typeof exp === 'number' && exp - iat > ACCESS_TOKEN_TTL_S;
}

export function createAuthHooks({ db, config, now = () => new Date() }: AuthHookDeps): AuthHooks {
  const log = (c: Context) => (c.get('logger') as Logger | undefined) ?? undefined;

  /**
   * The retry names whom it refreshes for: the login's own person, or (a relationship manager's session acting for
   * an advisor) the advisor, which holds only while the manager may still act for them. Anyone else: refused.
   */
  async function claimsNamed(own: Identity, named: string): Promise<Identity | null> {
    if (named === own.userId || named === own.expertId) return own;
    if (!own.expertId) return null;
    return actingClaims(db, { userId: own.userId, expertId: own.expertId }, named);
  }

  return {
    async accept(_c, claims, token) {
      // A manager acting for an advisor: only while the advisor is still theirs, whatever the token's age.
      if (claims.actor && !(await actingHolds(db, claims))) return false;
      // Every token the server issues names its session; one that does not (only tests sign such) may not live long.
      if (!claims.sessionId) return !isLongLived(token);
      return isSessionLive(db, claims.sessionId, now());
    },

    async refresh(c): Promise<Identity | null> {
      const presented = c.req.header('refresh-token')?.trim();
      if (!presented) return null;
      const known = await findRefreshToken(db, hashRefreshToken(presented));
      if (!known) return null;
      // The retry names the role and the person it refreshes for; a token sent for someone else is refused.
      const roke = c.req.header('roke')?.trim();
      if (roke && roke !== known.role) return null;
      const account = await findAccountRoles(db, known.userId);
      const own = account && claimsFor(account, known.role as SessionRole);
      if (!own) return null;
      const named = c.req.header('user-id')?.trim();
      const claims = named ? await claimsNamed(own, named) : own;
      if (!claims) return null;

      const at = now();
      const rotated = await rotateRefreshToken(db, presented, at);
      if (!rotated.ok) {
        const level = rotated.reason === 'reused' ? 'warn' : 'info';
        log(c)?.[level]({ reason: rotated.reason, userId: known.userId }, 'refresh refused');
        return null;
      }
      const session = await sessionTokens(config.authSecret, claims, rotated.issued, at);
      deliverSession(c, session, {
        secure: secureCookies(c, config.cookieSecure, config.isProduction),
        renewCsrf: false,
        now: at,
      });
      return session.claims;
    },
  };
}

/** Root middleware: makes the hooks available to every requireAuth below it. */
export function authHooks(deps: AuthHookDeps): MiddlewareHandler {
  const hooks = createAuthHooks(deps);
  return async (c, next) => {
    c.set('authHooks', hooks);
    await next();
  };
}
