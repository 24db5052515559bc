// SMS delivery behind its interface: the outbox (demo) with its dev route, a real gateway without it, and the
// start-up refusal of the outbox in production.
import { loadConfig } from '@/server/config';
import { createWebhookSms, type SmsProvider } from '@/server/providers/sms';
import {
  ASHA,
  LOOPBACK_PEER,
  type LoginApp,
  TEST_SECRET,
  call,
  createLoginApp,
  sendOtp,
  sessionOf,
} from '../../support/loginApp';

jest.setTimeout(60_000);

function recordingSms(
  name = 'webhook',
): SmsProvider & { sent: { mobileNo: string; text: string }[]; failing: boolean } {
  const sms = {
    name,
    sent: [] as { mobileNo: string; text: string }[],
    failing: false,
    async send(mobileNo: string, text: string) {
      if (sms.failing) throw new Error('gateway down');
      sms.sent.push({ mobileNo, text });
    },
  };
  return sms;
}

describe('with a real gateway configured', () => {
  let t: LoginApp;
  const sms = recordingSms();
  beforeAll(async () => {
    t = await createLoginApp({ sms });
  });
  afterAll(() => t.handle.close());

  it('sends the code by SMS, and there is no dev outbox route', async () => {
    expect((await sendOtp(t, { mobile_no: ASHA, type: 'login' })).res.status).toBe(200);
    const last = sms.sent.at(-1)!;
    expect(last.mobileNo).toBe(ASHA);
    const otp = last.text.match(/\d{6}/)?.[0];
    expect(last.text).toBe(
      `${otp} is your ZF one-time password. It is valid for 5 minutes. Do not share it with anyone.`,
    );
    const dev = await call(t, 'GET', `/node/dev/otp/${ASHA}`, undefined, {}, LOOPBACK_PEER);
    expect(dev.res.status).toBe(404);
    expect(dev.body).toEqual({ status: 'failed', message: 'Not found' });
    const { res, body } = await call(t, 'POST', '/node/user/auth/verifyotp', {
      mobile_no: ASHA,
      otp,
    });
    expect(res.status).toBe(200);
    expect(sessionOf(res, body).accessToken).not.toBe('');
  });

  it('answers 503 when the gateway refuses', async () => {
    sms.failing = true;
    const { res, body } = await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    sms.failing = false;
    expect(res.status).toBe(503);
    expect(body.message).toBe('We could not send the OTP just now. Please try again in a minute.');
  });
});

describe('the outbox', () => {
  it('keeps the last code of each number for the dev route, with its times', async () => {
    const t = await createLoginApp();
    try {
      const dev = () => call(t, 'GET', `/node/dev/otp/${ASHA}`, undefined, {}, LOOPBACK_PEER);
      expect((await dev()).res.status).toBe(404);
      await sendOtp(t, { mobile_no: ASHA, type: 'login' });
      const { res, body } = await dev();
      expect(res.status).toBe(200);
      const data = body.data as Record<string, string>;
      expect(data.mobile_no).toBe(ASHA);
      expect(data.otp).toMatch(/^\d{6}$/);
      expect(new Date(data.expires_at).getTime() - new Date(data.sent_at).getTime()).toBe(
        5 * 60 * 1000,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await t.handle.close();
    }
  });
});

describe('who may read the outbox', () => {
  let t: LoginApp;
  beforeAll(async () => {
    t = await createLoginApp();
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
  });
  afterAll(() => t.handle.close());
  const read = (headers: Record<string, string>, env?: unknown) =>
    call(t, 'GET', `/node/dev/otp/${ASHA}`, undefined, headers, env);

  it('answers a direct caller on this machine', async () => {
    expect((await read({}, LOOPBACK_PEER)).res.status).toBe(200);
    expect((await read({}, { incoming: { socket: { remoteAddress: '::1' } } })).res.status).toBe(200);
  });

  it('is a 404 to another machine, to anything proxied (the web app adds X-Forwarded-*), and without a socket', async () => {
    const remote = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
    for (const [headers, env] of [
      [{}, remote],
      [{}, undefined],
      [{ 'x-forwarded-for': '127.0.0.1' }, LOOPBACK_PEER],
      [{ 'x-forwarded-host': 'localhost:3000' }, LOOPBACK_PEER],
      [{ forwarded: 'for=127.0.0.1' }, LOOPBACK_PEER],
    ] as const) {
      const { res, body } = await read(headers, env);
      expect(res.status).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/\d{6}/);
    }
  });
});

describe('the webhook provider', () => {
  it('posts {to, text} as JSON with the bearer token, and fails on a refusal', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as unknown as typeof fetch;
    const sms = createWebhookSms({
      url: 'https://sms.example/send',
      token: 'tok',
      fetch: fakeFetch,
    });
    await sms.send('9000000001', 'hello');
    expect(calls[0].url).toBe('https://sms.example/send');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ to: '+919000000001', text: 'hello' });
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    status = 500;
    await expect(sms.send('9000000001', 'hello')).rejects.toThrow('SMS gateway answered 500');
  });
});

describe('configuration', () => {
  const base = { AUTH_SECRET: TEST_SECRET };

  it('refuses the outbox in production unless ALLOW_OUTBOX_IN_PRODUCTION=1', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /ALLOW_OUTBOX_IN_PRODUCTION=1/,
    );
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' }).smsProvider,
    ).toBe('outbox');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).smsProvider).toBe('outbox');
  });

  it('needs a URL for the webhook and knows no other provider', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'https://sms.example',
      }).smsProvider,
    ).toBe('webhook');
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      /SMS_PROVIDER must be one of outbox, webhook/,
    );
  });

  it('reads the send limits and the cookie flag', () => {
    const config = loadConfig({ ...base, OTP_LIMIT_NUMBER_10MIN: '5', COOKIE_SECURE: '1' });
    expect(config.otpLimits).toEqual({ perNumber10Min: 5, perNumberDay: 10, perAddress10Min: 20 });
    expect(config.cookieSecure).toBe(true);
    expect(loadConfig(base).cookieSecure).toBe('auto');
  });
});

describe('Secure cookies', () => {
  const production = { nodeEnv: 'production', isProduction: true, allowOutboxInProduction: true };

  async function loginCookies(t: LoginApp, headers: Record<string, string>) {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = String((await call(t, 'GET', `/node/dev/otp/${ASHA}`, undefined, {}, LOOPBACK_PEER)).body.data?.otp);
    const { res } = await call(
      t,
      'POST',
      '/node/user/auth/verifyotp',
      { mobile_no: ASHA, otp },
      headers,
    );
    return res.headers.getSetCookie();
  }

  it('are Secure in production behind https, and not for plain http on localhost', async () => {
    const t = await createLoginApp({ config: production });
    try {
      const https = await loginCookies(t, {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'zf.example.in',
      });
      expect(https.every((line) => /; Secure/.test(line))).toBe(true);
      const local = await loginCookies(t, {
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'localhost:3000',
      });
      expect(local.some((line) => /; Secure/.test(line))).toBe(false);
    } finally {
      await t.handle.close();
    }
  });

  it('follow COOKIE_SECURE when it is set', async () => {
    const t = await createLoginApp({ config: { cookieSecure: true } });
    try {
      expect((await loginCookies(t, {})).every((line) => /; Secure/.test(line))).toBe(true);
    } finally {
      await t.handle.close();
    }
  });
});
