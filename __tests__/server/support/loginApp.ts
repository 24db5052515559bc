// Helpers that drive the login as the web app does (OTP read from the dev outbox route, as a person would), over
// createTestApp with the demo people seeded and a clock the test moves.
import type { AppConfig } from '@/server/config';
import type { SmsProvider } from '@/server/providers/sms';
import { TEST_SECRET, type TestApp, TestClock, createTestApp } from './testApp';

export { TEST_SECRET, TestClock };
export const ASHA = '9000000001';
export const VIKRAM = '9000000002';
export const RAHUL = '9000000101';
export const NEHA = '9000000102';

export type LoginApp = TestApp;

/** Generous send limits unless a test is about the limits. */
export const ROOMY_LIMITS = { perNumber10Min: 1000, perNumberDay: 1000, perAddress10Min: 1000 };

/** The demo people seeded and a clock that stands still until the test moves it. */
export function createLoginApp(
  options: { config?: Partial<AppConfig>; sms?: SmsProvider; seed?: boolean } = {},
): Promise<LoginApp> {
  return createTestApp({
    seed: options.seed === false ? 'none' : 'people',
    clock: new TestClock(),
    config: { otpLimits: ROOMY_LIMITS, ...options.config },
    sms: options.sms,
  });
}

export type Body = Record<string, unknown> & {
  data?: Record<string, unknown> & Record<string, unknown>[];
};

export async function call(
  t: LoginApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  env?: unknown,
) {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await t.app.request(path, init, env);
  return { res, body: (await res.json()) as Body };
}

export const sendOtp = (t: LoginApp, body: Record<string, unknown>, env?: unknown) =>
  call(t, 'POST', '/node/user/auth/sendotp', body, {}, env);

/** The bindings @hono/node-server gives a request from a direct loopback peer (the dev outbox needs one). */
export const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export async function outboxOtp(t: LoginApp, mobile: string): Promise<string> {
  const { res, body } = await call(t, 'GET', `/node/dev/otp/${mobile}`, undefined, {}, LOOPBACK_PEER);
  if (res.status !== 200) throw new Error(`no OTP for ${mobile}: ${JSON.stringify(body)}`);
  return String(body.data?.otp);
}

/** The cookies a response sets, by name, with their attributes as written. */
export function setCookies(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]),
  );
}

export function cookieValue(line: string | undefined): string {
  return line ? line.slice(line.indexOf('=') + 1).split(';')[0] : '';
}

export interface Session {
  body: Body;
  accessToken: string;
  refreshToken: string;
  roke: string;
  sessionCookie: string;
  csrf: string;
  /** Cookie header the browser would send back. */
  cookie: string;
}

export function sessionOf(res: Response, body: Body): Session {
  const jar = setCookies(res);
  const sessionCookie = cookieValue(jar.zf_session);
  const csrf = cookieValue(jar.zf_csrf);
  return {
    body,
    accessToken: res.headers.get('access-token') ?? '',
    refreshToken: res.headers.get('refresh-token') ?? '',
    roke: res.headers.get('roke') ?? '',
    sessionCookie,
    csrf,
    cookie: `zf_session=${sessionCookie}; zf_csrf=${csrf}`,
  };
}

/** sendotp + verifyotp with the code from the outbox, as /account/user or /account/expert does it. */
export async function login(
  t: LoginApp,
  mobile: string,
  extra: Record<string, unknown> = {},
): Promise<Session> {
  const sent = await sendOtp(t, { mobile_no: mobile, type: 'login', ...extra });
  if (sent.res.status !== 200)
    throw new Error(`sendotp ${sent.res.status}: ${JSON.stringify(sent.body)}`);
  const otp = await outboxOtp(t, mobile);
  const { res, body } = await call(t, 'POST', '/node/user/auth/verifyotp', {
    mobile_no: mobile,
    otp,
    device_type: 'web',
    platform: 'web',
    type: 'login',
    ...extra,
  });
  if (res.status !== 200) throw new Error(`verifyotp ${res.status}: ${JSON.stringify(body)}`);
  return sessionOf(res, body);
}

/** A code that is not the one sent (the outbox holds the real one). */
export function wrongCode(otp: string): string {
  return otp === '000000' ? '111111' : '000000';
}
