// An advisor's change to a client's bank accounts or nominees once the client's KYC is with the KRA (issue 30): it is
// not made, the client gets a link by SMS, and only the client's own OTP makes it. The investor's own change is made
// at once. Asha (9000000001) is Rahul's client with a verified KYC, one verified primary HDFC account (…4821) and one
// nominee; Neha is another advisor, Vikram another investor.
import { and, eq } from 'drizzle-orm';
import { CONSENT_TTL_MS } from '@/server/services/node/kyc/consent.service';
import { bankAccounts, kycRecords, kycSteps } from '@/server/db/schema';
import { lastSms } from '../../../support/insuranceApp';
import {
  ASHA,
  type LoginApp,
  NEHA,
  RAHUL,
  type Session,
  VIKRAM,
  kycApp,
  kycCall,
  login,
  mapExpert,
  userId,
} from '../../../support/kycJourney';
import { account, bankCalls } from '../banks/support';

jest.setTimeout(120_000);

const ashaId = userId(ASHA);
const vikramId = userId(VIKRAM);
const NEW_NOMINATION = {
  opt_out: false,
  nominees: [
    { name: 'Rakesh Verma', relation: 'spouse', dob: '03/09/1986', share: 60 },
    { name: 'Meera Verma', relation: 'daughter', dob: '11/05/1990', share: 40 },
  ],
};

let t: LoginApp;
let rahul: Session;
let asha: Session;
let vikram: Session;
let neha: Session;
let calls: ReturnType<typeof bankCalls>;

beforeAll(async () => {
  t = await kycApp();
  calls = bankCalls(t);
  rahul = await login(t, RAHUL, { role: 'expert' });
  asha = await login(t, ASHA);
  vikram = await login(t, VIKRAM);
  neha = await login(t, NEHA, { role: 'expert' });
});
afterAll(() => t.handle.close());

const accountsOf = (id: string) => t.handle.db.select().from(bankAccounts).where(eq(bankAccounts.userId, id));
const tokenFrom = (sms: string) => sms.match(/confirm-kyc\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
const open = (s: Session, token: string) => kycCall(t, s, 'GET', `/node/kyc/consent?token=${token}`);
const askOtp = (s: Session, token: string) => kycCall(t, s, 'POST', '/node/kyc/consent/otp', { token });
const confirm = (s: Session, token: string, otp: string) => kycCall(t, s, 'POST', '/node/kyc/consent/confirm', { token, otp });
const ashaOtp = async () => (await lastSms(t, ASHA)).match(/\b(\d{6})\b/)![1];
const wrongOf = (otp: string) => (otp === '111111' ? '222222' : '111111');
/** The nomination saved with the client's declarations. */
const nominationOf = async (id: string) => {
  const [row] = await t.handle.db
    .select({ data: kycSteps.data })
    .from(kycSteps)
    .innerJoin(kycRecords, eq(kycRecords.id, kycSteps.kycId))
    .where(and(eq(kycRecords.userId, id), eq(kycSteps.step, 'declarations')));
  return (row.data as { nomination?: unknown }).nomination;
};

describe("an advisor's new bank account for a client whose KYC is verified", () => {
  let token = '';

  it('is not added: the answer is 202 "Sent to your client to confirm" and the client gets a link by SMS', async () => {
    const { res, body } = await calls.add(rahul, ashaId, account('50100077775678', { ifsc: 'ICIC0000001' }));
    expect(res.status).toBe(202);
    expect(body.message).toBe('Sent to your client to confirm');
    expect(body.data).toMatchObject({
      status: 'awaiting_client',
      client_confirmation: { kind: 'bank_change', sent_to: `XXXXXX${ASHA.slice(-4)}` },
    });
    expect((await accountsOf(ashaId)).map((a) => a.accountLast4)).toEqual(['4821']);
    const sms = await lastSms(t, ASHA);
    expect(sms).toMatch(/asks to change your bank accounts: Add ICICI Bank, XXXXXX5678 \(ICIC0000001\).*\/confirm-kyc\?token=/);
    expect(sms).not.toContain('50100077775678');
    token = tokenFrom(sms);
    // The advisor's view of the client says it waits.
    const data = (await kycCall(t, rahul, 'GET', `/node/kyc/kycdata/${ashaId}`)).body.data as unknown as { pending_changes: unknown[] };
    expect(data.pending_changes).toEqual([expect.objectContaining({ kind: 'bank_change', summary: 'Add ICICI Bank, XXXXXX5678 (ICIC0000001)' })]);
  });

  it('shows the client the accounts now and after, and nobody else: not an advisor, not another investor (404)', async () => {
    const view = await open(asha, token);
    expect(view.res.status).toBe(200);
    expect(view.body.data).toMatchObject({
      kind: 'bank_change',
      advisor: { name: 'Rahul Mehta' },
      sections: [
        { title: 'Now', rows: [{ label: 'Account 1', value: 'HDFC Bank, XXXXXX4821 (HDFC0000590), primary' }] },
        { title: 'After the change', rows: [{ label: 'Account 1' }, { label: 'Account 2', value: expect.stringContaining('ICICI Bank, XXXXXX5678') }] },
      ],
    });
    for (const other of [rahul, neha, vikram]) {
      expect((await open(other, token)).res.status).toBe(404);
      expect((await askOtp(other, token)).res.status).toBe(404);
    }
  });

  it('is not added with a wrong OTP, nor by anyone but the client', async () => {
    expect((await askOtp(asha, token)).res.status).toBe(200);
    const otp = await ashaOtp();
    const refused = await confirm(asha, token, wrongOf(otp));
    expect(refused.res.status).toBe(400);
    expect(refused.body.message).toBe('Incorrect OTP');
    expect((await confirm(rahul, token, otp)).res.status).toBe(404);
    expect((await confirm(vikram, token, otp)).res.status).toBe(404);
    expect(await accountsOf(ashaId)).toHaveLength(1);
  });

  it("is added with the client's OTP, checked by penny drop as the client's own call would be, once", async () => {
    const otp = await ashaOtp();
    const done = await confirm(asha, token, otp);
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({
      account: { account_number_masked: 'XXXXXX5678', bank_name: 'ICICI Bank', penny_drop_status: 'verified', is_primary: false },
    });
    expect((await accountsOf(ashaId)).map((a) => a.accountLast4).sort()).toEqual(['4821', '5678']);
    expect((await confirm(asha, token, otp)).res.status).toBe(410);
    const data = (await kycCall(t, rahul, 'GET', `/node/kyc/kycdata/${ashaId}`)).body.data as unknown as { pending_changes: unknown[] };
    expect(data.pending_changes).toEqual([]);
  });
});

describe("an advisor's switch of the client's primary account", () => {
  it('waits for the client; a newer request ends the older link; confirmed, the account is primary', async () => {
    const icici = (await accountsOf(ashaId)).find((a) => a.accountLast4 === '5678')!;
    const first = await calls.primary(rahul, ashaId, icici.id);
    expect(first.res.status).toBe(202);
    const older = tokenFrom(await lastSms(t, ASHA));
    expect(await lastSms(t, ASHA)).toContain('Make ICICI Bank, XXXXXX5678 (ICIC0000001) your primary account');
    expect((await calls.primary(rahul, ashaId, icici.id)).res.status).toBe(202);
    const newer = tokenFrom(await lastSms(t, ASHA));
    expect((await open(asha, older)).res.status).toBe(410);
    expect((await accountsOf(ashaId)).find((a) => a.isPrimary)!.accountLast4).toBe('4821');

    await askOtp(asha, newer);
    expect((await confirm(asha, newer, await ashaOtp())).res.status).toBe(200);
    expect((await accountsOf(ashaId)).find((a) => a.isPrimary)!.accountLast4).toBe('5678');
  });

  it('cannot be confirmed once the accounts changed since the link was sent (409)', async () => {
    const hdfc = (await accountsOf(ashaId)).find((a) => a.accountLast4 === '4821')!;
    const asked = await calls.primary(rahul, ashaId, hdfc.id);
    expect([asked.res.status, asked.body.message]).toEqual([202, 'Sent to your client to confirm']);
    const token = tokenFrom(await lastSms(t, ASHA));
    // Asha herself adds an account meanwhile: made at once, as before.
    expect((await calls.add(asha, ashaId, account('50100011112222'))).res.status).toBe(201);
    await askOtp(asha, token);
    const stale = await confirm(asha, token, await ashaOtp());
    expect(stale.res.status).toBe(409);
    expect(stale.body.message).toBe('Your bank accounts changed after this link was sent; ask your advisor to send it again');
    expect((await accountsOf(ashaId)).find((a) => a.isPrimary)!.accountLast4).toBe('5678');
  });
});

describe("the client's nominees", () => {
  it("an advisor's change waits for the client's OTP; then it is saved", async () => {
    const before = await nominationOf(ashaId);
    const { res, body } = await kycCall(t, rahul, 'PUT', '/node/kyc/nomination', { user_id: ashaId, nomination: NEW_NOMINATION });
    expect(res.status).toBe(202);
    expect(body.message).toBe('Sent to your client to confirm');
    expect(await nominationOf(ashaId)).toEqual(before);
    const token = tokenFrom(await lastSms(t, ASHA));
    const view = await open(asha, token);
    expect(view.body.data).toMatchObject({
      kind: 'nominee_change',
      sections: [
        { title: 'Now' },
        { title: 'After the change', rows: [{ label: 'Nominee 1', value: 'Rakesh Verma (spouse), 60%' }, { label: 'Nominee 2', value: 'Meera Verma (daughter), 40%' }] },
      ],
    });
    await askOtp(asha, token);
    const otp = await ashaOtp();
    expect((await confirm(asha, token, wrongOf(otp))).res.status).toBe(400);
    expect(await nominationOf(ashaId)).toEqual(before);
    expect((await confirm(asha, token, otp)).res.status).toBe(200);
    expect(await nominationOf(ashaId)).toEqual(NEW_NOMINATION);
  });

  it("the investor's own change is saved at once", async () => {
    const optOut = { opt_out: true, declaration: true };
    const { res, body } = await kycCall(t, asha, 'PUT', '/node/kyc/nomination', { user_id: ashaId, nomination: optOut });
    expect(res.status).toBe(200);
    expect(body.data).toEqual({ nomination: optOut });
    expect(await nominationOf(ashaId)).toEqual(optOut);
  });

  it('refuses shares that do not add up (400) and a KYC not with the KRA yet (409)', async () => {
    const bad = { ...NEW_NOMINATION, nominees: [{ ...NEW_NOMINATION.nominees[0], share: 50 }] };
    expect((await kycCall(t, asha, 'PUT', '/node/kyc/nomination', { user_id: ashaId, nomination: bad })).res.status).toBe(400);
    const early = await kycCall(t, vikram, 'PUT', '/node/kyc/nomination', { user_id: vikramId, nomination: NEW_NOMINATION });
    expect(early.res.status).toBe(409);
  });
});

describe('before the KYC is with the KRA', () => {
  it("an advisor's new account is added at once: the client's confirmation of the KYC covers it", async () => {
    await mapExpert(t.handle.db, RAHUL, VIKRAM);
    const { res } = await calls.add(rahul, vikramId, account('50100033334444'));
    expect(res.status).toBe(201);
    expect(await accountsOf(vikramId)).toHaveLength(1);
  });
});

it('a newer request ends only the older one of its kind: a bank change leaves a nominee change waiting', async () => {
  expect((await kycCall(t, rahul, 'PUT', '/node/kyc/nomination', { user_id: ashaId, nomination: NEW_NOMINATION })).res.status).toBe(202);
  const nominees = tokenFrom(await lastSms(t, ASHA));
  expect((await calls.add(rahul, ashaId, account('50100055556666'))).res.status).toBe(202);
  expect((await open(asha, nominees)).res.status).toBe(200);
  const data = (await kycCall(t, rahul, 'GET', `/node/kyc/kycdata/${ashaId}`)).body.data as unknown as { pending_changes: { kind: string }[] };
  expect(data.pending_changes.map((p) => p.kind)).toEqual(['nominee_change', 'bank_change']);
});

it('a link lapses after 48 hours (410)', async () => {
  expect((await kycCall(t, rahul, 'PUT', '/node/kyc/nomination', { user_id: ashaId, nomination: NEW_NOMINATION })).res.status).toBe(202);
  const token = tokenFrom(await lastSms(t, ASHA));
  t.clock.advance(CONSENT_TTL_MS - 60_000);
  expect((await open(asha, token)).res.status).toBe(200);
  t.clock.advance(60_000);
  const lapsed = await open(asha, token);
  expect(lapsed.res.status).toBe(410);
  expect(lapsed.body.message).toBe('This link has expired; ask your advisor to send it again');
});
