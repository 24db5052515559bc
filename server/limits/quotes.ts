// The public insurance quotes' per-address limit: QUOTE_LIMIT_PER_MINUTE (default 30) in any minute, then 429 with
// Retry-After. Quotes are computed, not stored, so the count is kept in memory (memory.ts).
import { positiveInt } from '../config';
import { createMemoryLimiter } from './memory';

export const DEFAULT_QUOTE_LIMIT_PER_MINUTE = 30;

export function createQuoteLimiter(now: () => Date, env: Record<string, string | undefined> = process.env) {
  const max = positiveInt(env.QUOTE_LIMIT_PER_MINUTE, DEFAULT_QUOTE_LIMIT_PER_MINUTE, 'QUOTE_LIMIT_PER_MINUTE');
  return createMemoryLimiter({ max, windowMs: 60_000 }, now, (s) => `Too many quotes asked from here. Please try again in ${s} second${s === 1 ? '' : 's'}.`);
}
