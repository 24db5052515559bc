import { eq } from 'drizzle-orm';
import { otpChallenges, users } from '@/server/db/schema';
import { userId as demoUserId, expertId as demoExpertId } from '@/server/db/seed/ids';
import { verifySessionToken } from '@/utils/session/token';
import {
  ASHA,
  LOOPBACK_PEER,
  RAHUL,
  TEST_SECRET,
  type LoginApp,
  call,
  createLoginApp,
  login,
  outboxOtp,
  sendOtp,
  setCookies,
  wrongCode,
} from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const verify = (body: Record<string, unknown>) =>
  call(t, 'POST', '/node/user/auth/verifyotp', { device_type: 'web', platform: 'web', ...body });

describe('OTP login of the demo people', () => {
  it('logs the investor in: tokens in headers, cookies, role user and her account in the body', async () => {
    const sent = await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    expect(sent.res.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'success',
      message: 'OTP sent',
      expires_in: 300,
      resend_in: 30,
    });
    expect(typeof sent.body.challenge_id).toBe('string');

    const otp = await outboxOtp(t, ASHA);
    expect(otp).toMatch(/^\d{6}$/);
    const { res, body } = await verify({ mobile_no: ASHA, otp, type: 'login' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      id: demoUserId(ASHA),
      mobile_no: ASHA,
      name: 'Asha Verma',
      role: ['user'],
      city: 'Gurgaon',
      msg: 'Login successful',
      merchant_id: null,
      expert: null,
      flags: { is_esign_disabled: 'N', is_digilocker_disabled: 'N' },
    });
    expect(res.headers.get('roke')).toBe('user');
    const claims = await verifySessionToken(res.headers.get('access-token'), TEST_SECRET);
    expect(claims).toMatchObject({ userId: demoUserId(ASHA), role: 'user', roles: ['user'] });
    expect(res.headers.get('refresh-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookies = setCookies(res);
    expect(cookies.zf_session).toMatch(/HttpOnly/);
    expect(cookies.zf_session).toMatch(/SameSite=Lax/);
    expect(cookies.zf_session).toMatch(/Path=\//);
    expect(cookies.zf_csrf).not.toMatch(/HttpOnly/);
    expect(cookies.zf_csrf).toMatch(/SameSite=Lax/);
    // The cookie's JWT lasts the whole session (30 days), so middleware.ts keeps the person logged in.
    const maxAge = Number(cookies.zf_session.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    const sessionJwt = cookies.zf_session.split(';')[0].split('=')[1];
    expect(await verifySessionToken(sessionJwt, TEST_SECRET)).toMatchObject({
      userId: demoUserId(ASHA),
      role: 'user',
      sessionId: claims?.sessionId,
    });
  });

  it('logs the expert in with the expert block, merchant and relationship manager', async () => {
    const s = await login(t, RAHUL, { role: 'expert' });
    expect(s.roke).toBe('expert');
    expect(s.body).toMatchObject({
      id: demoUserId(RAHUL),
      name: 'Rahul Mehta',
      role: ['expert'],
      merchant_id: 'ZFM1001',
      assigned_merchant: 'ZF Wealth Gurgaon (demo)',
      expert: {
        id: demoExpertId(RAHUL),
        expert_code: 'ZFX0101',
        arn_code: '245871',
        arn_status: 'validated',
        arn_valid_till: '29/05/2028',
        transaction_allowed: true,
        current_logged_in: false,
        rm: { id: 'RM0901', name: 'Karan Malhotra', mobile: '9000000901' },
      },
    });
    expect(await verifySessionToken(s.accessToken, TEST_SECRET)).toMatchObject({
      role: 'expert',
      expertId: demoExpertId(RAHUL),
    });
  });

  it('gives an expert number the expert role even from the investor login page (expert wins)', async () => {
    const s = await login(t, RAHUL);
    expect(s.roke).toBe('expert');
  });

  it('records the login time', async () => {
    const [row] = await t.handle.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.mobileNo, ASHA));
    expect(row.at).toBeInstanceOf(Date);
  });
});

describe('codes that do not log in', () => {
  it('answers a wrong code with Incorrect OTP and no id, and the right code still works after it', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = await outboxOtp(t, ASHA);
    const wrong = await verify({ mobile_no: ASHA, otp: wrongCode(otp) });
    expect(wrong.res.status).toBe(400);
    expect(wrong.body).toEqual({ status: 'failed', message: 'Incorrect OTP' });
    expect(wrong.res.headers.get('access-token')).toBeNull();
    expect((await verify({ mobile_no: ASHA, otp })).res.status).toBe(200);
  });

  it('refuses a code used once already', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = await outboxOtp(t, ASHA);
    expect((await verify({ mobile_no: ASHA, otp })).res.status).toBe(200);
    const again = await verify({ mobile_no: ASHA, otp });
    expect(again.res.status).toBe(400);
    expect(again.body.message).toBe('This OTP has expired. Please request a new one.');
  });

  it('refuses a code after its 5 minutes', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = await outboxOtp(t, ASHA);
    t.clock.advance(5 * 60 * 1000 + 1000);
    const late = await verify({ mobile_no: ASHA, otp });
    expect(late.res.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired. Please request a new one.');
  });

  it('ends the challenge at the fifth wrong try: even the right code is refused then', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = await outboxOtp(t, ASHA);
    for (let i = 1; i <= 4; i++)
      expect((await verify({ mobile_no: ASHA, otp: wrongCode(otp) })).body.message).toBe(
        'Incorrect OTP',
      );
    const fifth = await verify({ mobile_no: ASHA, otp: wrongCode(otp) });
    expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await verify({ mobile_no: ASHA, otp });
    expect(right.res.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('binds the code to its challenge: a new send makes the earlier code useless', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const first = await outboxOtp(t, ASHA);
    t.clock.advance(1000);
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const second = await outboxOtp(t, ASHA);
    if (first !== second)
      expect((await verify({ mobile_no: ASHA, otp: first })).body.message).toBe('Incorrect OTP');
    expect((await verify({ mobile_no: ASHA, otp: second })).res.status).toBe(200);
  });

  it('stores codes only as a hash', async () => {
    await sendOtp(t, { mobile_no: ASHA, type: 'login' });
    const otp = await outboxOtp(t, ASHA);
    const rows = await t.handle.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNo, ASHA));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });
});

describe('unregistered numbers and sign-up', () => {
  const NEW = '9876500001';

  it('sends nothing to an unregistered number on login', async () => {
    const { res, body } = await sendOtp(t, { mobile_no: '9876500099', type: 'login' });
    expect(res.status).toBe(404);
    expect(body).toEqual({ status: 'failed', message: 'This mobile number is not registered' });
    expect((await call(t, 'GET', '/node/dev/otp/9876500099', undefined, {}, LOOPBACK_PEER)).res.status).toBe(404);
  });

  it('refuses an expert login for a number without the expert role', async () => {
    const { res, body } = await sendOtp(t, { mobile_no: ASHA, type: 'login', role: 'expert' });
    expect(res.status).toBe(404);
    expect(body.message).toBe('This mobile number is not registered');
  });

  it('validates the number with the shared messages', async () => {
    const { res, body } = await sendOtp(t, { mobile_no: '12345', type: 'login' });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Not a valid number');
  });

  it('creates the account only once the code is verified, with the name given at sign-up', async () => {
    const sent = await sendOtp(t, { mobile_no: NEW, type: 'signup', name: 'Meera Nair' });
    expect(sent.res.status).toBe(200);
    expect(await t.handle.db.select().from(users).where(eq(users.mobileNo, NEW))).toHaveLength(0);
    const otp = await outboxOtp(t, NEW);
    const wrong = await verify({ mobile_no: NEW, otp: wrongCode(otp), type: 'signup' });
    expect(wrong.body.message).toBe('Incorrect OTP');
    expect(await t.handle.db.select().from(users).where(eq(users.mobileNo, NEW))).toHaveLength(0);

    const { res, body } = await verify({ mobile_no: NEW, otp, type: 'signup' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      mobile_no: NEW,
      name: 'Meera Nair',
      role: ['user'],
      expert: null,
    });
    const [row] = await t.handle.db.select().from(users).where(eq(users.mobileNo, NEW));
    expect(row).toMatchObject({ id: body.id, name: 'Meera Nair', roles: ['user'] });
  });

  it('refuses a sign-up of a registered number', async () => {
    const { res, body } = await sendOtp(t, { mobile_no: ASHA, type: 'signup', name: 'Asha Verma' });
    expect(res.status).toBe(409);
    expect(body.message).toBe('This mobile number is already registered. Please log in.');
  });

  it('asks for the full name at sign-up', async () => {
    await sendOtp(t, { mobile_no: '9876500002', type: 'signup', name: 'Meera' });
    const otp = await outboxOtp(t, '9876500002');
    const { res, body } = await verify({ mobile_no: '9876500002', otp, type: 'signup' });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Please enter your fullname');
  });
});
