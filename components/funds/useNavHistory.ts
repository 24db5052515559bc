import { useEffect, useState } from 'react';
import type { NavPoint } from '@/utils/funds/types';

interface NavHistoryAnswer {
  /** Which request this answers: `${schemeCode}:${attempt}`. */
  request: string;
  points?: NavPoint[];
}

/**
 * A fund's whole NAV history, fetched once per scheme (and again on `retry`). A plain fetch, not the store's
 * query: the chart is the only widget an anonymous visitor of a fund page mounts, and through the store it
 * brought Redux, its slices and redux-persist into the page for one request (issue 17: the fund page's
 * blocking time in Lighthouse).
 */
export function useNavHistory(schemeCode: number) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<NavHistoryAnswer | null>(null);
  const request = `${schemeCode}:${attempt}`;

  useEffect(() => {
    let current = true;
    import('@/services/market.api')
      .then(({ getNavHistory }) => getNavHistory(schemeCode))
      .then(
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
