// Whether the backend still honours a session cookie. Its signature alone says nothing of logout: the backend
// revokes the session at once, so the page guard asks it (GET /node/user/auth/session) instead of trusting the
// cookie for its whole 30-day life. Answers are kept for a few seconds per cookie so that a person clicking
// through pages costs one loopback call every LIVE_CACHE_MS, not one per page. A logout through this web app
// forgets the answer at once; one made elsewhere (another web server, the mobile app) counts within LIVE_CACHE_MS.
export type Liveness = 'live' | 'revoked' | 'unknown';

export const LIVE_CACHE_MS = 10_000;
const MAX_ENTRIES = 2_000;
const TIMEOUT_MS = 1_500;

interface Options {
  backendUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

const cache = new Map<string, { liveness: Liveness; at: number }>();

/** Forgets one cookie's answer (its owner is logging out through this web app), or every answer. */
export function forgetLiveness(cookie?: string): void {
  if (cookie === undefined) cache.clear();
  else cache.delete(cookie);
}

/**
 * 'unknown' when the backend cannot be asked (down, slow): the guard then goes by the signature, since the page's
 * own data calls go to that same backend, which checks the session itself.
 */
export async function sessionLiveness(cookieName: string, cookie: string, options: Options): Promise<Liveness> {
  const { backendUrl, fetchImpl = fetch, now = Date.now } = options;
  const hit = cache.get(cookie);
  if (hit && now() - hit.at < LIVE_CACHE_MS) return hit.liveness;

  let liveness: Liveness = 'unknown';
  try {
    const res = await fetchImpl(`${backendUrl}/node/user/auth/session`, {
      headers: { cookie: `${cookieName}=${cookie}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) liveness = 'live';
    else if (res.status === 401) liveness = 'revoked';
  } catch {
    liveness = 'unknown';
  }
  if (liveness !== 'unknown') {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(cookie, { liveness, at: now() });
  }
  return liveness;
}
