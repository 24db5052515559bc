// Who may read and who may change a KYC: the investor; an advisor mapped to them, who needs
// transaction_allowed to change anything (reads stay open to them); nobody else.
import { eq } from 'drizzle-orm';
import { kycRecords } from '@/server/db/schema';
import {
  ASHA,
  DECLARATIONS,
  type LoginApp,
  NEHA,
  PANS,
  PERSONAL,
  RAHUL,
  type Session,
  VIKRAM,
  kycApp,
  kycCall,
  login,
  mapExpert,
  userId,
} from '../../../support/kycJourney';

jest.setTimeout(60_000);

let t: LoginApp;
let asha: Session;
let rahul: Session;
let neha: Session;
const vikramId = userId(VIKRAM);
const ashaId = userId(ASHA);
const NO_TRANSACTION = /until your ARN is validated/;

beforeAll(async () => {
  t = await kycApp();
  asha = await login(t, ASHA);
  rahul = await login(t, RAHUL, { role: 'expert' });
  neha = await login(t, NEHA, { role: 'expert' });
  // Neha (ARN pending, so transaction_allowed is false) is given Vikram as a client; Rahul already has Asha.
  await mapExpert(t.handle.db, NEHA, VIKRAM);
});
afterAll(() => t.handle.close());

/** One call of each kind that changes a KYC, for `forUser`. */
const changes = (forUser: string) =>
  [
    [
      'POST',
      '/node/kyc/v2/add/kycdetails',
      { user_id: forUser, pancard_no: PANS.valid, dob: '14/02/1991' },
    ],
    ['POST', '/node/kyc/pan_validation', { user_id: forUser, pancard_no: PANS.valid }],
    ['POST', '/node/kyc/v2/kycstatus', { user_id: forUser, pancard_no: PANS.valid }],
    ['POST', '/node/kyc/emailcheck', { user_id: forUser, email: 'x@example.com' }],
    ['PUT', '/node/kyc/personal_details', { user_id: forUser, ...PERSONAL }],
    ['PUT', '/node/kyc/declarations', { user_id: forUser, ...DECLARATIONS }],
    ['POST', '/node/kyc/kycDocCheck', { user_id: forUser }],
    ['POST', `/py/kyc/v1/update/user/${forUser}`, { action: 'submit' }],
  ] as const;

const reads = (forUser: string) =>
  [
    ['GET', `/node/kyc/kycdetails/${forUser}`, undefined],
    ['GET', `/node/kyc/kycdata/${forUser}`, undefined],
    ['POST', '/node/kyc/isEligibleForMFCentral', { user_id: forUser }],
  ] as const;

async function statuses(s: Session, calls: readonly (readonly [string, string, unknown])[]) {
  return Promise.all(
    calls.map(async ([method, path, body]) => (await kycCall(t, s, method, path, body)).res.status),
  );
}

it('answers 401 without a session', async () => {
  const res = await t.app.request(`/node/kyc/kycdetails/${vikramId}`);
  expect(res.status).toBe(401);
});

it("refuses an investor every call on another investor's KYC (404, as if it did not exist), reads included", async () => {
  const all = [...changes(vikramId), ...reads(vikramId)];
  expect(await statuses(asha, all)).toEqual(all.map(() => 404));
  expect(
    (await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId))).length,
  ).toBe(0);
});

it('refuses an advisor who is not mapped to the investor (404), reads included', async () => {
  const all = [...changes(ashaId), ...reads(ashaId)];
  expect(await statuses(neha, all)).toEqual(all.map(() => 404));
});

it('lets a mapped advisor without transaction permission read, but not change, the client’s KYC (422)', async () => {
  expect(await statuses(neha, reads(vikramId))).toEqual([200, 200, 200]);
  expect(await statuses(neha, changes(vikramId))).toEqual(changes(vikramId).map(() => 422));
  const { body } = await kycCall(
    t,
    neha,
    'POST',
    '/node/kyc/v2/add/kycdetails',
    changes(vikramId)[0][2],
  );
  expect(body.message).toMatch(NO_TRANSACTION);
  expect(
    (await t.handle.db.select().from(kycRecords).where(eq(kycRecords.userId, vikramId))).length,
  ).toBe(0);
});

it('lets a mapped advisor with transaction permission run the steps for the client', async () => {
  await mapExpert(t.handle.db, RAHUL, VIKRAM);
  const { res, body } = await kycCall(
    t,
    rahul,
    'POST',
    '/node/kyc/v2/add/kycdetails',
    changes(vikramId)[0][2],
  );
  expect(res.status).toBe(200);
  expect(body.data).toMatchObject({
    user_id: vikramId,
    pancard_no: PANS.valid,
    name: 'Vikram Rao',
    mobile_no: VIKRAM,
  });
  const personal = await kycCall(t, rahul, 'PUT', '/node/kyc/personal_details', {
    user_id: vikramId,
    ...PERSONAL,
  });
  expect(personal.body.data).toMatchObject({ navigate_to: 'upload_documents' });
});

it('refuses an id that is not a user id (400) before touching the database', async () => {
  const { res } = await kycCall(t, asha, 'GET', '/node/kyc/kycdetails/not-a-uuid');
  expect(res.status).toBe(400);
});
