// Logout ends the session server-side: every refresh-token family the request can prove it holds is revoked
// (from the access token or session cookie, even an expired one, and from a refresh-token header), and both
// cookies are cleared. It answers 200 whatever the tokens' state, so the browser's cookies always go.
// The session cookie counts as proof only with the anti-forgery pair (a forged cross-site form must not end a
// session); without it the cookies are still cleared, because the web app calls logout after a 403 that may be the
// missing pair itself, and it must always be able to leave.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { jwtVerify } from 'jose';
import { SESSION_COOKIE } from '../../utils/session/middlewareSession';
import type { Db } from '../db/client';
import { hashRefreshToken, revokeRefreshFamily } from './refresh';
import { findRefreshToken } from './refreshTokens.repo';

/** The session id of a token signed by us, expired or not: a signature is proof enough to end a session. */
async function sessionIdOf(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'zf',
      currentDate: new Date(0),
    });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

export async function sessionFamiliesOf(
  c: Context,
  db: Db,
  secret: string,
  { trustCookie = true }: { trustCookie?: boolean } = {},
): Promise<string[]> {
  const tokens = [
    c.req.header('access-token')?.trim(),
    c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1],
    trustCookie ? getCookie(c, SESSION_COOKIE) : undefined,
  ].filter((t): t is string => !!t);
  const ids = await Promise.all(tokens.map((t) => sessionIdOf(t, secret)));
  const refresh = c.req.header('refresh-token')?.trim();
  if (refresh) ids.push((await findRefreshToken(db, hashRefreshToken(refresh)))?.familyId ?? null);
  return [...new Set(ids.filter((id): id is string => !!id))];
}

export async function revokeSessionsOf(
  c: Context,
  db: Db,
  secret: string,
  now: Date,
  options: { trustCookie?: boolean } = {},
): Promise<number> {
  let revoked = 0;
  for (const familyId of await sessionFamiliesOf(c, db, secret, options))
    revoked += await revokeRefreshFamily(db, familyId, now);
  return revoked;
}
