// When a session ends (logout, reuse of a spent refresh token, another backend copy's logout), every token of it
// ends: the 15-minute access token too, not only the cookie. And a manager acting for an advisor can mint nothing
// that would outlive the acting (the mobile app's one-time login token).
import { expertId } from '@/server/db/seed/ids';
import { revokeFamily } from '@/server/auth/refreshTokens.repo';
import { verifySessionToken } from '@/utils/session/token';
import { ASHA, RAHUL, TEST_SECRET, type LoginApp, type Session, call, createLoginApp, login, sessionOf } from '../support/loginApp';

jest.setTimeout(60_000);

const KARAN = '9000000901';

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const detail = (s: Session, access = s.accessToken) =>
  call(t, 'GET', `/node/user/detailnew/${s.body.id}`, undefined, { 'access-token': access });
const mint = (access: string) => call(t, 'POST', '/node/user/auth/logintoken', {}, { 'access-token': access });

describe('an ended session ends its access token at once', () => {
  it('after logout, the access token is refused and can mint no new session', async () => {
    const s = await login(t, ASHA);
    expect((await detail(s)).res.status).toBe(200);
    const out = await call(t, 'POST', '/node/user/auth/logout', {}, { 'access-token': s.accessToken });
    expect(out.res.status).toBe(200);
    expect((await detail(s)).res.status).toBe(401);
    expect((await mint(s.accessToken)).res.status).toBe(401);
  });

  it('after reuse of a spent refresh token, the rotated access token is refused too', async () => {
    const s = await login(t, ASHA);
    const retry = (refresh: string) =>
      call(t, 'GET', `/node/user/detailnew/${s.body.id}`, undefined, { 'access-token': 'x', 'refresh-token': refresh, roke: s.roke, 'user-id': String(s.body.id) });
    const rotated = await retry(s.refreshToken);
    expect(rotated.res.status).toBe(200);
    const fresh = rotated.res.headers.get('access-token')!;
    expect((await detail(s, fresh)).res.status).toBe(200);
    expect((await retry(s.refreshToken)).res.status).toBe(401); // the spent one again: the family is revoked
    expect((await detail(s, fresh)).res.status).toBe(401);
  });

  it('a logout written by another backend copy is seen here within the cache time (SESSION_LIVE_CACHE_MS)', async () => {
    const previous = process.env.SESSION_LIVE_CACHE_MS;
    process.env.SESSION_LIVE_CACHE_MS = '200';
    try {
      const s = await login(t, ASHA);
      expect((await detail(s)).res.status).toBe(200); // now known live here
      const claims = await verifySessionToken(s.accessToken, TEST_SECRET);
      // Another copy revokes through the database only: this copy's cache does not hear of it.
      await revokeFamily(t.handle.db, claims!.sessionId!, new Date());
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await detail(s)).res.status).toBe(401);
    } finally {
      if (previous === undefined) delete process.env.SESSION_LIVE_CACHE_MS;
      else process.env.SESSION_LIVE_CACHE_MS = previous;
    }
  });

  it('another session of the same person is untouched', async () => {
    const phone = await login(t, ASHA);
    const laptop = await login(t, ASHA);
    await call(t, 'POST', '/node/user/auth/logout', {}, { 'access-token': laptop.accessToken });
    expect((await detail(phone)).res.status).toBe(200);
    expect((await detail(laptop)).res.status).toBe(401);
  });
});

describe('a manager acting for an advisor mints nothing', () => {
  it("refuses the one-time login token that would become the advisor's own session (422), and the manager's own still mints", async () => {
    const karan = await login(t, KARAN, { role: 'expert' });
    const { res, body } = await call(t, 'POST', '/node/clients/act-as-expert', { expert_id: expertId(RAHUL) }, { 'access-token': karan.accessToken });
    expect(res.status).toBe(200);
    const acting = sessionOf(res, body);
    const refused = await mint(acting.accessToken);
    expect(refused.res.status).toBe(422);
    expect(refused.body.message).toBe("A manager acting for an advisor cannot open the advisor's own session");
    // Rahul's own login may still hand his app a token.
    const rahul = await login(t, RAHUL, { role: 'expert' });
    expect((await mint(rahul.accessToken)).res.status).toBe(200);
  });
});
