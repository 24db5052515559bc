/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { forwardedForBackend, middleware, vouchedPeer } from '@/middleware';
import { forgetLiveness } from '@/utils/session/liveSession';
import { SESSION_COOKIE } from '@/utils/session/middlewareSession';
import { signSessionToken } from '@/utils/session/token';

const SECRET = 'test-secret-of-at-least-thirty-two-characters!';

beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
});

/** The backend's answer to the guard's session check; by default it cannot be reached. */
const backend = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  forgetLiveness();
  backend.mockReset().mockRejectedValue(new TypeError('fetch failed'));
  global.fetch = backend as unknown as typeof fetch;
});

function request(path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', `${SESSION_COOKIE}=${init.cookie}`);
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

const forge = (role: 'user' | 'expert', secret = SECRET) =>
  signSessionToken({ userId: 'u1', roles: [role], role }, secret);

describe('middleware route guard', () => {
  it('sends a visitor without a session from the expert dashboard to the expert login and clears the cookie', async () => {
    const res = await middleware(request('/dashboard/expert'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/account/expert?next=%2Fdashboard%2Fexpert');
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
  });

  it('still guards a request that carries x-middleware-subrequest', async () => {
    const res = await middleware(
      request('/dashboard/expert', {
        headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      }),
    );
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toContain('/account/expert');
  });

  it('lets a verified expert session through and keeps a user off expert pages', async () => {
    const expert = await middleware(request('/dashboard/expert', { cookie: await forge('expert') }));
    expect(expert.headers.get('x-middleware-next')).toBe('1');
    const user = await middleware(request('/advisor-analytics/aum', { cookie: await forge('user') }));
    expect(user.headers.get('location')).toBe('http://localhost:3000/dashboard/user');
  });

  it('treats a cookie signed with another secret as no session', async () => {
    const forged = await forge('expert', 'another-secret-that-is-also-32-chars-long!!');
    const res = await middleware(request('/dashboard/expert', { cookie: forged }));
    expect(res.headers.get('location')).toContain('/account/expert');
  });

  it('sends a logged-in expert away from the login pages', async () => {
    const res = await middleware(request('/account/user', { cookie: await forge('expert') }));
    expect(res.headers.get('location')).toBe('http://localhost:3000/dashboard/expert');
  });
});

describe('a cookie whose session has ended', () => {
  it('is refused once the backend says the session is revoked, and the cookie is cleared', async () => {
    backend.mockResolvedValue(new Response('{"status":"failed"}', { status: 401 }));
    const cookie = await forge('user');
    const res = await middleware(request('/dashboard/user', { cookie }));
    expect(res.headers.get('location')).toBe('http://localhost:3000/account/user?next=%2Fdashboard%2Fuser');
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
    const [url, init] = backend.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4000/node/user/auth/session');
    expect(new Headers(init?.headers).get('cookie')).toBe(`${SESSION_COOKIE}=${cookie}`);
  });

  it('clears the cookie on the login pages too', async () => {
    backend.mockResolvedValue(new Response('{}', { status: 401 }));
    const res = await middleware(request('/account/user', { cookie: await forge('user') }));
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=;`);
  });

  it('asks the backend once per cookie within the cache window', async () => {
    backend.mockImplementation(async () => new Response('{}', { status: 200 }));
    const cookie = await forge('user');
    for (let i = 0; i < 3; i += 1) {
      expect((await middleware(request('/dashboard/user', { cookie }))).headers.get('x-middleware-next')).toBe('1');
    }
    expect(backend).toHaveBeenCalledTimes(1);
  });

  it('goes by the signature when the backend cannot be reached', async () => {
    const res = await middleware(request('/dashboard/user', { cookie: await forge('user') }));
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });

  it('forgets its cached answer when the owner of the cookie logs out through the web app', async () => {
    backend.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const cookie = await forge('user');
    expect((await middleware(request('/dashboard/user', { cookie }))).headers.get('x-middleware-next')).toBe('1');
    const logout = await middleware(request('/api/node/user/auth/logout', { cookie }));
    expect(logout.headers.get('x-middleware-next')).toBe('1');
    backend.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    const after = await middleware(request('/dashboard/user', { cookie }));
    expect(after.headers.get('location')).toContain('/account/user');
    expect(backend).toHaveBeenCalledTimes(2);
  });
});

describe('what the web app forwards to the backend as the caller address', () => {
  it('drops the client\'s own X-Forwarded-For, X-Real-IP and Forwarded on /api/* when no proxy is trusted', async () => {
    const res = await middleware(
      request('/api/node/user/leadsignup/product', {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7', forwarded: 'for=203.0.113.7', 'user-agent': 'ua' },
      }),
    );
    const kept = (res.headers.get('x-middleware-override-headers') ?? '').split(',');
    expect(kept).toContain('user-agent');
    expect(kept).not.toContain('x-forwarded-for');
    expect(kept).not.toContain('x-real-ip');
    expect(kept).not.toContain('forwarded');
  });

  describe('facing clients directly behind scripts/web-server.mjs (the TCP peer it vouches for)', () => {
    const TOKEN = 'a'.repeat(64);
    beforeEach(() => {
      process.env.ZF_WEB_PEER_TOKEN = TOKEN;
    });
    afterEach(() => {
      delete process.env.ZF_WEB_PEER_TOKEN;
    });
    const forwarded = (res: Response) => res.headers.get('x-middleware-request-x-forwarded-for');

    it('tells the backend the peer the web server saw, whatever X-Forwarded-For the client sent', async () => {
      const res = await middleware(
        request('/api/node/user/leadsignup/product', { headers: { 'x-zf-peer': `${TOKEN} 198.51.100.9`, 'x-forwarded-for': '203.0.113.7' } }),
      );
      expect(forwarded(res)).toBe('198.51.100.9');
      expect((res.headers.get('x-middleware-override-headers') ?? '').split(',')).not.toContain('x-zf-peer');
    });

    it('ignores a peer header with another token (a client making one up)', async () => {
      const res = await middleware(request('/api/node/user/leadsignup/product', { headers: { 'x-zf-peer': `${'b'.repeat(64)} 198.51.100.9` } }));
      expect(forwarded(res)).toBeNull();
      expect(vouchedPeer(`${TOKEN.slice(1)} 198.51.100.9`, TOKEN)).toBeUndefined();
      expect(vouchedPeer(TOKEN, TOKEN)).toBeUndefined();
    });

    it('believes no peer header at all under a plain `next start` (no token in this process)', async () => {
      delete process.env.ZF_WEB_PEER_TOKEN;
      const res = await middleware(request('/api/node/user/leadsignup/product', { headers: { 'x-zf-peer': `${TOKEN} 198.51.100.9` } }));
      expect(forwarded(res)).toBeNull();
      expect(vouchedPeer(`${TOKEN} 198.51.100.9`, '')).toBeUndefined();
    });

    it('still prefers the entry of a trusted proxy in front when WEB_PROXY_HOPS says there is one', async () => {
      process.env.WEB_PROXY_HOPS = '1';
      try {
        const res = await middleware(
          request('/api/node/user/leadsignup/product', {
            headers: { 'x-zf-peer': `${TOKEN} 10.0.0.2`, 'x-forwarded-for': '203.0.113.7, 198.51.100.1' },
          }),
        );
        expect(forwarded(res)).toBe('198.51.100.1');
      } finally {
        delete process.env.WEB_PROXY_HOPS;
      }
    });
  });

  it('keeps only the entry a trusted proxy in front appended (WEB_PROXY_HOPS)', () => {
    expect(forwardedForBackend('203.0.113.7, 198.51.100.1', 0)).toBeUndefined();
    expect(forwardedForBackend('203.0.113.7, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(forwardedForBackend('203.0.113.7, 198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1');
    expect(forwardedForBackend('198.51.100.1', 2)).toBeUndefined();
    expect(forwardedForBackend(null, 1)).toBeUndefined();
  });
});
