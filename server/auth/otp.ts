// One-time passwords: 6 digits from the cryptographic random source, stored only as an HMAC that binds the
// code to its challenge and mobile number, so a leaked table (or a code from another challenge) is useless.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../utils/validation/constants';

export const OTP_TTL_MS = 5 * 60 * 1000;
/** Five wrong tries end a challenge. */
export const OTP_MAX_ATTEMPTS = 5;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export function hashOtp(
  secret: string,
  challengeId: string,
  mobileNo: string,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`otp:${challengeId}:${mobileNo}:${code}`)
    .digest('hex');
}

export function otpMatches(
  secret: string,
  challenge: { id: string; mobileNo: string; codeHash: string },
  code: string,
): boolean {
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, challenge.id, challenge.mobileNo, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The SMS text. Indian senders register templates, so keep the wording stable. */
export function otpMessage(code: string): string {
  return `${code} is your ZF one-time password. It is valid for ${OTP_TTL_MS / 60_000} minutes. Do not share it with anyone.`;
}
