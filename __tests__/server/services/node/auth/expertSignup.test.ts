// Advisor sign-up, upgrade and claim of a listing (PUT /user/auth/expert/verifyotp).
import { eq } from 'drizzle-orm';
import { experts, users } from '@/server/db/schema';
import { expertId as demoExpertId, userId as demoUserId } from '@/server/db/seed/ids';
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

describe('claiming a directory listing', () => {
  let listingId: string;
  beforeAll(async () => {
    const [placeholder] = await t.handle.db
      .insert(users)
      .values({ mobileNo: '9000000555', name: 'Listed Advisor', roles: ['expert'] })
      .returning();
    const [listing] = await t.handle.db
      .insert(experts)
      .values({
        userId: placeholder.id,
        expertCode: 'ZFL0555',
        arn: '555123',
        arnStatus: 'validated',
        arnValidTill: '2029-03-31',
        claimable: true,
        transactionAllowed: true,
      })
      .returning();
    listingId = listing.id;
  });

  it('finds the listing by ARN, unclaimed', async () => {
    const { res, body } = await call(t, 'GET', '/node/user/expert/arn/555123');
    expect(res.status).toBe(200);
    expect(body.data).toEqual({
      id: listingId,
      name: 'Listed Advisor',
      arn_code: '555123',
      arn_status: 'validated',
      arn_valid_till: '31/03/2029',
      city: null,
      claimed: false,
    });
  });

  it('moves the listing to the claimant, whose ARN must be validated again', async () => {
    const otp = await codeFor('9876533333', 'Listed Advisor');
    const { res, body } = await expertVerify({
      mobile_no: '9876533333',
      name: 'Listed Advisor',
      otp,
      status: 'claim',
      id: listingId,
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      mobile_no: '9876533333',
      role: ['expert'],
      expert: {
        id: listingId,
        arn_code: '555123',
        arn_status: 'pending',
        transaction_allowed: false,
      },
    });
    expect((await call(t, 'GET', '/node/user/expert/arn/555123')).body.data).toMatchObject({
      claimed: true,
    });
  });

  it('refuses a second claim before spending the code, and any claim of an advisor who logs in', async () => {
    const otp = await codeFor('9876544444', 'Someone Else');
    const taken = await expertVerify({
      mobile_no: '9876544444',
      name: 'Someone Else',
      otp,
      status: 'claim',
      id: listingId,
    });
    expect(taken.res.status).toBe(409);
    expect(taken.body.message).toBe('This expert profile has already been claimed');
    const rahul = await expertVerify({
      mobile_no: '9876544444',
      name: 'Someone Else',
      otp,
      status: 'claim',
      id: demoExpertId(RAHUL),
    });
    expect(rahul.res.status).toBe(409);
    // The code was not spent by the refusals: a plain sign-up with it still works.
    expect(
      (await expertVerify({ mobile_no: '9876544444', name: 'Someone Else', otp, status: 'signup' }))
        .res.status,
    ).toBe(200);
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
