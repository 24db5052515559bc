// The demo KYCs as the routes answer them: Asha's complete record, and Rahul's clients in their KRA states.
import {
  ASHA,
  type LoginApp,
  PANS,
  RAHUL,
  type Session,
  kycApp,
  kycCall,
  login,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(60_000);

let t: LoginApp;
let rahul: Session;
beforeAll(async () => {
  t = await kycApp();
  rahul = await login(t, RAHUL, { role: 'expert' });
});
afterAll(() => t.handle.close());

const REJECTED = '9000001006';
const REGISTERED = '9000001010';
const ON_HOLD = '9000001019';

it("gives Asha's saved steps back, with her bank account masked", async () => {
  const asha = await login(t, ASHA);
  const { body } = await kycCall(t, asha, 'GET', `/node/kyc/kycdata/${userId(ASHA)}`);
  expect(body.data).toMatchObject({
    record: { kyc_status: 'verified', dob: '12/04/1988', navigate_to: 'product_page' },
    personal_details: { name: 'Asha Verma', address: { pincode: '122002' } },
    declarations: {
      nomination: { opt_out: false, nominees: [{ name: 'Rakesh Verma', share: 100 }] },
    },
    bank_accounts: [
      {
        ifsc: 'HDFC0000590',
        account_number_masked: 'XXXXXX4821',
        is_primary: true,
        penny_drop_status: 'verified',
      },
    ],
  });
});

it("shows Rahul his clients' KRA outcomes; registered, on hold and rejected stay editable", async () => {
  const read = async (mobile: string) =>
    (await kycCall(t, rahul, 'GET', `/node/kyc/kycdetails/${userId(mobile)}`)).body;
  expect(await read(REGISTERED)).toMatchObject({
    data: { kyc_status: 'registered', hold_reason: null },
    isDisabled: false,
  });
  expect(await read(ON_HOLD)).toMatchObject({
    data: {
      kyc_status: 'on_hold',
      hold_reason: 'Email not validated: confirm the link the KRA sent',
    },
    isDisabled: false,
  });
  expect(await read(REJECTED)).toMatchObject({
    data: { kyc_status: 'rejected', navigate_to: 'product_page' },
    isDisabled: false,
  });
});

it('starts a rejected KYC again: step 1 saved anew makes it in progress at personal details, the reason cleared', async () => {
  const { res, body } = await kycCall(t, rahul, 'POST', '/node/kyc/v2/add/kycdetails', {
    user_id: userId(REJECTED),
    pancard_no: PANS.valid,
    dob: '09/09/1990',
  });
  expect(res.status).toBe(200);
  expect(body.data).toMatchObject({
    kyc_status: 'in_progress',
    navigate_to: 'personal_details',
    hold_reason: null,
    pancard_no: PANS.valid,
  });
});
