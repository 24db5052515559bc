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

  it('lets logout without the pair clear the cookies but end only what a header proves', async () => {
    const s = await login(t, ASHA);
    const session = (headers: Record<string, string>) => call(t, 'GET', '/node/user/auth/session', undefined, headers);
    // Cookie alone (a forged cross-site form): the cookies are cleared in the answer, the session itself lives on.
    const forged = await call(t, 'POST', '/node/user/auth/logout', {}, { cookie: s.cookie });
    expect(forged.res.status).toBe(200);
    expect(forged.res.headers.get('set-cookie')).toMatch(/zf_session=;/);
    expect((await session({ cookie: s.cookie })).res.status).toBe(200);
    // With the pair (what the web sends), the cookie proves the session and it ends.
    const ok = await call(t, 'POST', '/node/user/auth/logout', {}, { cookie: s.cookie, 'x-csrf-token': s.csrf });
    expect(ok.res.status).toBe(200);
    expect((await session({ cookie: s.cookie })).res.status).toBe(401);
  });

  it('ends the session named by the access-token header even without the pair (after a 403 of the pair itself)', async () => {
    const s = await login(t, ASHA);
    const out = await call(t, 'POST', '/node/user/auth/logout', {}, { 'access-token': s.accessToken, cookie: s.cookie });
    expect(out.res.status).toBe(200);
    expect((await call(t, 'GET', '/node/user/auth/session', undefined, { cookie: s.cookie })).res.status).toBe(401);
  });

  it('gives each login a new anti-forgery value', async () => {
    const a = await login(t, ASHA);
    const b = await login(t, ASHA);
    expect(a.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.csrf).not.toBe(a.csrf);
  });
});
