/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { SESSION_COOKIE } from '@/utils/session/middlewareSession';
import { signSessionToken } from '@/utils/session/token';

const SECRET = 'test-secret-of-at-least-thirty-two-characters!';

beforeAll(() => {
  process.env.AUTH_SECRET = SECRET;
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
