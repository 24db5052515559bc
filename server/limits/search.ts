// The public search's per-address limit: SEARCH_LIMIT_PER_MINUTE searches (default 60) in any minute, then 429
// with Retry-After, counted in memory (memory.ts says why).
import { positiveInt } from '../config';
import { createMemoryLimiter } from './memory';

export const SEARCH_WINDOW_MS = 60 * 1000;
export const DEFAULT_SEARCH_LIMIT_PER_MINUTE = 60;
export const DEFAULT_SEARCH_TIMEOUT_MS = 1500;
type Env = Record<string, string | undefined>;

export function searchLimitFromEnv(env: Env = process.env): number {
  return positiveInt(env.SEARCH_LIMIT_PER_MINUTE, DEFAULT_SEARCH_LIMIT_PER_MINUTE, 'SEARCH_LIMIT_PER_MINUTE');
}

/** How long one search may take, waiting included, before it answers 503 (SEARCH_TIMEOUT_MS, default 1,500 ms). */
export function searchTimeoutFromEnv(env: Env = process.env): number {
  return positiveInt(env.SEARCH_TIMEOUT_MS, DEFAULT_SEARCH_TIMEOUT_MS, 'SEARCH_TIMEOUT_MS');
}

export function tooManySearchesMessage(limit: number, retryAfterS: number): string {
  return `You can search at most ${limit} times a minute. Please try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`;
}

/** A limiter that remembers, per caller key, the times of its searches inside the window. */
export function createSearchLimiter(max: number, now: () => Date) {
  return createMemoryLimiter({ max, windowMs: SEARCH_WINDOW_MS }, now, (s) => tooManySearchesMessage(max, s));
}
