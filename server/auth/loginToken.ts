// One-time login tokens for the mobile app's web views (`?token=` -> POST /user/auth/verifybytoken): a logged-in
// app asks for one, opens the web page with it, and the page exchanges it for its own session once the visitor
// has confirmed whose account it is (loginTokenHolder answers that without spending the token). Kept like an OTP
// (challenge row, purpose 'token', HMAC of the secret part), valid 5 minutes and usable once.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { OTP_TTL_MS, hashOtp, otpMatches } from './otp';
import * as repo from './otpChallenges.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function issueLoginToken(
  db: Db,
  secret: string,
  mobileNo: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomUUID();
  const part = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await repo.insertChallenge(db, {
    id,
    mobileNo,
    purpose: 'token',
    codeHash: hashOtp(secret, id, mobileNo, part),
    expiresAt,
    createdAt: now,
  });
  return { token: `${id}.${part}`, expiresAt };
}

/** The mobile number of a live token (known, unused, unexpired, secret part right), without spending it. */
export async function loginTokenHolder(db: Db, secret: string, token: string, now: Date): Promise<string | null> {
  const challenge = await liveChallenge(db, secret, token, now);
  return challenge ? challenge.mobileNo : null;
}

/** The mobile number the token was issued for, spending it; null for an unknown, used or expired token. */
export async function redeemLoginToken(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<string | null> {
  const challenge = await liveChallenge(db, secret, token, now);
  if (!challenge) return null;
  return (await repo.consumeChallenge(db, challenge.id, now)) ? challenge.mobileNo : null;
}

async function liveChallenge(db: Db, secret: string, token: string, now: Date) {
  const [id, part] = token.split('.');
  if (!id || !part || !UUID.test(id)) return null;
  const challenge = await repo.findChallenge(db, id);
  if (
    !challenge ||
    challenge.purpose !== 'token' ||
    challenge.consumedAt ||
    challenge.expiresAt <= now
  )
    return null;
  return otpMatches(secret, challenge, part) ? challenge : null;
}
