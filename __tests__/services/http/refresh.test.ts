import { http, HttpResponse } from 'msw';
import { configureHttp, resetHttpConfig } from '@/services/http';
import { readLocal, writeLocal } from '@/utils/storage';
import { TEST_ORIGIN } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { always, client, logIn } from './helpers';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => resetHttpConfig());

describe('401: one shared refresh', () => {
  it('lets N parallel 401s cause exactly one refresh, then all succeed', async () => {
    logIn('user');
    mockSession.expireAccess();
    const node = client('node');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => node.get(`/user/detail/u-${i}`)),
    );
    expect(results.map((r) => r.data.data.id)).toEqual(['u-0', 'u-1', 'u-2', 'u-3', 'u-4', 'u-5']);
    // The mock backend revokes the session if a spent refresh token is presented twice,
    // so success of all six also proves that no second refresh went out.
    expect(mockSession.refreshCount).toBe(1);
    expect(readLocal('access-token')).toBe(mockSession.tokens.accessToken);
    expect(readLocal('refresh-token')).toBe(mockSession.tokens.refreshToken);
  });

  it('shares the refresh between clients of different services', async () => {
    logIn('user');
    mockSession.expireAccess();
    const node = client('node');
    const py = client('py');
    await Promise.all([
      node.get('/user/detail/u-1'),
      py.post('/kyc/v1/update/user/u-1', {}),
      node.get('/kyc/kycdetails/u-1'),
      py.get('/identity/digilocker/url/u-1/'),
    ]);
    expect(mockSession.refreshCount).toBe(1);
  });

  it('re-sends with refresh-token, roke and the expert and rm ids attached', async () => {
    logIn('expert', { rmId: 'rm-5' });
    mockSession.expireAccess();
    const seen: Array<Record<string, string>> = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(Object.fromEntries(request.headers.entries()));
    });
    await client('node').get('/user/detail/u-9');
    server.events.removeAllListeners();
    expect(seen).toHaveLength(2);
    expect(seen[0]['refresh-token']).toBeUndefined();
    expect(seen[0]['user-id']).toBeUndefined();
    expect(seen[1]).toMatchObject({
      'refresh-token': 'refresh-1',
      roke: 'roke-expert',
      'user-id': 'e-1',
      'rm-id': 'rm-5',
    });
  });

  it('stores a refreshed access token that arrives on an ordinary response', async () => {
    logIn('user');
    server.use(
      http.get(`${TEST_ORIGIN}/node/ping`, () =>
        HttpResponse.json({ ok: true }, { headers: { 'access-token': 'rotated-77' } }),
      ),
    );
    await client('node').get('/ping');
    expect(readLocal('access-token')).toBe('rotated-77');
    expect(readLocal('refresh-token')).toBe('refresh-1');
  });
});

describe('401: retry limits', () => {
  it('retries 3 times in the main client, then rejects and reports the expiry once', async () => {
    logIn('user');
    const calls = always(401);
    const onSessionExpired = jest.fn();
    configureHttp({ onSessionExpired });
    await expect(client('node').get('/anything')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toHaveLength(1 + 3);
    expect(calls.slice(1).every((h) => h['refresh-token'] === 'refresh-1')).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries 2 times in the KYC client', async () => {
    logIn('user');
    const calls = always(401);
    await expect(client('node', { kyc: true }).get('/kyc/kycdata/u-1')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toHaveLength(1 + 2);
  });

  it('keeps parallel failures to one refresh chain when the refresh is refused', async () => {
    logIn('user');
    const calls = always(401);
    const onSessionExpired = jest.fn();
    configureHttp({ onSessionExpired });
    const node = client('node');
    const outcomes = await Promise.allSettled([node.get('/a'), node.get('/b'), node.get('/c')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    // Three first attempts plus one chain of three refresh attempts; waiters do not refresh again.
    expect(calls).toHaveLength(3 + 3);
    expect(calls.filter((h) => h['refresh-token'])).toHaveLength(3);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 401 when there is no session to refresh', async () => {
    const calls = always(401);
    await expect(client('node').get('/anything')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(calls).toHaveLength(1);
  });

  it('stops refreshing once a retry succeeds', async () => {
    logIn('user');
    writeLocal('access-token', 'stale');
    await client('node').get('/user/detail/u-1');
    expect(mockSession.refreshCount).toBe(1);
    await client('node').get('/user/detail/u-1');
    expect(mockSession.refreshCount).toBe(1);
  });
});
