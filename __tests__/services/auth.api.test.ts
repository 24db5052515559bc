import { http, HttpResponse } from 'msw';
import {
  logoutSession,
  sendOtp,
  verifyByToken,
  verifyExpertOtp,
  verifyOtp,
} from '@/services/auth.api';
import { errorMessage, statusOf } from '@/services/http';
import { findExpertByArn, getProfileCompletion, getUserDetail } from '@/services/user.api';
import { writeLocal } from '@/utils/storage';
import { at } from '../mocks/handlers';
import { server, setupMockServer } from '../mocks/server';
import { mockSession } from '../mocks/session';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'zf_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** Records the next request to a path and answers with `reply`. */
function capture(method: 'post' | 'put', path: string, reply: () => Response) {
  const seen: { body: unknown; headers: Record<string, string> }[] = [];
  server.use(
    http[method](at('node', path), async ({ request }) => {
      seen.push({
        body: await request.json(),
        headers: Object.fromEntries(request.headers.entries()),
      });
      return reply();
    }),
  );
  return seen;
}

describe('auth.api', () => {
  it('sends an OTP with the contract body and reads resend_in', async () => {
    const seen = capture('post', '/user/auth/sendotp', () =>
      HttpResponse.json({ status: 'success', message: 'OTP sent', resend_in: 45 }),
    );
    const answer = await sendOtp({ mobile_no: '9000000001', type: 'login' });
    expect(seen[0].body).toEqual({ mobile_no: '9000000001', type: 'login' });
    expect(answer).toMatchObject({ message: 'OTP sent', resend_in: 45 });
  });

  it('throws the 404 of an unregistered number with its message', async () => {
    const error = await sendOtp({ mobile_no: '9123456789', type: 'login' }).catch((e) => e);
    expect(statusOf(error)).toBe(404);
    expect(errorMessage(error)).toBe('This mobile number is not registered');
  });

  it('verifies with device_type and platform web and returns the token headers', async () => {
    const answer = await verifyOtp({ mobile_no: '9000000001', otp: '123456' });
    expect(answer.body.id).toBe('u-1');
    expect(answer.headers['access-token']).toBe(mockSession.tokens.accessToken);
    expect(answer.headers['roke']).toBe('user');

    const seen = capture('post', '/user/auth/verifyotp', () =>
      HttpResponse.json({ status: 'failed', message: 'Incorrect OTP' }, { status: 400 }),
    );
    // A caller cannot override the device fields.
    const wrong = await verifyOtp({ mobile_no: '9000000001', otp: '000000' }).catch((e) => e);
    expect(seen[0].body).toMatchObject({ device_type: 'web', platform: 'web', otp: '000000' });
    expect(errorMessage(wrong)).toBe('Incorrect OTP');
  });

  it('PUTs the expert verification with status, id and the optin as given', async () => {
    const seen = capture('put', '/user/auth/expert/verifyotp', () =>
      HttpResponse.json({ status: 'success', id: 'u-9', token: 't-9' }),
    );
    await verifyExpertOtp({
      mobile_no: '9000000222',
      name: 'Kavita Shah',
      otp: '123456',
      status: 'claim',
      id: 'e-77',
      optin: false,
    });
    expect(seen[0].body).toMatchObject({
      mobile_no: '9000000222',
      name: 'Kavita Shah',
      otp: '123456',
      status: 'claim',
      id: 'e-77',
      optin: false,
    });
  });

  it('exchanges a one-time token for the token object', async () => {
    server.use(
      http.post(at('node', '/user/auth/verifybytoken'), () =>
        HttpResponse.json({
          status: 'success',
          token: { access_token: 'a', refresh_token: 'r', roke: 'user', user: { id: 'u-1' } },
        }),
      ),
    );
    await expect(verifyByToken('one-time')).resolves.toMatchObject({
      access_token: 'a',
      user: { id: 'u-1' },
    });
  });

  it('logs out with the session token and the anti-forgery header', async () => {
    writeLocal('access-token', 'acc-1');
    writeLocal('role', ['user']);
    document.cookie = 'zf_csrf=csrf-1; path=/';
    const seen = capture('post', '/user/auth/logout', () =>
      HttpResponse.json({ status: 'success', message: 'Logged out' }),
    );
    await logoutSession();
    expect(seen[0].headers['access-token']).toBe('acc-1');
    expect(seen[0].headers['x-csrf-token']).toBe('csrf-1');
  });
});

describe('user.api', () => {
  beforeEach(() => {
    const { accessToken } = mockSession.start();
    writeLocal('access-token', accessToken);
    writeLocal('role', ['expert']);
  });

  it('reads the account detail and the profile completion', async () => {
    const detail = await getUserDetail('u-101');
    expect(detail.expert?.clients_count).toBe(42);
    expect(detail.kyc?.status).toBe('verified');

    let query: URLSearchParams | null = null;
    server.use(
      http.get(at('node', '/user/stats'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          status: 'success',
          data: { profile_completion_percentage: 75 },
        });
      }),
    );
    await expect(getProfileCompletion('e-1')).resolves.toBe(75);
    expect(Object.fromEntries(query!.entries())).toEqual({
      id: 'e-1',
      role: 'expert',
      stat_type: 'profile_completion_percentage',
    });
  });

  it('finds an advisor profile by ARN, and reports an unknown ARN', async () => {
    await expect(findExpertByArn('654321')).resolves.toMatchObject({ name: 'Kavita Shah' });
    const error = await findExpertByArn('000000').catch((e) => e);
    expect(statusOf(error)).toBe(404);
  });
});
