import { retryAfterSeconds, tooManyOtpMessage } from '@/server/limits/otp';
import { ASHA, VIKRAM, type LoginApp, call, createLoginApp, sendOtp } from '../../../support/loginApp';

jest.setTimeout(60_000);

const MIN = 60_000;
const DEFAULTS = { perNumber10Min: 3, perNumberDay: 10, perAddress10Min: 20 };
/** What the node-server adapter gives a request: the socket the client address is read from. */
const fromAddress = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 5000, remoteFamily: 'IPv4' } },
});

let t: LoginApp;
beforeEach(async () => {
  t = await createLoginApp({ config: { otpLimits: DEFAULTS } });
});
afterEach(() => t.handle.close());

describe('OTP send limits', () => {
  it('allows 3 sends per number in 10 minutes; the 4th is 429 with the time to come back and Retry-After', async () => {
    const first = t.clock.now();
    for (let i = 0; i < 3; i++) {
      expect((await sendOtp(t, { mobile_no: ASHA, type: 'login' })).res.status).toBe(200);
      t.clock.advance(MIN);
    }
    const { res, body } = await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    expect(res.status).toBe(429);
    const retryAt = new Date(first.getTime() + 10 * MIN);
    expect(body).toEqual({
      status: 'failed',
      message: tooManyOtpMessage(retryAt, t.clock.now()),
      retry_after_s: 7 * 60,
    });
    // The date is added when the time to come back is on another day in India (a run near IST midnight).
    expect(body.message).toMatch(/^Too many OTP requests\. Please try again after \d{2}:\d{2}( on \d{2}\/\d{2}\/\d{4})?\.$/);
    expect(res.headers.get('retry-after')).toBe(String(7 * 60));
    // Another number is not affected.
    expect((await sendOtp(t, { mobile_no: VIKRAM, type: 'login' })).res.status).toBe(200);
    // Refused attempts do not extend the wait: once the first send is 10 minutes old, a send goes through.
    t.clock.advance(7 * 60 * 1000);
    expect((await sendOtp(t, { mobile_no: ASHA, type: 'login' })).res.status).toBe(200);
  });

  it('allows 10 sends per number a day', async () => {
    const first = t.clock.now();
    for (let i = 0; i < 10; i++) {
      expect((await sendOtp(t, { mobile_no: ASHA, type: 'login' })).res.status).toBe(200);
      t.clock.advance(4 * MIN); // never 3 within 10 minutes
    }
    const { res, body } = await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    expect(res.status).toBe(429);
    const retryAt = new Date(first.getTime() + 24 * 60 * MIN);
    expect(body.message).toBe(tooManyOtpMessage(retryAt, t.clock.now()));
    expect(body.retry_after_s).toBe(retryAfterSeconds(retryAt, t.clock.now()));
    expect(Number(body.retry_after_s)).toBeGreaterThan(23 * 3600);
  });

  it('counts the refusals of unregistered numbers too', async () => {
    for (let i = 0; i < 3; i++)
      expect((await sendOtp(t, { mobile_no: '9876543210', type: 'login' })).res.status).toBe(404);
    expect((await sendOtp(t, { mobile_no: '9876543210', type: 'login' })).res.status).toBe(429);
  });

  it('counts login lookups like sends', async () => {
    const lookup = await call(t, 'POST', '/node/user/auth/lookup', { mobile_no: ASHA });
    expect(lookup.body).toEqual({
      status: 'success',
      message: 'This mobile number is registered',
      registered: true,
      roles: ['user'],
    });
    const unknown = await call(t, 'POST', '/node/user/auth/lookup', { mobile_no: '9876543211' });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({
      status: 'failed',
      message: 'This mobile number is not registered',
      registered: false,
      roles: [],
    });
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    expect((await call(t, 'POST', '/node/user/auth/lookup', { mobile_no: ASHA })).res.status).toBe(
      429,
    );
  });

  it('allows 20 attempts per client address in 10 minutes, whatever the numbers', async () => {
    const here = fromAddress('203.0.113.7');
    for (let i = 0; i < 20; i++) {
      const mobile = `98765${String(i).padStart(5, '0')}`;
      expect((await sendOtp(t, { mobile_no: mobile, type: 'login' }, here)).res.status).toBe(404);
    }
    const blocked = await sendOtp(t, { mobile_no: ASHA, type: 'login' }, here);
    expect(blocked.res.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many OTP requests\. Please try again after/);
    // Another address may still send to the same number.
    expect(
      (await sendOtp(t, { mobile_no: ASHA, type: 'login' }, fromAddress('203.0.113.8'))).res.status,
    ).toBe(200);
  });

  it('keeps to the limit under parallel sends', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendOtp(t, { mobile_no: ASHA, type: 'login' })),
    );
    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
