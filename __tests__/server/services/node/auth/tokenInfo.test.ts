// POST /user/auth/token-info: whose account a one-time login link opens, asked before the link is spent, so that
// the web page can ask "Continue as …?" instead of logging a visitor into someone else's account silently.
import { ASHA, RAHUL, type LoginApp, call, createLoginApp, login } from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

async function loginToken(mobile: string, extra: Record<string, unknown> = {}): Promise<string> {
  const app = await login(t, mobile, extra);
  const issued = await call(t, 'POST', '/node/user/auth/logintoken', {}, { 'access-token': app.accessToken });
  return String(issued.body.data?.token);
}

const tokenInfo = (token: unknown) => call(t, 'POST', '/node/user/auth/token-info', { token });

it("names the token's account, masked, without spending the token", async () => {
  const token = await loginToken(RAHUL, { role: 'expert' });
  const first = await tokenInfo(token);
  expect(first.res.status).toBe(200);
  expect(first.body).toEqual({ status: 'success', data: { name: 'Rahul M.', role: 'expert' } });
  expect(JSON.stringify(first.body)).not.toContain(RAHUL);
  expect((await tokenInfo(token)).res.status).toBe(200);

  const exchanged = await call(t, 'POST', '/node/user/auth/verifybytoken', { token });
  expect(exchanged.res.status).toBe(200);
  // Spent: the link names nobody any more.
  const after = await tokenInfo(token);
  expect(after.res.status).toBe(400);
  expect(after.body.message).toBe('This login link has expired. Please log in again.');
});

it('answers an investor as a user', async () => {
  const info = await tokenInfo(await loginToken(ASHA));
  expect(info.body.data).toEqual({ name: 'Asha V.', role: 'user' });
});

it.each([
  ['an unknown token', '00000000-0000-4000-8000-000000000000.abc'],
  ['a token with a wrong secret part', 'WRONG'],
  ['garbage', 'not-a-token'],
])('answers %s 400 with the expired-link message', async (_what, token) => {
  const real = await loginToken(ASHA);
  const value = token === 'WRONG' ? `${real.split('.')[0]}.wrong-part` : token;
  const res = await tokenInfo(value);
  expect(res.res.status).toBe(400);
  expect(res.body.message).toBe('This login link has expired. Please log in again.');
  // The real token is still good.
  expect((await tokenInfo(real)).res.status).toBe(200);
});

it('answers an expired token 400', async () => {
  const token = await loginToken(ASHA);
  t.clock.advance(6 * 60 * 1000);
  expect((await tokenInfo(token)).res.status).toBe(400);
});

it('validates the body', async () => {
  const res = await tokenInfo(undefined);
  expect(res.res.status).toBe(400);
  expect(res.body.status).toBe('failed');
});

it("counts each lookup under the number's OTP limits", async () => {
  const strict = await createLoginApp({ config: { otpLimits: { perNumber10Min: 3, perNumberDay: 10, perAddress10Min: 20 } } });
  try {
    const app = await login(strict, ASHA); // the first counted attempt
    const issued = await call(strict, 'POST', '/node/user/auth/logintoken', {}, { 'access-token': app.accessToken });
    const token = String(issued.body.data?.token);
    const ask = () => call(strict, 'POST', '/node/user/auth/token-info', { token });
    expect((await ask()).res.status).toBe(200);
    expect((await ask()).res.status).toBe(200);
    const limited = await ask();
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toMatch(/^\d+$/);
  } finally {
    await strict.handle.close();
  }
});
