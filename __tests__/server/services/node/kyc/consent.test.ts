// The client confirms a KYC their advisor prepared: the advisor's submit texts the client a link instead of going to
// the KRA; only the client, with their own OTP, sends it; a link is good once, for its client only, and for the KYC
// the client was shown (a change since refuses it).
import { eq } from 'drizzle-orm';
import { kycRecords } from '@/server/db/schema';
import { lastSms } from '../../../support/insuranceApp';
import {
  DECLARATIONS,
  type LoginApp,
  PANS,
  PERSONAL,
  RAHUL,
  type Session,
  VIKRAM,
  ASHA,
  addVerifiedPrimaryBank,
  kycApp,
  kycCall,
  login,
  mapExpert,
  png,
  upload,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(120_000);

const vikramId = userId(VIKRAM);
let t: LoginApp;
let rahul: Session;
let vikram: Session;

const status = async () => (await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId)))[0]?.kycStatus;
const tokenFrom = (sms: string) => sms.match(/token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
const outboxOtp = async () => (await lastSms(t, VIKRAM)).match(/\b(\d{6})\b/)?.[1] ?? '';

/** Rahul, Vikram's advisor, prepares every step of Vikram's KYC on a fresh app. */
async function prepared(): Promise<{ app: LoginApp; rahul: Session; vikram: Session }> {
  const app = await kycApp();
  await mapExpert(app.handle.db, RAHUL, VIKRAM);
  const advisor = await login(app, RAHUL, { role: 'expert' });
  const calls = [
    await kycCall(app, advisor, 'POST', '/node/kyc/v2/add/kycdetails', { user_id: vikramId, pancard_no: PANS.valid, dob: '14/02/1991' }),
    await kycCall(app, advisor, 'PUT', '/node/kyc/personal_details', { user_id: vikramId, ...PERSONAL }),
  ];
  const image = await png();
  for (const kind of ['pan', 'address_proof', 'photo', 'signature']) await upload(app, advisor, kind, vikramId, image);
  calls.push(await kycCall(app, advisor, 'POST', '/node/kyc/kycDocCheck', { user_id: vikramId }));
  calls.push(await kycCall(app, advisor, 'PUT', '/node/kyc/declarations', { user_id: vikramId, ...DECLARATIONS }));
  expect(calls.map((c) => c.res.status)).toEqual([200, 200, 200, 200]);
  await addVerifiedPrimaryBank(app.handle.db, vikramId, 'Vikram Rao');
  return { app, rahul: advisor, vikram: await login(app, VIKRAM) };
}

beforeAll(async () => {
  ({ app: t, rahul, vikram } = await prepared());
});
afterAll(() => t.handle.close());

const submitAsRahul = () => kycCall(t, rahul, 'POST', `/py/kyc/v1/update/user/${vikramId}`, { action: 'submit' });
const open = (s: Session, token: string) => kycCall(t, s, 'GET', `/node/kyc/consent?token=${token}`);
const askOtp = (s: Session, token: string) => kycCall(t, s, 'POST', '/node/kyc/consent/otp', { token });
const confirm = (s: Session, token: string, otp: string) => kycCall(t, s, 'POST', '/node/kyc/consent/confirm', { token, otp });

it("sends the advisor's submit to the client to confirm: nothing reaches the KRA, the client gets a link by SMS", async () => {
  const { res, body } = await submitAsRahul();
  expect(res.status).toBe(200);
  expect(body.data).toMatchObject({ client_confirmation: { sent_to: `XXXXXX${VIKRAM.slice(-4)}` } });
  expect(await status()).not.toBe('submitted');
  expect(await status()).not.toBe('verified');
  expect(await lastSms(t, VIKRAM)).toMatch(/has prepared your KYC.*\/confirm-kyc\?token=/);
});

it('shows the client what will be submitted (masked), and nobody else: not the advisor, not another investor (404)', async () => {
  await submitAsRahul();
  const token = tokenFrom(await lastSms(t, VIKRAM));
  const view = await open(vikram, token);
  expect(view.res.status).toBe(200);
  const sections = (view.body.data as unknown as { sections: { title: string; rows: { label: string; value: string }[] }[] }).sections;
  expect(sections.map((s) => s.title)).toEqual(['You', 'Address', 'Declarations', 'Nomination', 'Bank account']);
  const pan = sections[0].rows.find((r) => r.label === 'PAN')!.value;
  expect(pan).not.toBe(PANS.valid);
  expect(pan).toMatch(/X{6}/);
  expect(sections[4].rows[0].value).toContain('XXXXXX4821');
  expect((await open(rahul, token)).res.status).toBe(404);
  expect((await open(await login(t, ASHA), token)).res.status).toBe(404);
  expect((await open(vikram, 'x'.repeat(43))).res.status).toBe(404);
});

it("is confirmed only with the client's own OTP, then goes to the KRA, once", async () => {
  await submitAsRahul();
  const token = tokenFrom(await lastSms(t, VIKRAM));
  expect((await confirm(vikram, token, '000000')).res.status).toBe(410); // no OTP asked for this link yet
  expect((await askOtp(vikram, token)).res.status).toBe(200);
  const otp = await outboxOtp();
  const wrong = otp === '111111' ? '222222' : '111111';
  const refused = await confirm(vikram, token, wrong);
  expect(refused.res.status).toBe(400);
  expect(refused.body.message).toBe('Incorrect OTP');
  expect((await confirm(rahul, token, otp)).res.status).toBe(404); // the advisor never confirms
  const done = await confirm(vikram, token, otp);
  expect(done.res.status).toBe(200);
  expect(['submitted', 'verified']).toContain(await status());
  // Who did what: the advisor prepared what went to the KRA; the client's confirmation did not overwrite it.
  const [record] = await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId));
  expect(record).toMatchObject({ submittedBy: 'advisor', submittedByUserId: rahul.body.id });
  expect((await confirm(vikram, token, otp)).res.status).toBe(410);
});

describe('a KYC changed after the link was sent', () => {
  it('cannot be confirmed with that link (409), and a newer link ends the older one (410)', async () => {
    // A fresh app: the KYC above is with the KRA now.
    const fresh = await prepared();
    const [app, advisor, client] = [fresh.app, fresh.rahul, fresh.vikram];
    try {
      const send = () => kycCall(app, advisor, 'POST', `/py/kyc/v1/update/user/${vikramId}`, { action: 'submit' });
      expect((await send()).res.status).toBe(200);
      const first = tokenFrom(await lastSms(app, VIKRAM));
      // The advisor changes the nomination after the SMS went out.
      const changed = await kycCall(app, advisor, 'PUT', '/node/kyc/declarations', {
        user_id: vikramId,
        ...DECLARATIONS,
        nomination: { opt_out: true, declaration: true },
      });
      expect(changed.res.status).toBe(200);
      expect((await kycCall(app, client, 'POST', '/node/kyc/consent/otp', { token: first })).res.status).toBe(200);
      const otp = (await lastSms(app, VIKRAM)).match(/\b(\d{6})\b/)![1];
      const stale = await kycCall(app, client, 'POST', '/node/kyc/consent/confirm', { token: first, otp });
      expect(stale.res.status).toBe(409);
      expect(stale.body.message).toBe('Your KYC changed after this link was sent; ask your advisor to send it again');
      expect((await app.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId)))[0].kycStatus).not.toBe('submitted');

      expect((await send()).res.status).toBe(200);
      expect((await kycCall(app, client, 'GET', `/node/kyc/consent?token=${first}`)).res.status).toBe(410);
      const second = tokenFrom(await lastSms(app, VIKRAM));
      expect((await kycCall(app, client, 'GET', `/node/kyc/consent?token=${second}`)).res.status).toBe(200);
    } finally {
      await app.handle.close();
    }
  });
});
