// OTP challenges: starting one under the send limits, and checking a code against the newest one of a number.
import { randomUUID } from 'node:crypto';
import type { OtpLimits } from '../config';
import type { Db } from '../db/client';
import type { OtpPurpose, OtpRole } from '../db/schema';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, generateOtp, hashOtp, otpMatches } from './otp';
import { DAY_MS, TEN_MINUTES_MS, otpRateLimited, otpRetryAt } from '../limits/otp';
import * as repo from './otpChallenges.repo';

export const OTP_MESSAGES = {
  expired: 'This OTP has expired. Please request a new one.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
} as const;

export interface AttemptContext {
  mobileNo: string;
  /** The client address as a keyed hash; null when unknown (then only the per-number limits apply). */
  addressKey: string | null;
  purpose: OtpPurpose;
  limits: OtpLimits;
  now: Date;
  /** The account the code is for: its sends are then also limited like a number's (checkout codes). */
  userId?: string;
}

/**
 * Purposes with a send budget of their own. An investor confirming orders again after a changed cart must not be
 * kept from logging in on another device, and logins must not use up the checkout's sends; the other purposes
 * share the number's one budget, as they always have.
 */
const OWN_BUDGET: readonly OtpPurpose[] = ['checkout'];

const scopeOf = (purpose: OtpPurpose): repo.PurposeScope =>
  OWN_BUDGET.includes(purpose) ? { only: [purpose] } : { except: [...OWN_BUDGET] };

const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Runs `work` as one counted attempt (a send, a refusal, a lookup) unless a limit is reached (then throws the
 * 429's RateLimitedError). Attempts refused
 * by the limits are logged but not counted, so the time given in the 429 answer stays true.
 */
export async function limitedAttempt<T>(
  db: Db,
  ctx: AttemptContext,
  work: (tx: Db) => Promise<{ outcome: string; value: T }>,
): Promise<T> {
  const { mobileNo, addressKey, purpose, now, userId } = ctx;
  const scope = scopeOf(purpose);
  const result = await db.transaction(async (tx) => {
    await repo.lockKeys(tx, [
      `otp:mobile:${mobileNo}`,
      ...(addressKey ? [`otp:address:${addressKey}`] : []),
      ...(userId ? [`otp:user:${userId}`] : []),
    ]);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const numberTimes = await repo.countedTimesForNumber(tx, mobileNo, dayAgo, scope);
    const addressTimes = addressKey
      ? await repo.countedTimesForAddress(tx, addressKey, new Date(now.getTime() - TEN_MINUTES_MS), scope)
      : null;
    // The account's sends take the number's limits: a changed mobile number does not give it a fresh budget.
    const userRetryAt = userId ? otpRetryAt(await repo.countedTimesForUser(tx, userId, dayAgo, scope), null, ctx.limits, now) : null;
    const retryAt = later(otpRetryAt(numberTimes, addressTimes, ctx.limits, now), userRetryAt);
    if (retryAt) {
      await repo.logAttempt(tx, {
        mobileNo,
        addressKey,
        userId,
        purpose,
        outcome: repo.LIMITED_OUTCOME,
        at: now,
      });
      return { ok: false, retryAt } as const;
    }
    const done = await work(tx);
    await repo.logAttempt(tx, { mobileNo, addressKey, userId, purpose, outcome: done.outcome, at: now });
    return { ok: true, value: done.value } as const;
  });
  // Thrown after the transaction, so that the refused attempt's log row is kept.
  if (!result.ok) throw otpRateLimited(result.retryAt, now);
  return result.value;
}

export interface NewChallenge {
  challengeId: string;
  code: string;
  expiresAt: Date;
}

/** Creates the challenge (ending the number's earlier ones); the caller sends the code after committing. */
export async function createChallenge(
  tx: Db,
  secret: string,
  fields: {
    mobileNo: string;
    purpose: Exclude<OtpPurpose, 'token'>;
    role: OtpRole | null;
    name: string | null;
    now: Date;
  },
): Promise<NewChallenge> {
  const challengeId = randomUUID();
  const code = generateOtp();
  const expiresAt = new Date(fields.now.getTime() + OTP_TTL_MS);
  // A claim (or insurance) code and a login code of the same number live side by side: neither ends the other.
  const family: OtpPurpose[] = fields.purpose === 'login' || fields.purpose === 'signup' ? ['login', 'signup'] : [fields.purpose];
  await repo.endOpenChallenges(tx, fields.mobileNo, family, fields.now);
  await repo.insertChallenge(tx, {
    id: challengeId,
    mobileNo: fields.mobileNo,
    purpose: fields.purpose,
    role: fields.role,
    name: fields.name,
    codeHash: hashOtp(secret, challengeId, fields.mobileNo, code),
    expiresAt,
    createdAt: fields.now,
  });
  return { challengeId, code, expiresAt };
}

/** The challenge a code for this number is checked against (login and signup codes). */
export function currentChallenge(db: Db, mobileNo: string) {
  return repo.latestChallenge(db, mobileNo, ['login', 'signup']);
}

export type OtpCheck = { ok: true } | { ok: false; reason: 'expired' | 'too_many' | 'incorrect' };

/** Checks and spends a code: single use, 5 minutes, five wrong tries end the challenge. */
export async function checkOtp(
  db: Db,
  secret: string,
  challenge: repo.OtpChallengeRow | undefined,
  code: string,
  now: Date,
): Promise<OtpCheck> {
  if (!challenge) return { ok: false, reason: 'expired' };
  if (challenge.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'too_many' };
  if (challenge.consumedAt || challenge.expiresAt <= now) return { ok: false, reason: 'expired' };
  const attempts = await repo.reserveAttempt(db, challenge.id, OTP_MAX_ATTEMPTS);
  if (attempts === null) return { ok: false, reason: 'too_many' };
  if (!otpMatches(secret, challenge, code)) {
    if (attempts < OTP_MAX_ATTEMPTS) return { ok: false, reason: 'incorrect' };
    await repo.consumeChallenge(db, challenge.id, now);
    return { ok: false, reason: 'too_many' };
  }
  return (await repo.consumeChallenge(db, challenge.id, now))
    ? { ok: true }
    : { ok: false, reason: 'expired' };
}
