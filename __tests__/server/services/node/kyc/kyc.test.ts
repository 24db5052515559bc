// The KYC steps through the real app: step 1 (PAN + DOB, with the PAN service and the KRA pre-fill), personal
// details, declarations, the order of the steps, and the record's answers (kycdetails, kycdata).
import { eq } from 'drizzle-orm';
import { kycRecords, kycSteps } from '@/server/db/schema';
import { KRA_HOLD_REASON } from '@/server/providers/kra';
import {
  ASHA,
  ASHA_PAN,
  DECLARATIONS,
  type LoginApp,
  PANS,
  PERSONAL,
  type Session,
  VIKRAM,
  kycApp,
  kycCall,
  login,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(60_000);

let t: LoginApp;
let vikram: Session;
const vikramId = userId(VIKRAM);
const dob = '14/02/1991';

beforeAll(async () => {
  t = await kycApp();
  vikram = await login(t, VIKRAM);
});
afterAll(() => t.handle.close());

const start = (body: Record<string, unknown>) =>
  kycCall(t, vikram, 'POST', '/node/kyc/v2/add/kycdetails', { user_id: vikramId, dob, ...body });
const details = () => kycCall(t, vikram, 'GET', `/node/kyc/kycdetails/${vikramId}?hi=true`);
const record = async () =>
  (await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId)))[0];

describe('before step 1', () => {
  it('answers kycdetails at the top level with no record and an editable KYC', async () => {
    const { res, body } = await details();
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'success', data: null, isDisabled: false });
  });

  it('refuses the later steps until the PAN is saved', async () => {
    const { res, body } = await kycCall(t, vikram, 'PUT', '/node/kyc/personal_details', {
      user_id: vikramId,
      ...PERSONAL,
    });
    expect(res.status).toBe(409);
    expect(body.message).toBe('Please start your KYC with your PAN and date of birth');
  });
});

describe('step 1: PAN and date of birth', () => {
  it('refuses a PAN in the wrong format with the shared message, and saves nothing', async () => {
    const { res, body } = await start({ pancard_no: 'ABC12' });
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'pancard_no', message: 'Please enter a valid PAN, like ABCPE1234F' },
    ]);
    expect(await record()).toBeUndefined();
  });

  it('refuses a date of birth that breaks the adult rule (year difference under 18)', async () => {
    const year = new Date().getFullYear() - 17;
    const { res, body } = await start({ pancard_no: PANS.valid, dob: `01/01/${year}` });
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ path: 'dob', message: 'Age must be at least 18 years' }]);
    expect(await record()).toBeUndefined();
  });

  it('refuses a PAN the department says is invalid or deactivated (400), saving nothing', async () => {
    const invalid = await start({ pancard_no: PANS.invalid });
    expect(invalid.res.status).toBe(400);
    expect(invalid.body.message).toMatch(/not valid at the Income Tax department/);
    const deactivated = await start({ pancard_no: PANS.deactivated });
    expect(deactivated.res.status).toBe(400);
    expect(deactivated.body.message).toMatch(/deactivated/);
    expect(await record()).toBeUndefined();
  });

  it('refuses a PAN that belongs to another account (409) with a clear message', async () => {
    const { res, body } = await start({ pancard_no: ASHA_PAN.toLowerCase() });
    expect(res.status).toBe(409);
    expect(body.message).toBe(
      'This PAN is already linked to another account. Log in with that account, or check the PAN.',
    );
    expect(await record()).toBeUndefined();
  });

  it('saves PAN and DOB (a date in the database, DD/MM/YYYY on the wire) and moves to personal details', async () => {
    const { res, body } = await start({ pancard_no: ` ${PANS.valid.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      user_id: vikramId,
      pancard_no: PANS.valid,
      name: 'Vikram Rao',
      dob,
      mobile_no: VIKRAM,
      kyc_status: 'in_progress',
      navigate_to: 'personal_details',
    });
    expect(await record()).toMatchObject({ dob: '1991-02-14', panName: 'Vikram Rao' });
    expect(await details()).toMatchObject({
      body: { data: { pancard_no: PANS.valid }, isDisabled: false },
    });
  });
});

describe('the PAN and KRA checks (nothing saved)', () => {
  const check = (path: string, pan: string) =>
    kycCall(t, vikram, 'POST', `/node/kyc/${path}`, { user_id: vikramId, pancard_no: pan });

  it('answers each sandbox PAN rule, marked as a sandbox', async () => {
    const answers = await Promise.all(
      [PANS.valid, PANS.invalid, PANS.deactivated, PANS.nameMismatch].map(
        async (pan) => (await check('pan_validation', pan)).body.data,
      ),
    );
    expect(answers).toEqual([
      { pancard_no: PANS.valid, status: 'valid', name: 'Vikram Rao', sandbox: true },
      { pancard_no: PANS.invalid, status: 'invalid', name: null, sandbox: true },
      { pancard_no: PANS.deactivated, status: 'deactivated', name: null, sandbox: true },
      {
        pancard_no: PANS.nameMismatch,
        status: 'name_mismatch',
        name: 'Ramesh Kumar Sharma',
        sandbox: true,
      },
    ]);
  });

  it('looks the PAN up at the KRA: pre-fill for a known PAN, the hold reason for one on hold', async () => {
    expect((await check('v2/kycstatus', PANS.valid)).body.data).toEqual({
      kra_status: 'not_found',
      sandbox: true,
    });
    expect((await check('v2/kycstatus', PANS.kraOnHold)).body.data).toMatchObject({
      kra_status: 'on_hold',
      name: 'Vikram Rao',
      dob: '15/08/1985',
      address: { city: 'Bengaluru', pincode: '560001' },
      hold_reason: KRA_HOLD_REASON,
      sandbox: true,
    });
    expect((await check('v2/kycstatus', PANS.kraRejected)).body.data).toMatchObject({
      kra_status: 'rejected',
    });
  });

  it('says whether an email is free', async () => {
    const free = await kycCall(t, vikram, 'POST', '/node/kyc/emailcheck', {
      user_id: vikramId,
      email: 'nobody.else@example.com',
    });
    expect(free.body.data).toEqual({ available: true });
    const taken = await kycCall(t, vikram, 'POST', '/node/kyc/emailcheck', {
      user_id: vikramId,
      email: 'ASHA.VERMA@example.com',
    });
    expect(taken.body.data).toEqual({ available: false });
  });
});

describe('steps 2 and 4, in order', () => {
  it('refuses declarations before the documents step is done', async () => {
    const { res, body } = await kycCall(t, vikram, 'PUT', '/node/kyc/declarations', {
      user_id: vikramId,
      ...DECLARATIONS,
    });
    expect(res.status).toBe(409);
    expect(body.message).toBe('Please complete your personal details first');
  });

  it('refuses an email another account uses, then saves the personal details and moves to documents', async () => {
    const taken = await kycCall(t, vikram, 'PUT', '/node/kyc/personal_details', {
      user_id: vikramId,
      ...PERSONAL,
      email: 'asha.verma@example.com',
    });
    expect(taken.res.status).toBe(409);
    const { res, body } = await kycCall(t, vikram, 'PUT', '/node/kyc/personal_details', {
      user_id: vikramId,
      ...PERSONAL,
    });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ navigate_to: 'upload_documents', name: 'Vikram Rao' });
    const data = (await kycCall(t, vikram, 'GET', `/node/kyc/kycdata/${vikramId}`)).body.data;
    expect(data).toMatchObject({
      personal_details: PERSONAL,
      declarations: null,
      documents: [],
      bank_accounts: [],
    });
  });

  it('lets step 1 be saved again (an edit) without moving navigate_to back', async () => {
    const { res, body } = await start({ pancard_no: PANS.other });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ pancard_no: PANS.other, navigate_to: 'upload_documents' });
  });

  it('refuses declarations whose nominee shares total 99 %', async () => {
    const nominees = [
      { name: 'Lata Rao', relation: 'mother', dob: '02/03/1962', share: 50 },
      { name: 'Mohan Rao', relation: 'father', dob: '02/03/1960', share: 49 },
    ];
    const row = await record();
    await t.handle.db
      .update(kycRecords)
      .set({ navigateTo: 'declarations' })
      .where(eq(kycRecords.id, row.id));
    const { res, body } = await kycCall(t, vikram, 'PUT', '/node/kyc/declarations', {
      user_id: vikramId,
      ...DECLARATIONS,
      nomination: { opt_out: false, nominees },
    });
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'nomination.nominees', message: 'Nominee shares must add up to 100%' },
    ]);
    const saved = await t.handle.db.select().from(kycSteps).where(eq(kycSteps.kycId, row.id));
    expect(saved.map((s) => s.step)).toEqual(['personal_details']);
  });

  it('saves the declarations and moves to the bank step', async () => {
    const { res, body } = await kycCall(t, vikram, 'PUT', '/node/kyc/declarations', {
      user_id: vikramId,
      ...DECLARATIONS,
    });
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ navigate_to: 'bank_details', kyc_status: 'in_progress' });
  });
});

describe('a verified KYC', () => {
  it('is disabled: kycdetails says so and nothing of it can be saved (409)', async () => {
    const asha = await login(t, ASHA);
    const ashaId = userId(ASHA);
    const read = await kycCall(t, asha, 'GET', `/node/kyc/kycdetails/${ashaId}`);
    expect(read.body).toMatchObject({
      status: 'success',
      data: { kyc_status: 'verified', pancard_no: ASHA_PAN },
      isDisabled: true,
    });
    const again = await kycCall(t, asha, 'POST', '/node/kyc/v2/add/kycdetails', {
      user_id: ashaId,
      pancard_no: ASHA_PAN,
      dob: '12/04/1988',
    });
    expect(again.res.status).toBe(409);
    expect(again.body).toMatchObject({ isDisabled: true });
    const personal = await kycCall(t, asha, 'PUT', '/node/kyc/personal_details', {
      user_id: ashaId,
      ...PERSONAL,
      email: 'asha.verma@example.com',
    });
    expect(personal.res.status).toBe(409);
    const eligible = await kycCall(t, asha, 'POST', '/node/kyc/isEligibleForMFCentral', {
      user_id: ashaId,
    });
    expect(eligible.body.data).toEqual({ eligible: true });
  });
});
