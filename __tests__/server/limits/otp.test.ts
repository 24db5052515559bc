import {
  allowedAgainAt,
  otpRetryAt,
  retryAfterSeconds,
  tooManyOtpMessage,
} from '@/server/limits/otp';
import { generateOtp, hashOtp, otpMatches } from '@/server/auth/otp';

const MIN = 60_000;
const at = (iso: string) => new Date(iso);

describe('allowedAgainAt', () => {
  const now = at('2026-08-21T09:00:00Z');
  const times = [
    at('2026-08-21T08:52:00Z'),
    at('2026-08-21T08:55:00Z'),
    at('2026-08-21T08:58:00Z'),
  ];

  it('allows while fewer than the limit fall inside the window', () => {
    expect(allowedAgainAt(times.slice(0, 2), { max: 3, windowMs: 10 * MIN }, now)).toBeNull();
    // 08:49 is outside the 10 minutes before 09:00.
    expect(
      allowedAgainAt([at('2026-08-21T08:49:00Z'), ...times.slice(1)], { max: 3, windowMs: 10 * MIN }, now),
    ).toBeNull();
  });

  it('at the limit, names the moment the oldest attempt leaves the window', () => {
    expect(allowedAgainAt(times, { max: 3, windowMs: 10 * MIN }, now)).toEqual(at('2026-08-21T09:02:00Z'));
  });

  it('takes the latest of the limits that are reached', () => {
    const limits = { perNumber10Min: 3, perNumberDay: 10, perAddress10Min: 2 };
    const address = [at('2026-08-21T08:57:00Z'), at('2026-08-21T08:59:00Z')];
    expect(otpRetryAt(times, address, limits, now)).toEqual(at('2026-08-21T09:07:00Z'));
    expect(otpRetryAt(times.slice(0, 1), null, limits, now)).toBeNull();
  });
});

describe('the 429 message', () => {
  it('gives the time in India, rounded up to the minute', () => {
    // 09:01:20 UTC is 14:31:20 IST: "after 14:31" would be too early.
    expect(tooManyOtpMessage(at('2026-08-21T09:01:20Z'), at('2026-08-21T08:55:00Z'))).toBe(
      'Too many OTP requests. Please try again after 14:32.',
    );
  });

  it('adds the date when the time is not today in India', () => {
    expect(tooManyOtpMessage(at('2026-08-22T03:30:00Z'), at('2026-08-21T09:00:00Z'))).toBe(
      'Too many OTP requests. Please try again after 09:00 on 22/08/2026.',
    );
    // 19:00 UTC on the 21st is already the 22nd in India (00:30): same day as the retry, so no date.
    expect(tooManyOtpMessage(at('2026-08-22T03:30:00Z'), at('2026-08-21T19:00:00Z'))).toBe(
      'Too many OTP requests. Please try again after 09:00.',
    );
  });

  it('counts Retry-After in whole seconds, at least one', () => {
    expect(retryAfterSeconds(at('2026-08-21T09:02:00.500Z'), at('2026-08-21T09:00:00Z'))).toBe(121);
    expect(retryAfterSeconds(at('2026-08-21T09:00:00Z'), at('2026-08-21T09:00:00Z'))).toBe(1);
  });
});

describe('OTP codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('match only their own challenge and number', () => {
    const secret = 'x'.repeat(40);
    const challenge = {
      id: 'c1',
      mobileNo: '9000000001',
      codeHash: hashOtp(secret, 'c1', '9000000001', '123456'),
    };
    expect(otpMatches(secret, challenge, '123456')).toBe(true);
    expect(otpMatches(secret, challenge, '123457')).toBe(false);
    expect(otpMatches(secret, { ...challenge, id: 'c2' }, '123456')).toBe(false);
    expect(otpMatches(secret, { ...challenge, mobileNo: '9000000002' }, '123456')).toBe(false);
    expect(otpMatches('y'.repeat(40), challenge, '123456')).toBe(false);
  });
});
