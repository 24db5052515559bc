// Every add sends an SMS to someone else's phone (an OTP, an invitation, a transfer request), so an advisor may
// start only so many: counted from their own client_requests rows, so the limit holds across restarts and copies.
import type { Db } from '../../../db/client';
import { allowedAgainAt } from '../../../limits/rateLimit';
import { DAY_MS, TEN_MINUTES_MS, otpRateLimited } from '../../../limits/otp';
import { requestTimesOf } from './requests.repo';

export const ADD_LIMITS = [
  { max: 10, windowMs: TEN_MINUTES_MS },
  { max: 100, windowMs: DAY_MS },
] as const;

/** Throws the house 429 when the advisor reached a limit; the caller holds the advisor's add lock. */
export async function assertAddAllowed(tx: Db, expertId: string, now: Date): Promise<void> {
  const times = await requestTimesOf(tx, expertId, new Date(now.getTime() - DAY_MS));
  const retry = ADD_LIMITS.map((limit) => allowedAgainAt(times, limit, now)).filter((d): d is Date => d !== null);
  if (retry.length > 0) throw otpRateLimited(new Date(Math.max(...retry.map((d) => d.getTime()))), now);
}
