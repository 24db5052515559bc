// Reads the HttpOnly session cookie for middleware.ts and server rendering.
import type { ServerSession } from '@/utils/routes';
import { loadAuthSecret, verifySessionToken } from './token';

export const SESSION_COOKIE = 'zf_session';

const LOGGED_OUT: ServerSession = { loggedIn: false, role: null };

/** A missing, expired or tampered cookie is simply "logged out"; it never throws. */
export async function readSession(cookie: string | undefined): Promise<ServerSession> {
  if (!cookie) return LOGGED_OUT;
  const claims = await verifySessionToken(cookie, loadAuthSecret()).catch(() => null);
  if (!claims) return LOGGED_OUT;
  return { loggedIn: true, role: claims.role };
}
