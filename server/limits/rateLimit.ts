// The one rate-limit rule of the backend: a sliding window over the times of earlier counted attempts. Callers
// count from their own rows in the database (OTP send log, posts, likes, leads), so a limit holds across
// restarts and across several backend processes sharing one database; this module decides and refuses.
import { RateLimitedError, type DomainErrorOptions } from '../domain/errors';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * When the next attempt is allowed, or null if it is allowed now. `times` are the counted attempts, oldest
 * first: with `max` of them inside the window, the next may come once the oldest surplus one leaves it.
 */
export function allowedAgainAt(times: readonly Date[], { max, windowMs }: Limit, now: Date): Date | null {
  const inside = times.filter((t) => t.getTime() > now.getTime() - windowMs);
  if (inside.length < max) return null;
  return new Date(inside[inside.length - max].getTime() + windowMs);
}

/** Whole seconds to wait, for Retry-After; at least 1. */
export function retryAfterSeconds(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
}

/** Throws the 429 once `times` fill the window; `message` gets the wait in seconds and the time it ends. */
export function enforceLimit(
  times: readonly Date[],
  limit: Limit,
  now: Date,
  message: (retryAfterS: number, retryAt: Date) => string,
  options?: DomainErrorOptions,
): void {
  const retryAt = allowedAgainAt(times, limit, now);
  if (!retryAt) return;
  const seconds = retryAfterSeconds(retryAt, now);
  throw new RateLimitedError(message(seconds, retryAt), seconds, options);
}

/** For a caller that only counts (the lead form): a full window's wait once `count` reaches the limit. */
export function enforceCount(count: number, limit: Limit, message: string): void {
  if (count >= limit.max) throw new RateLimitedError(message, Math.ceil(limit.windowMs / 1000));
}
