// Adding a client through the real app: each outcome of POST /add, the OTP the investor reads out, duplicates,
// a change of distributor the investor approves or rejects, expiry, the per-advisor limit, and who may not.
import { and, eq } from 'drizzle-orm';
import { clientRequests, expertClients, users } from '@/server/db/schema';
import { expertId, userId } from '@/server/db/seed/ids';
import { latestOutboxMessage } from '@/server/providers/sms';
import { as } from '../../../support/kycApp';
import { NEHA, RAHUL, VIKRAM, type LoginApp, type Session, call, createLoginApp, login, outboxOtp, wrongCode } from '../../../support/loginApp';

jest.setTimeout(120_000);

let t: LoginApp;
let rahul: Session;
let neha: Session;
let vikram: Session;
beforeAll(async () => {
  t = await createLoginApp();
  rahul = await login(t, RAHUL, { role: 'expert' });
  neha = await login(t, NEHA, { role: 'expert' });
  vikram = await login(t, VIKRAM);
});
afterAll(async () => t?.handle.close());

const post = (s: Session, path: string, body?: unknown) => call(t, 'POST', `/node/clients${path}`, body, as(s));
const add = (s: Session, mobile_no: string, name = 'Meera Iyer') => post(s, '/add', { mobile_no, name });

async function mapped(expertMobile: string, investorId: string): Promise<boolean> {
  const rows = await t.handle.db.select().from(expertClients)
    .where(and(eq(expertClients.expertId, expertId(expertMobile)), eq(expertClients.userId, investorId)));
  return rows.length === 1;
}

/** A fresh investor with no advisor. */
async function newInvestor(mobileNo: string): Promise<string> {
  const [row] = await t.handle.db.insert(users).values({ mobileNo, name: 'Kabir Rao' }).returning({ id: users.id });
  return row.id;
}

describe('POST /node/clients/add', () => {
  it('creates, maps and invites by SMS a number nobody uses', async () => {
    const { res, body } = await add(rahul, '6123400001', 'Meera Iyer');
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ outcome: 'invited' });
    const id = String(body.data?.user_id);
    const [person] = await t.handle.db.select().from(users).where(eq(users.id, id));
    expect(person).toMatchObject({ mobileNo: '6123400001', name: 'Meera Iyer', roles: ['user'] });
    expect(await mapped(RAHUL, id)).toBe(true);
    expect((await latestOutboxMessage(t.handle.db, '6123400001'))?.body).toContain('/account/user');
    const again = await add(rahul, '6123400001');
    expect(again.res.status).toBe(409);
    expect(again.body.message).toBe('This investor is already your client');
  });

  it('links an investor with no advisor only with the OTP sent to their own mobile', async () => {
    const { res, body } = await add(rahul, VIKRAM, 'Vikram Singh');
    expect(res.status).toBe(202);
    expect(body.data).toMatchObject({ outcome: 'otp_sent' });
    const requestId = String(body.data?.request_id);
    const [stored] = await t.handle.db.select().from(clientRequests).where(eq(clientRequests.id, requestId));
    const otp = await outboxOtp(t, VIKRAM);
    expect(stored.otpHash).not.toContain(otp);
    // A double click meets the open request: no second request, no second SMS.
    const twice = await add(rahul, VIKRAM, 'Vikram Singh');
    expect(twice.res.status).toBe(202);
    expect(twice.body.data?.request_id).toBe(requestId);
    expect((await post(neha, `/add/${requestId}/confirm`, { otp })).res.status).toBe(404);
    const wrong = await post(rahul, `/add/${requestId}/confirm`, { otp: wrongCode(otp) });
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect OTP');
    expect(await mapped(RAHUL, userId(VIKRAM))).toBe(false);
    const right = await post(rahul, `/add/${requestId}/confirm`, { otp });
    expect(right.res.status).toBe(200);
    expect(right.body.data).toEqual({ outcome: 'linked', user_id: userId(VIKRAM) });
    expect(await mapped(RAHUL, userId(VIKRAM))).toBe(true);
  });

  it('answers 410 to an OTP typed after ten minutes', async () => {
    await newInvestor('7123400002');
    const { body } = await add(rahul, '7123400002', 'Kabir Rao');
    const otp = await outboxOtp(t, '7123400002');
    t.clock.advance(11 * 60_000);
    const late = await post(rahul, `/add/${String(body.data?.request_id)}/confirm`, { otp });
    expect(late.res.status).toBe(410);
    expect(late.body.message).toBe('This OTP has expired. Please add the client again.');
    // Adding again starts a new request, since the old one is closed.
    const again = await add(rahul, '7123400002', 'Kabir Rao');
    expect(again.res.status).toBe(202);
    expect(again.body.data?.request_id).not.toBe(body.data?.request_id);
  });

  it("refuses advisors' numbers", async () => {
    for (const mobile of [NEHA, RAHUL]) {
      const { res, body } = await add(rahul, mobile);
      expect(res.status).toBe(409);
      expect(body.message).toBe('This number belongs to an advisor');
    }
  });

  it('validates the mobile and the name with the signup rules, and lets only advisors add', async () => {
    expect((await add(rahul, '12345')).res.status).toBe(400);
    expect((await add(rahul, '6123400009', 'Meera')).res.status).toBe(400);
    expect((await add(vikram, '6123400009')).res.status).toBe(403);
  });
});

describe('a change of distributor', () => {
  it("asks another advisor's investor, who approves: the mapping moves in one go", async () => {
    // Vikram is Rahul's now (the link test); Neha asks for him.
    const { res, body } = await add(neha, VIKRAM, 'Vikram Singh');
    expect(res.status).toBe(202);
    expect(body.data).toMatchObject({ outcome: 'transfer_requested' });
    const requestId = String(body.data?.request_id);
    expect((await add(neha, VIKRAM, 'Vikram Singh')).body.data?.request_id).toBe(requestId);
    expect(await mapped(NEHA, userId(VIKRAM))).toBe(false);

    const list = await call(t, 'GET', '/node/clients/requests', undefined, as(vikram));
    expect(list.res.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: requestId, kind: 'transfer', status: 'pending' })]);
    expect((await call(t, 'GET', '/node/clients/requests', undefined, as(rahul))).res.status).toBe(403);
    expect((await post(rahul, `/requests/${requestId}/approve`)).res.status).toBe(403);

    const approved = await post(vikram, `/requests/${requestId}/approve`);
    expect(approved.res.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id: requestId, status: 'approved' });
    expect(await mapped(NEHA, userId(VIKRAM))).toBe(true);
    expect(await mapped(RAHUL, userId(VIKRAM))).toBe(false);
    expect((await post(vikram, `/requests/${requestId}/reject`)).res.status).toBe(409);
  });

  it('leaves the mapping alone when the investor rejects, and a request of another investor is 403', async () => {
    const investor = await newInvestor('7123400003');
    await t.handle.db.insert(expertClients).values({ expertId: expertId(NEHA), userId: investor });
    const { body } = await add(rahul, '7123400003', 'Kabir Rao');
    const requestId = String(body.data?.request_id);
    expect((await post(vikram, `/requests/${requestId}/approve`)).res.status).toBe(404);
    const other = await login(t, '7123400003');
    const rejected = await post(other, `/requests/${requestId}/reject`);
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect(await mapped(NEHA, investor)).toBe(true);
    expect(await mapped(RAHUL, investor)).toBe(false);
  });

  it('answers 410 to a transfer approved after fifteen days', async () => {
    const investor = await newInvestor('7123400004');
    await t.handle.db.insert(expertClients).values({ expertId: expertId(NEHA), userId: investor });
    const { body } = await add(rahul, '7123400004', 'Kabir Rao');
    t.clock.advance(16 * 24 * 60 * 60_000);
    const other = await login(t, '7123400004');
    const listed = await call(t, 'GET', '/node/clients/requests', undefined, as(other));
    expect(listed.body.data).toEqual([]);
    const late = await post(other, `/requests/${String(body.data?.request_id)}/approve`);
    expect(late.res.status).toBe(410);
    expect(await mapped(RAHUL, investor)).toBe(false);
  });
});

describe('the add limit', () => {
  it('refuses the eleventh add of ten minutes with the house 429', async () => {
    // A fresh window: earlier tests' adds are more than a day behind after the clock moves.
    t.clock.advance(2 * 24 * 60 * 60_000);
    rahul = await login(t, RAHUL, { role: 'expert' });
    for (let i = 0; i < 10; i += 1) expect((await add(rahul, `61234501${String(i).padStart(2, '0')}`)).res.status).toBe(201);
    const refused = await add(rahul, '6123450199');
    expect(refused.res.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many OTP requests\. Please try again after/);
  });
});
