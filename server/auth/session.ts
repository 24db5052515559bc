// A login's tokens: the 15-minute access token, the rotating refresh token (its family is the session), and the
// session cookie's JWT, valid until the session ends (30 days after login, whatever happens).
import type { Context } from 'hono';
import type { SessionClaims, SessionRole } from '../../utils/session/token';
import { signSessionToken } from '../../utils/session/token';
import type { Db } from '../db/client';
import { setSessionCookies } from './cookies';
import type { AccountRoles } from './identity.repo';
import { type IssuedRefreshToken, startRefreshFamily } from './refresh';
import { issueAccessToken } from './tokens';

export interface IssuedSession {
  claims: SessionClaims;
  accessToken: string;
  refreshToken: string;
  /** The zf_session cookie's value. */
  sessionToken: string;
  expiresAt: Date;
}

/** The claims of an account acting as `role`, or null when it does not hold that role (any more). */
export function claimsFor(
  account: AccountRoles,
  role: SessionRole,
  sessionId?: string,
): SessionClaims | null {
  if (!account.roles.includes(role)) return null;
  if (role === 'expert' && !account.expertId) return null;
  return {
    userId: account.userId,
    roles: [...account.roles],
    role,
    ...(role === 'expert' && account.expertId ? { expertId: account.expertId } : {}),
    ...(sessionId ? { sessionId } : {}),
  };
}

/** The role of a login is expert when the account holds it. */
export function loginRole(roles: readonly string[]): SessionRole {
  return roles.includes('expert') ? 'expert' : 'user';
}

/** Signs the tokens of a session whose refresh token was just issued (login or refresh). */
export async function sessionTokens(
  secret: string,
  claims: SessionClaims,
  refresh: IssuedRefreshToken,
  now: Date,
): Promise<IssuedSession> {
  const full: SessionClaims = { ...claims, sessionId: refresh.familyId };
  const lifetimeS = Math.max(1, Math.floor((refresh.expiresAt.getTime() - now.getTime()) / 1000));
  return {
    claims: full,
    accessToken: await issueAccessToken(secret, full, now),
    refreshToken: refresh.token,
    sessionToken: await signSessionToken(full, secret, { ttlSeconds: lifetimeS, now }),
    expiresAt: refresh.expiresAt,
  };
}

export async function startSession(
  db: Db,
  secret: string,
  claims: SessionClaims,
  now: Date,
): Promise<IssuedSession> {
  const family = await startRefreshFamily(db, claims.userId, claims.role, now);
  return sessionTokens(secret, claims, family, now);
}

/** Hands a session to the caller: the spec's response headers, and the cookies for the browser. */
export function deliverSession(
  c: Context,
  session: IssuedSession,
  cookie: { secure: boolean; renewCsrf: boolean; now: Date },
): void {
  c.header('access-token', session.accessToken);
  c.header('refresh-token', session.refreshToken);
  c.header('roke', session.claims.role);
  const maxAgeSeconds = Math.max(
    1,
    Math.floor((session.expiresAt.getTime() - cookie.now.getTime()) / 1000),
  );
  setSessionCookies(c, {
    sessionToken: session.sessionToken,
    maxAgeSeconds,
    secure: cookie.secure,
    renewCsrf: cookie.renewCsrf,
  });
}
