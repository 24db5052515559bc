// The session rules every service shares: the spec's refresh retry, rotation and reuse detection, the 30-day
// end, logout revocation and tampered tokens. Driven through real logins on the node service.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '@/server/auth';
import { userId as demoUserId } from '@/server/db/seed/ids';
import { signSessionToken, verifySessionToken } from '@/utils/session/token';
import {
  ASHA,
  RAHUL,
  TEST_SECRET,
  type LoginApp,
  type Session,
  call,
  createLoginApp,
  login,
  setCookies,
} from '../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
  // A route of "another service": the refresh retry must work wherever requireAuth is used.
  t.app.route(
    '/other',
    new Hono().get('/me', requireAuth(TEST_SECRET), (c) =>
      c.json({ status: 'success', data: getIdentity(c) }),
    ),
  );
});
afterAll(() => t.handle.close());

/** The session's access token as it looks 16 minutes later: expired, signature intact. */
async function expired(s: Session): Promise<string> {
  const claims = await verifySessionToken(s.accessToken, TEST_SECRET);
  if (!claims) throw new Error('no claims');
  return signSessionToken(claims, TEST_SECRET, { now: new Date(Date.now() - 16 * 60 * 1000) });
}

const detail = (id: string, headers: Record<string, string>) =>
  call(t, 'GET', `/node/user/detailnew/${id}`, undefined, headers);
const retryHeaders = (access: string, s: Session, refresh = s.refreshToken) => ({
  'access-token': access,
  'refresh-token': refresh,
  roke: s.roke,
  'user-id': String(s.body.id),
});

describe('the 401 retry with the refresh token', () => {
  it('answers the original request and rotates: new tokens in headers, a renewed session cookie', async () => {
    const s = await login(t, ASHA);
    const id = String(s.body.id);
    const plain = await detail(id, { 'access-token': await expired(s) });
    expect(plain.res.status).toBe(401);
    expect(plain.body).toEqual({ status: 'failed', message: 'Please log in again' });

    const { res, body } = await detail(id, retryHeaders(await expired(s), s));
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ id, name: 'Asha Verma', kyc: { status: 'verified' } });
    const access = res.headers.get('access-token');
    const refresh = res.headers.get('refresh-token');
    expect(refresh).toBeTruthy();
    expect(refresh).not.toBe(s.refreshToken);
    expect(await verifySessionToken(access, TEST_SECRET)).toMatchObject({
      userId: id,
      role: 'user',
    });
    expect(res.headers.get('roke')).toBe('user');
    expect(setCookies(res).zf_session).toMatch(/HttpOnly/);

    // The new access token works on its own; the new refresh token works for the next retry.
    expect((await detail(id, { 'access-token': access! })).res.status).toBe(200);
    const next = await detail(id, retryHeaders('not-a-token', s, refresh!));
    expect(next.res.status).toBe(200);
  });

  it('works on any service, and for an invalid access token too', async () => {
    const s = await login(t, RAHUL, { role: 'expert' });
    const { res, body } = await call(t, 'GET', '/other/me', undefined, retryHeaders('garbage', s));
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ userId: demoUserId(RAHUL), role: 'expert' });
    expect(res.headers.get('refresh-token')).toBeTruthy();
  });

  it('accepts the expert id in user-id (what the web sends for experts) and refuses someone else', async () => {
    const s = await login(t, RAHUL, { role: 'expert' });
    const expertId = String((s.body.expert as { id: string }).id);
    const stranger = await call(t, 'GET', '/other/me', undefined, {
      ...retryHeaders('x', s),
      'user-id': demoUserId(ASHA),
    });
    expect(stranger.res.status).toBe(401);
    const wrongRole = await call(t, 'GET', '/other/me', undefined, {
      ...retryHeaders('x', s),
      roke: 'user',
    });
    expect(wrongRole.res.status).toBe(401);
    // Neither refusal spent the token.
    const ok = await call(t, 'GET', '/other/me', undefined, {
      ...retryHeaders('x', s),
      'user-id': expertId,
    });
    expect(ok.res.status).toBe(200);
  });

  it('a spent refresh token presented again revokes the whole family: the newest token stops working', async () => {
    const s = await login(t, ASHA);
    const id = String(s.body.id);
    const first = await detail(id, retryHeaders('x', s));
    const newest = first.res.headers.get('refresh-token')!;
    const reuse = await detail(id, retryHeaders('x', s));
    expect(reuse.res.status).toBe(401);
    expect(reuse.res.headers.get('access-token')).toBeNull();
    expect((await detail(id, retryHeaders('x', s, newest))).res.status).toBe(401);
    // The session cookie of that login ends with it.
    expect((await detail(id, { cookie: s.cookie })).res.status).toBe(401);
  });

  it('ends the session 30 days after login, however often it was refreshed', async () => {
    const s = await login(t, ASHA);
    const id = String(s.body.id);
    t.clock.advance(29 * 24 * 3600 * 1000);
    const day29 = await detail(id, retryHeaders('x', s));
    expect(day29.res.status).toBe(200);
    expect((await detail(id, { cookie: s.cookie })).res.status).toBe(200);
    t.clock.advance(24 * 3600 * 1000 + 60_000);
    const refreshed = { ...s, refreshToken: day29.res.headers.get('refresh-token')! };
    expect((await detail(id, retryHeaders('x', refreshed))).res.status).toBe(401);
    expect((await detail(id, { cookie: s.cookie })).res.status).toBe(401);
  });
});

describe('tokens that are refused', () => {
  it('refuses a tampered token (a user claiming the expert role)', async () => {
    const s = await login(t, ASHA);
    const [header, payload, signature] = s.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, role: 'expert', roles: ['user', 'expert'] }),
    ).toString('base64url');
    const { res } = await call(t, 'GET', '/other/me', undefined, {
      'access-token': `${header}.${forged}.${signature}`,
    });
    expect(res.status).toBe(401);
  });

  it('answers 403 to a user token on an expert route', async () => {
    const s = await login(t, ASHA);
    const { res, body } = await call(
      t,
      'GET',
      '/node/user/stats?id=x&role=expert&stat_type=profile_completion_percentage',
      undefined,
      {
        'access-token': s.accessToken,
      },
    );
    expect(res.status).toBe(403);
    expect(body.message).toBe('You are not allowed to do this');
  });
});

describe('logout', () => {
  const logout = (headers: Record<string, string>) =>
    call(t, 'POST', '/node/user/auth/logout', {}, headers);

  it('revokes the session and clears both cookies', async () => {
    const s = await login(t, ASHA);
    const { res, body } = await logout({
      'access-token': s.accessToken,
      cookie: s.cookie,
      'x-csrf-token': s.csrf,
    });
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'success', message: 'Logged out' });
    const cookies = setCookies(res);
    expect(cookies.zf_session).toMatch(/Max-Age=0/);
    expect(cookies.zf_csrf).toMatch(/Max-Age=0/);
    expect((await detail(String(s.body.id), retryHeaders('x', s))).res.status).toBe(401);
    expect((await detail(String(s.body.id), { cookie: s.cookie })).res.status).toBe(401);
  });

  it('still ends the session when the access token has expired', async () => {
    const s = await login(t, ASHA);
    expect((await logout({ 'access-token': await expired(s) })).res.status).toBe(200);
    expect((await detail(String(s.body.id), retryHeaders('x', s))).res.status).toBe(401);
  });

  it('leaves other sessions of the same person alone', async () => {
    const phone = await login(t, ASHA);
    const laptop = await login(t, ASHA);
    await logout({ 'access-token': laptop.accessToken });
    expect((await detail(String(phone.body.id), retryHeaders('x', phone))).res.status).toBe(200);
  });
});

describe('one-time login tokens (verifybytoken)', () => {
  it('exchanges a token from a logged-in app for a session, once', async () => {
    const app = await login(t, RAHUL, { role: 'expert' });
    const issued = await call(
      t,
      'POST',
      '/node/user/auth/logintoken',
      {},
      { 'access-token': app.accessToken },
    );
    expect(issued.res.status).toBe(200);
    const token = String(issued.body.data?.token);
    const { res, body } = await call(t, 'POST', '/node/user/auth/verifybytoken', { token });
    expect(res.status).toBe(200);
    const answer = body.token as Record<string, unknown>;
    expect(answer).toMatchObject({
      roke: 'expert',
      user: { id: demoUserId(RAHUL), name: 'Rahul Mehta', role: ['expert'] },
    });
    expect(await verifySessionToken(String(answer.access_token), TEST_SECRET)).toMatchObject({
      userId: demoUserId(RAHUL),
    });
    const again = await call(t, 'POST', '/node/user/auth/verifybytoken', { token });
    expect(again.res.status).toBe(400);
    expect(again.body.message).toBe('This login link has expired. Please log in again.');
  });
});
