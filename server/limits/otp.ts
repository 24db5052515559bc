// Send limits for one-time passwords (per number: 3 in 10 minutes and 10 in 24 hours; per client address:
// 20 in 10 minutes, by default). Pure: the caller passes the times of the earlier counted attempts.
import type { OtpLimits } from '../config';
import { RateLimitedError } from '../domain/errors';
import { allowedAgainAt, retryAfterSeconds } from './rateLimit';

export { allowedAgainAt, retryAfterSeconds };

export const TEN_MINUTES_MS = 10 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TOO_MANY_PREFIX = 'Too many OTP requests. Please try again after';

/** The latest of the limits that apply (all must be satisfied), or null when none is reached. */
export function otpRetryAt(
  numberTimes: readonly Date[],
  addressTimes: readonly Date[] | null,
  limits: OtpLimits,
  now: Date,
): Date | null {
  const candidates = [
    allowedAgainAt(numberTimes, { max: limits.perNumber10Min, windowMs: TEN_MINUTES_MS }, now),
    allowedAgainAt(numberTimes, { max: limits.perNumberDay, windowMs: DAY_MS }, now),
    addressTimes ? allowedAgainAt(addressTimes, { max: limits.perAddress10Min, windowMs: TEN_MINUTES_MS }, now) : null,
  ].filter((d): d is Date => d !== null);
  if (candidates.length === 0) return null;
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

const IST = 'Asia/Kolkata';
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: IST,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const calendar = new Intl.DateTimeFormat('en-GB', {
  timeZone: IST,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * 'Too many OTP requests. Please try again after 14:32.' in Indian time, rounded up to the minute so that the
 * stated time is never too early; the date is added when it is not today (the daily limit).
 */
export function tooManyOtpMessage(retryAt: Date, now: Date): string {
  const rounded = new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000);
  const day = calendar.format(rounded);
  const suffix = day === calendar.format(now) ? '' : ` on ${day}`;
  return `${TOO_MANY_PREFIX} ${clock.format(rounded)}${suffix}.`;
}

/** The 429 of the OTP limits; the spec's client also reads retry_after_s from the body. */
export function otpRateLimited(retryAt: Date, now: Date): RateLimitedError {
  const seconds = retryAfterSeconds(retryAt, now);
  return new RateLimitedError(tooManyOtpMessage(retryAt, now), seconds, { details: { retry_after_s: seconds } });
}
