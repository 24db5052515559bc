import { and, eq } from 'drizzle-orm';
import { healthInsuranceCarts, otpChallenges } from '@/server/db/schema';
import { expertId } from '@/server/db/seed/ids';
import { RAHUL, call, login, sessionOf, wrongCode } from '../../../support/loginApp';
import { ASHA, ASHA_ID, type InsurancePeople, cartBody, createInsurancePeople, insurance, lastSms, postCart } from '../../../support/insuranceApp';

let p: InsurancePeople;
beforeAll(async () => {
  p = await createInsurancePeople();
}, 60_000);
afterAll(async () => p?.t.handle.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const HOUR = 3_600_000;

async function rahulSends(): Promise<{ id: string; token: string; data: Data }> {
  const { res, body } = await postCart(p.t, p.rahul, cartBody(p.t, { user_uuid: ASHA_ID, event_type: 'ExpertHeader' }));
  expect(res.status).toBe(201);
  const data = body.data as Data;
  expect(data.cart_link).toMatch(/^http:\/\/localhost:3000\/health_insurance\/confirm\?token=[A-Za-z0-9_-]{43}$/);
  return { id: data.cart_id, token: data.cart_link.split('token=')[1], data };
}
const cartRow = async (id: string) => (await p.t.handle.db.select().from(healthInsuranceCarts).where(eq(healthInsuranceCarts.id, id)))[0];
const open = (token: string, who = p.asha) => insurance(p.t, who, 'GET', `/link?token=${token}`);
const askOtp = (token: string, who = p.asha) => insurance(p.t, who, 'POST', '/link/otp', { token });
const confirm = (token: string, otp: string, who = p.asha) => insurance(p.t, who, 'POST', '/link/confirm', { token, otp });
const otpFromSms = async () => (await lastSms(p.t, ASHA)).match(/^(\d{6}) is your ZF OTP/)?.[1] ?? '';

describe('an advisor’s cart for a client', () => {
  it('is sent by SMS to the client’s registered mobile, the token kept only as its hash, for 48 hours', async () => {
    const { id, token, data } = await rahulSends();
    expect(data).toMatchObject({ cart_status: 'link_sent', sent_to: 'XXXXXX0001' });
    expect(await lastSms(p.t, ASHA)).toContain(data.cart_link);
    const row = await cartRow(id);
    expect(row.expertUuid).not.toBeNull();
    expect(row.createdBy).toBe('user');
    expect(row.linkTokenHash).not.toContain(token);
    expect(row.cartLink).not.toContain(token);
    expect(row.linkExpiresAt!.getTime() - p.t.clock.now().getTime()).toBe(48 * HOUR);
    const policies = await insurance(p.t, p.rahul, 'GET', `/policies?user_id=${ASHA_ID}`);
    expect((policies.body.data as unknown as Data[]).find((x) => x.id === id)).toMatchObject({ cart_status: 'link_sent', advisor: { arn: '245871' } });
  });

  it('opens for the client only, with the advisor’s name, ARN and EUIN; never for an advisor', async () => {
    const { id, token } = await rahulSends();
    const seen = await open(token);
    expect(seen.res.status).toBe(200);
    const data = seen.body.data as Data;
    expect(data.cart).toMatchObject({ id, cart_status: 'link_sent', plan_name: 'Suraksha Supreme', cover_type: 'floater' });
    expect(data.advisor).toMatchObject({ arn: '245871', euin: 'E000101', name: expect.any(String) });
    for (const other of [p.vikram, p.rahul, p.neha]) {
      expect((await open(token, other)).res.status).toBe(422);
      expect((await askOtp(token, other)).res.status).toBe(422);
      expect((await confirm(token, '123456', other)).res.status).toBe(422);
    }
    expect((await open('y'.repeat(43))).res.status).toBe(404);
  });

  it('is confirmed once with the OTP sent to the client’s own mobile, then paid on the insurer’s page', async () => {
    const { id, token } = await rahulSends();
    const sent = await askOtp(token);
    expect(sent.res.status).toBe(200);
    expect((sent.body.data as Data).sent_to).toBe('XXXXXX0001');
    const otp = await otpFromSms();
    expect(otp).toMatch(/^\d{6}$/);
    const wrong = await confirm(token, wrongCode(otp));
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect OTP');
    const done = await confirm(token, otp);
    expect(done.res.status).toBe(200);
    const paymentUrl = (done.body.data as Data).payment_url as string;
    expect(paymentUrl).toMatch(/^\/api\/py\/insurance\/pay\/HIP[0-9A-F]{16}$/);
    expect((await cartRow(id)).cartStatus).toBe('confirmed');
    expect((await cartRow(id)).confirmedAt).not.toBeNull();
    // Once: the link and its code are spent.
    const again = await open(token);
    expect(again.res.status).toBe(410);
    expect(again.body.message).toBe('This link has already been used');
    expect((await confirm(token, otp)).res.status).toBe(410);
    // The client pays on the page the confirmation opened.
    const page = await (await p.t.app.request(paymentUrl.replace('/api/py', '/py'))).text();
    const form = page.split('<form').find((f) => f.includes('>Pay</button>')) ?? '';
    const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const paid = await p.t.app.request('/py/insurance/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
    expect(await paid.json()).toMatchObject({ data: { cart_id: id, cart_status: 'paid' } });
  });

  it('does not confirm with a code sent for another of the client’s carts', async () => {
    const first = await rahulSends();
    const second = await rahulSends();
    await askOtp(first.token);
    const otp = await otpFromSms();
    const crossed = await confirm(second.token, otp);
    expect(crossed.res.status).toBe(410);
    expect((await cartRow(second.id)).cartStatus).toBe('link_sent');
    const rows = await p.t.handle.db.select().from(otpChallenges).where(and(eq(otpChallenges.mobileNo, ASHA), eq(otpChallenges.purpose, 'insurance')));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('expires after 48 hours (410)', async () => {
    const { token } = await rahulSends();
    p.t.clock.advance(48 * HOUR);
    const late = await open(token);
    expect(late.res.status).toBe(410);
    expect(late.body.message).toBe('This link has expired; ask your advisor for a new one');
    expect((await askOtp(token)).res.status).toBe(410);
  });

  it('is made by a manager acting for the advisor as the advisor’s own, and the manager cannot open the link', async () => {
    const karan = await login(p.t, '9000000901', { role: 'expert' });
    const acting = await call(p.t, 'POST', '/node/clients/act-as-expert', { expert_id: expertId(RAHUL) }, { 'access-token': karan.accessToken });
    expect(acting.res.status).toBe(200);
    const asRahul = sessionOf(acting.res, acting.body);
    const { res, body } = await postCart(p.t, asRahul, cartBody(p.t, { user_uuid: ASHA_ID }));
    expect(res.status).toBe(201);
    const data = body.data as Data;
    expect((await cartRow(data.cart_id)).expertUuid).toBe(expertId(RAHUL));
    expect((await open(data.cart_link.split('token=')[1], asRahul)).res.status).toBe(422);
    // The manager's own session ended when acting began (the session switches), so its token is refused outright.
    expect((await postCart(p.t, karan, cartBody(p.t, { user_uuid: ASHA_ID }))).res.status).toBe(401);
  });
});
