// The anti-forgery pair: state-changing calls that carry the session cookie must echo zf_csrf in x-csrf-token.
import { ASHA, type LoginApp, call, createLoginApp, login } from '../support/loginApp';

jest.setTimeout(60_000);

const MESSAGE = 'Your session could not be verified. Please reload the page and try again.';
let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const mint = (headers: Record<string, string>) =>
  call(t, 'POST', '/node/user/auth/logintoken', {}, headers);

describe('CSRF on authenticated state-changing calls', () => {
  it('refuses a browser call whose x-csrf-token is missing or does not match the cookie', async () => {
    const s = await login(t, ASHA);
    const missing = await mint({ 'access-token': s.accessToken, cookie: s.cookie });
    expect(missing.res.status).toBe(403);
    expect(missing.body).toEqual({ status: 'failed', message: MESSAGE });
    const mismatched = await mint({
      'access-token': s.accessToken,
      cookie: s.cookie,
      'x-csrf-token': `${s.csrf}x`,
    });
    expect(mismatched.res.status).toBe(403);
    // Cookie-only (how a forged cross-site form would arrive) is refused the same way.
    expect((await mint({ cookie: s.cookie })).res.status).toBe(403);
  });

  it('lets the matching pair through', async () => {
    const s = await login(t, ASHA);
    expect(
      (await mint({ 'access-token': s.accessToken, cookie: s.cookie, 'x-csrf-token': s.csrf })).res
        .status,
    ).toBe(200);
    expect((await mint({ cookie: s.cookie, 'x-csrf-token': s.csrf })).res.status).toBe(200);
  });

  it('does not ask non-browser clients (header token, no cookies) or reads for the pair', async () => {
    const s = await login(t, ASHA);
    expect((await mint({ 'access-token': s.accessToken })).res.status).toBe(200);
    const read = await call(t, 'GET', `/node/user/detailnew/${s.body.id}`, undefined, {
      cookie: s.cookie,
    });
    expect(read.res.status).toBe(200);
  });

  it('guards logout too, and accepts it with the pair (what the web sends)', async () => {
    const s = await login(t, ASHA);
    expect(
      (
        await call(
          t,
          'POST',
          '/node/user/auth/logout',
          {},
          { 'access-token': s.accessToken, cookie: s.cookie },
        )
      ).res.status,
    ).toBe(403);
    const ok = await call(
      t,
      'POST',
      '/node/user/auth/logout',
      {},
      { 'access-token': s.accessToken, cookie: s.cookie, 'x-csrf-token': s.csrf },
    );
    expect(ok.res.status).toBe(200);
  });

  it('gives each login a new anti-forgery value', async () => {
    const a = await login(t, ASHA);
    const b = await login(t, ASHA);
    expect(a.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.csrf).not.toBe(a.csrf);
  });
});
