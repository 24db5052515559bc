import { useEffect, useState } from 'react';
import { readServiceEnv, resolveBaseUrl } from '@/services/http/config';
import type { NavPoint } from '@/utils/funds/types';

interface NavHistoryAnswer {
  /** Which request this answers: `${schemeCode}:${attempt}`. */
  request: string;
  points?: NavPoint[];
}

/** A failure worth one more try: the network, or the server's side (5xx); a 4xx would answer the same again. */
class TransientError extends Error {}

/** GET /market/funds/{code}/nav in the envelope; tried twice when the failure is transient, as the API clients do. */
async function fetchNavHistory(schemeCode: number): Promise<NavPoint[]> {
  const base = resolveBaseUrl({ service: 'market', env: readServiceEnv('market'), onServer: false });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(`${base}/funds/${schemeCode}/nav`).catch((error: unknown) => {
        throw new TransientError(String(error));
      });
      if (res.status >= 500) throw new TransientError(`HTTP ${res.status}`);
      const body = (await res.json()) as { status?: string; data?: NavPoint[] };
      if (!res.ok || body.status !== 'success' || !Array.isArray(body.data)) throw new Error(`HTTP ${res.status}`);
      return body.data;
    } catch (error) {
      if (attempt >= 1 || !(error instanceof TransientError)) throw error;
    }
  }
}

/**
 * A fund's whole NAV history, fetched once per scheme (and again on `retry`). A plain fetch, neither the store's
 * query nor the axios clients: the chart is the only widget an anonymous visitor of a fund page mounts, and
 * through the store it brought Redux, its slices and redux-persist into the page for one request, through the
 * clients axios and the whole HTTP layer (issue 17: the fund page's blocking time in Lighthouse).
 */
export function useNavHistory(schemeCode: number) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<NavHistoryAnswer | null>(null);
  const request = `${schemeCode}:${attempt}`;

  useEffect(() => {
    let current = true;
    fetchNavHistory(schemeCode).then(
      (points) => current && setAnswer({ request, points }),
      () => current && setAnswer({ request }),
    );
    return () => {
      current = false;
    };
  }, [schemeCode, request]);

  // An answer to an earlier scheme or attempt counts as none yet.
  const mine = answer?.request === request ? answer : null;
  return { points: mine?.points, loading: mine === null, retry: () => setAttempt((n) => n + 1) };
}
