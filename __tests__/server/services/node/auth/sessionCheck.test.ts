// GET /node/user/auth/session: what the web app's page guard asks so that a cookie kept after logout stops
// opening guarded pages.
import { ASHA, type LoginApp, call, createLoginApp, login } from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const check = (cookie?: string) =>
  t.app.request('/node/user/auth/session', { headers: cookie ? { cookie } : {} });

it('answers 200 with the role while the session is live, 401 after logout, and 401 without a cookie', async () => {
  const session = await login(t, ASHA);
  const live = await check(`zf_session=${session.sessionCookie}`);
  expect(live.status).toBe(200);
  expect(((await live.json()) as { data: { role: string } }).data.role).toBe('user');
  expect(live.headers.get('cache-control')).toBe('no-store');

  const out = await call(t, 'POST', '/node/user/auth/logout', undefined, { cookie: session.cookie, 'x-csrf-token': session.csrf });
  expect(out.res.status).toBe(200);
  expect((await check(`zf_session=${session.sessionCookie}`)).status).toBe(401);
  expect((await check()).status).toBe(401);
});
