// POST /py/kyc/v1/update/user/{id} {action:'submit'}: a complete KYC goes to the sandbox KRA, which answers
// after KRA_DELAY_SECONDS (read lazily, on the clock of the app), by the PAN's test digits.
import { eq } from 'drizzle-orm';
import { bankAccounts, kycRecords } from '@/server/db/schema';
import { KRA_HOLD_REASON } from '@/server/providers/kra';
import {
  DECLARATIONS,
  type LoginApp,
  PANS,
  PERSONAL,
  type Session,
  VIKRAM,
  addVerifiedPrimaryBank,
  kycApp,
  kycCall,
  login,
  png,
  upload,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(90_000);

const vikramId = userId(VIKRAM);
const submit = (t: LoginApp, s: Session, body: unknown = { action: 'submit' }) =>
  kycCall(t, s, 'POST', `/py/kyc/v1/update/user/${vikramId}`, body);
const details = (t: LoginApp, s: Session) =>
  kycCall(t, s, 'GET', `/node/kyc/kycdetails/${vikramId}`);

/** Steps 1 to 4 through the node routes. */
async function stepsOneToFour(t: LoginApp, s: Session, pan: string) {
  const calls = [
    await kycCall(t, s, 'POST', '/node/kyc/v2/add/kycdetails', {
      user_id: vikramId,
      pancard_no: pan,
      dob: '14/02/1991',
    }),
    await kycCall(t, s, 'PUT', '/node/kyc/personal_details', { user_id: vikramId, ...PERSONAL }),
  ];
  const image = await png();
  for (const kind of ['pan', 'address_proof', 'photo', 'signature'])
    await upload(t, s, kind, vikramId, image);
  calls.push(await kycCall(t, s, 'POST', '/node/kyc/kycDocCheck', { user_id: vikramId }));
  calls.push(
    await kycCall(t, s, 'PUT', '/node/kyc/declarations', { user_id: vikramId, ...DECLARATIONS }),
  );
  expect(calls.map((c) => c.res.status)).toEqual([200, 200, 200, 200]);
}

describe('with the demo setting (KRA_DELAY_SECONDS=0)', () => {
  let t: LoginApp;
  let vikram: Session;
  beforeAll(async () => {
    t = await kycApp();
    vikram = await login(t, VIKRAM);
  });
  afterAll(() => t.handle.close());

  it('refuses anything but the submit action (400)', async () => {
    expect((await submit(t, vikram, { action: 'delete' })).res.status).toBe(400);
  });

  it('lists every missing step when nothing is done (400)', async () => {
    const { res, body } = await submit(t, vikram);
    expect(res.status).toBe(400);
    expect(body.missing).toEqual([
      'pan',
      'personal_details',
      'upload_documents',
      'declarations',
      'bank_details',
    ]);
    expect(body.message).toBe(
      'Please complete these steps before submitting: PAN, Personal details, Documents, Declarations, Bank account',
    );
  });

  it('asks for the bank account once steps 1–4 are done, and a verified primary one only', async () => {
    await stepsOneToFour(t, vikram, PANS.valid);
    expect((await submit(t, vikram)).body.missing).toEqual(['bank_details']);
    await addVerifiedPrimaryBank(t.handle.db, vikramId, 'Vikram Rao');
    await t.handle.db
      .update(bankAccounts)
      .set({ pennyDropStatus: 'name_mismatch' })
      .where(eq(bankAccounts.userId, vikramId));
    expect((await submit(t, vikram)).body.missing).toEqual(['bank_details']);
    await t.handle.db
      .update(bankAccounts)
      .set({ pennyDropStatus: 'verified' })
      .where(eq(bankAccounts.userId, vikramId));
  });

  it('submits, and the KRA validates at once: verified, product_page, and locked', async () => {
    const { res, body } = await submit(t, vikram);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      kyc_status: 'verified',
      navigate_to: 'product_page',
      hold_reason: null,
    });
    expect((await details(t, vikram)).body).toMatchObject({
      data: { kyc_status: 'verified' },
      isDisabled: true,
    });
    const again = await submit(t, vikram);
    expect(again.res.status).toBe(409);
    const data = (await kycCall(t, vikram, 'GET', `/node/kyc/kycdata/${vikramId}`)).body
      .data as Record<string, unknown>;
    expect(data.bank_accounts).toEqual([
      expect.objectContaining({
        account_number_masked: 'XXXXXX4821',
        is_primary: true,
        penny_drop_status: 'verified',
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/501000124821|account_number_enc/);
  });
});

describe('with a KRA that takes time (KRA_DELAY_SECONDS=60)', () => {
  let t: LoginApp;
  let vikram: Session;
  beforeAll(async () => {
    t = await kycApp({ kraDelaySeconds: 60 });
    vikram = await login(t, VIKRAM);
  });
  afterAll(() => t.handle.close());

  it('stays submitted (and locked) until the delay has passed, then reads as the KRA decided', async () => {
    await stepsOneToFour(t, vikram, PANS.kraOnHold);
    await addVerifiedPrimaryBank(t.handle.db, vikramId, 'Vikram Rao');
    const { body } = await submit(t, vikram);
    expect(body.data).toMatchObject({ kyc_status: 'submitted', navigate_to: 'product_page' });
    const edit = await kycCall(t, vikram, 'PUT', '/node/kyc/declarations', {
      user_id: vikramId,
      ...DECLARATIONS,
    });
    expect(edit.res.status).toBe(409);
    expect(edit.body).toMatchObject({ isDisabled: true });

    t.clock.advance(59_000);
    expect((await details(t, vikram)).body).toMatchObject({
      data: { kyc_status: 'submitted' },
      isDisabled: true,
    });
    t.clock.advance(1_000);
    // This PAN is one the sandbox KRA holds: it answers "on hold" with the reason, and the KYC is editable again.
    expect((await details(t, vikram)).body).toMatchObject({
      data: { kyc_status: 'on_hold', hold_reason: KRA_HOLD_REASON },
      isDisabled: false,
    });
    const [row] = await t.handle.db
      .select()
      .from(kycRecords)
      .where(eq(kycRecords.userId, vikramId));
    expect(row.kycStatus).toBe('on_hold');
  });
});
