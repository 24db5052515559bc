import { http, HttpResponse } from 'msw';
import { writeLocal } from '@/utils/storage';
import { server, setupMockServer } from '../../mocks/server';
import { client, echoAll, logIn } from './helpers';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'zf_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function headersOf(kyc = false, service: 'node' | 'py' = 'node') {
  const seen = echoAll();
  await client(service, { kyc }).get('/echo');
  return seen[0].headers;
}

describe('request headers by role', () => {
  it('logged out: web app, JSON accept, version, and no session headers', async () => {
    const h = await headersOf();
    expect(h).toMatchObject({
      accept: 'application/json',
      'app-name': 'web',
      platform: 'web',
      'app-version': '1.0.0',
    });
    for (const name of ['access-token', 'refresh-token', 'roke', 'role', 'user-id', 'rm-id']) {
      expect(h[name]).toBeUndefined();
    }
  });

  it('user: token, role key and own id; app-name and platform user', async () => {
    logIn('user');
    expect(await headersOf()).toMatchObject({
      'access-token': 'access-1',
      roke: 'roke-user',
      role: 'user',
      'app-name': 'user',
      platform: 'user',
      'user-id': 'u-1',
    });
  });

  it('expert: app-name and platform expert, rm id when stored, no refresh token', async () => {
    logIn('expert', { rmId: 'rm-5' });
    const h = await headersOf();
    expect(h).toMatchObject({
      'app-name': 'expert',
      platform: 'expert',
      role: 'expert',
      'rm-id': 'rm-5',
    });
    expect(h['user-id']).toBeUndefined();
    expect(h['refresh-token']).toBeUndefined();
  });

  it('KYC client: expert-web with user-id = expert id', async () => {
    logIn('expert');
    expect(await headersOf(true, 'py')).toMatchObject({
      'app-name': 'expert-web',
      'user-id': 'e-1',
    });
  });

  it('KYC client: user-web with the own user id', async () => {
    logIn('user');
    expect(await headersOf(true)).toMatchObject({ 'app-name': 'user-web', 'user-id': 'u-1' });
  });

  it('lets a call name its own app-name and platform (KYC details asks for web)', async () => {
    logIn('user');
    const seen = echoAll();
    await client('node', { kyc: true }).get('/kyc/kycdetails/u-1', {
      params: { hi: true },
      headers: { platform: 'web', 'app-name': 'web' },
    });
    expect(seen[0].headers).toMatchObject({
      platform: 'web',
      'app-name': 'web',
      'access-token': 'access-1',
    });
  });

  it('uses the user rule when the stored list holds both roles', async () => {
    logIn('expert');
    writeLocal('role', ['expert', 'user']);
    expect(await headersOf()).toMatchObject({ 'app-name': 'user', platform: 'user' });
  });
});

describe('anti-forgery header', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'copies the cookie on %s',
    async (method) => {
      document.cookie = 'zf_csrf=abc%20123; path=/';
      const seen = echoAll();
      await client('node').request({ method, url: '/x', data: { a: 1 } });
      expect(seen[0].headers['x-csrf-token']).toBe('abc 123');
    },
  );

  it('does not send it on reads', async () => {
    document.cookie = 'zf_csrf=abc; path=/';
    const seen = echoAll();
    await client('node').get('/x');
    expect(seen[0].headers['x-csrf-token']).toBeUndefined();
  });
});

describe('success range', () => {
  it('treats 200-299 as success and anything else as failure', async () => {
    server.use(
      http.get('http://api.test/node/s/:code', ({ params }) =>
        HttpResponse.json({ code: params.code }, { status: Number(params.code) }),
      ),
    );
    const node = client('node');
    await expect(node.get('/s/299')).resolves.toMatchObject({ status: 299 });
    await expect(node.get('/s/204')).resolves.toMatchObject({ status: 204 });
    await expect(node.get('/s/304')).rejects.toMatchObject({ response: { status: 304 } });
    await expect(node.get('/s/404')).rejects.toMatchObject({ response: { status: 404 } });
  });
});
