// The public search's per-address limit: SEARCH_LIMIT_PER_MINUTE searches (default 60) in any minute, then 429
// with Retry-After. Unlike the other limits, these attempts are counted in memory, not from rows: writing a row
// per search would cost the database the very work this limit protects it from. So the count starts afresh on a
// restart and each backend process counts its own callers, which is fine for a limit meant to stop floods.
import { positiveInt } from '../config';
import { enforceLimit, type Limit } from './rateLimit';

export const SEARCH_WINDOW_MS = 60 * 1000;
export const DEFAULT_SEARCH_LIMIT_PER_MINUTE = 60;
/** Above this many remembered callers, those idle for a whole window are forgotten. */
const SWEEP_ABOVE = 10_000;

type Env = Record<string, string | undefined>;

export function searchLimitFromEnv(env: Env = process.env): number {
  return positiveInt(env.SEARCH_LIMIT_PER_MINUTE, DEFAULT_SEARCH_LIMIT_PER_MINUTE, 'SEARCH_LIMIT_PER_MINUTE');
}

export function tooManySearchesMessage(limit: number, retryAfterS: number): string {
  return `You can search at most ${limit} times a minute. Please try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`;
}

/** A limiter that remembers, per caller key, the times of its searches inside the window. */
export function createSearchLimiter(max: number, now: () => Date) {
  const limit: Limit = { max, windowMs: SEARCH_WINDOW_MS };
  const times = new Map<string, Date[]>();

  const recent = (list: readonly Date[], at: Date) => list.filter((t) => t.getTime() > at.getTime() - SEARCH_WINDOW_MS);

  function sweep(at: Date): void {
    for (const [key, list] of times) if (recent(list, at).length === 0) times.delete(key);
  }

  /** Counts one search by `key`, or throws the 429 (without counting it) when the key has used up its minute. */
  return function countSearch(key: string): void {
    const at = now();
    const kept = recent(times.get(key) ?? [], at);
    enforceLimit(kept, limit, at, (s) => tooManySearchesMessage(max, s));
    kept.push(at);
    times.set(key, kept);
    if (times.size > SWEEP_ABOVE) sweep(at);
  };
}
