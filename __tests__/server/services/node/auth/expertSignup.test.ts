// Advisor sign-up and upgrade (PUT /user/auth/expert/verifyotp); claims of listings are in listingClaim.test.ts.
import { eq } from 'drizzle-orm';
import { experts, users } from '@/server/db/schema';
import { userId as demoUserId } from '@/server/db/seed/ids';
import {
  NEHA,
  RAHUL,
  VIKRAM,
  type LoginApp,
  call,
  createLoginApp,
  login,
  outboxOtp,
  sendOtp,
  wrongCode,
} from '../../../support/loginApp';

jest.setTimeout(60_000);

let t: LoginApp;
beforeAll(async () => {
  t = await createLoginApp();
});
afterAll(() => t.handle.close());

const expertVerify = (body: Record<string, unknown>) =>
  call(t, 'PUT', '/node/user/auth/expert/verifyotp', {
    device_type: 'web',
    platform: 'web',
    optin: false,
    ...body,
  });

async function codeFor(mobile: string, name: string) {
  const sent = await sendOtp(t, { mobile_no: mobile, name, type: 'signup', role: 'expert' });
  expect(sent.res.status).toBe(200);
  return outboxOtp(t, mobile);
}

describe('advisor sign-up', () => {
  it('creates an expert account with a pending ARN and answers like verifyotp plus the token', async () => {
    const otp = await codeFor('9876511111', 'Farah Khan');
    const { res, body } = await expertVerify({
      mobile_no: '9876511111',
      name: 'Farah Khan',
      otp,
      status: 'signup',
      optin: true,
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      name: 'Farah Khan',
      role: ['expert'],
      msg: 'Login successful',
      expert: { arn_status: 'pending', arn_code: null },
    });
    expect(String((body.expert as { expert_code: string }).expert_code)).toMatch(/^ZFE\d{6}$/);
    expect(body.token).toBe(res.headers.get('access-token'));
    expect(res.headers.get('roke')).toBe('expert');
    const [row] = await t.handle.db.select().from(users).where(eq(users.mobileNo, '9876511111'));
    expect(row).toMatchObject({ roles: ['expert'], optin: true });
  });

  it('upgrades an investor to an advisor: both roles, the session acts as expert', async () => {
    const otp = await codeFor(VIKRAM, 'Vikram Rao');
    const { res, body } = await expertVerify({
      mobile_no: VIKRAM,
      name: 'Vikram Rao',
      otp,
      status: 'signup',
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      id: demoUserId(VIKRAM),
      role: ['user', 'expert'],
      expert: { arn_status: 'pending' },
    });
    expect(res.headers.get('roke')).toBe('expert');
  });

  it('refuses a sign-up of a number that already is an advisor', async () => {
    const { res, body } = await sendOtp(t, {
      mobile_no: RAHUL,
      name: 'Rahul Mehta',
      type: 'signup',
      role: 'expert',
    });
    expect(res.status).toBe(409);
    expect(body.message).toBe('This mobile number is already registered. Please log in.');
  });

  it('answers a wrong code with Incorrect OTP and creates nothing', async () => {
    const otp = await codeFor('9876522222', 'Gita Rao');
    const { res, body } = await expertVerify({
      mobile_no: '9876522222',
      name: 'Gita Rao',
      otp: wrongCode(otp),
      status: 'signup',
    });
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 'failed', message: 'Incorrect OTP' });
    expect(
      await t.handle.db.select().from(users).where(eq(users.mobileNo, '9876522222')),
    ).toHaveLength(0);
  });

  it('logs the expert with a pending ARN in through verifyotp with role expert', async () => {
    const s = await login(t, NEHA, { role: 'expert' });
    expect(s.body).toMatchObject({
      name: 'Neha Iyer',
      expert: { arn_status: 'pending', transaction_allowed: false, rm: null },
    });
  });
});

describe('a listing whose own advisor logs in', () => {
  it('is no longer claimable by anyone else', async () => {
    const [owner] = await t.handle.db
      .insert(users)
      .values({ mobileNo: '9000000666', name: 'Returning Advisor', roles: ['expert'] })
      .returning();
    await t.handle.db.insert(experts).values({
      userId: owner.id,
      expertCode: 'ZFL0666',
      arn: '666123',
      arnStatus: 'validated',
      arnValidTill: '2029-03-31',
      claimable: true,
    });
    expect((await call(t, 'GET', '/node/user/expert/arn/666123')).body.data).toMatchObject({ claimed: false });

    await login(t, '9000000666', { role: 'expert' });
    expect((await call(t, 'GET', '/node/user/expert/arn/666123')).body.data).toMatchObject({ claimed: true });
    const [row] = await t.handle.db.select().from(experts).where(eq(experts.arn, '666123'));
    // The advisor keeps the listing as it was: nothing but the claimable flag changes.
    expect(row).toMatchObject({ userId: owner.id, claimable: false, arnStatus: 'validated' });
  });
});
