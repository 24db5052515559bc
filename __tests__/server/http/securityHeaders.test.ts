// Session cookies are Secure and answers carry HSTS whenever the browser came over HTTPS, also outside production
// (a demo served behind a TLS proxy); plain http gets neither. Every answer is nosniff; credentialed ones no-store.
import { ASHA, LOOPBACK_PEER, type LoginApp, call, createLoginApp, sendOtp } from '../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

async function login(headers: Record<string, string>) {
  await sendOtp(t, { mobile_no: ASHA, type: 'login' });
  const otp = String((await call(t, 'GET', `/node/dev/otp/${ASHA}`, undefined, {}, LOOPBACK_PEER)).body.data?.otp);
  return (await call(t, 'POST', '/node/user/auth/verifyotp', { mobile_no: ASHA, otp }, headers)).res;
}

describe('over HTTPS (outside production)', () => {
  it('sets Secure session cookies and HSTS', async () => {
    const res = await login({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'zf.example.in' });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((line) => /; Secure/.test(line))).toBe(true);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('over plain http', () => {
  it('sets neither Secure nor HSTS', async () => {
    const res = await login({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost:3000' });
    expect(res.headers.getSetCookie().some((line) => /; Secure/.test(line))).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('every answer', () => {
  it('is nosniff, and no-store when the caller sent credentials', async () => {
    const anonymous = await t.app.request('/health');
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    const res = await t.app.request('/node/user/profile', { headers: { 'access-token': 'not-a-token' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
