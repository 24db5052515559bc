// /node/kyc/kycModification with DigiLocker switched off and a KRA that takes a minute: the flags, e-sign straight
// after the start, and a KYC that waits at "submitted" for the KRA.
import { userId } from '@/server/db/seed/ids';
import { type KycPeople, createKycPeople, kycOf as kycRecordOf } from '../../../support/kycApp';
import { ASHA } from '../../../support/loginApp';
import { answer, identityCalls } from '../../py/identity/support';

jest.setTimeout(60_000);

let people: KycPeople;
let calls: ReturnType<typeof identityCalls>;
const ashaId = userId(ASHA);

beforeAll(async () => {
  people = await createKycPeople({ digilockerDisabled: true, kraDelaySeconds: 60 });
  calls = identityCalls(people.t);
});
afterAll(() => people.t.handle.close());

const kycOf = (id: string) => kycRecordOf(people.t, id);

describe('KYC modification with DigiLocker switched off', () => {
  it('reads where a modification stands, for the investor and her advisor only', async () => {
    const { res, body } = await calls.modification(people.asha, ashaId);
    expect(res.status).toBe(200);
    // The seeded record: validated earlier through DigiLocker and e-sign, no modification yet.
    expect(body.data).toMatchObject({
      modification_status: null,
      digilocker_status: 'success',
      e_sign: 'aadhar_sign_success',
      kyc_status: 'verified',
    });
    expect((await calls.modification(people.rahul, ashaId)).res.status).toBe(200);
    expect((await calls.modification(people.vikram, ashaId)).res.status).toBe(404);
  });

  it('starts for a validated KYC wanting changes, clearing the last answers, and says DigiLocker is off', async () => {
    const { body } = await calls.startModification(people.asha, ashaId);
    expect(body.data).toEqual({
      modification_status: 'started',
      isEsignDisabled: 'N',
      isDigiLockerDisabled: 'Y',
    });
    expect(await kycOf(ashaId)).toMatchObject({
      modificationStatus: 'started',
      digilockerStatus: null,
      eSign: null,
    });
    const dl = await calls.digilockerUrl(people.asha, ashaId);
    expect(dl.res.status).toBe(409);
    expect(dl.body.message).toBe('DigiLocker is switched off on this platform');
  });

  it('e-signs without DigiLocker and leaves the KYC submitted while the KRA takes its time', async () => {
    const { body } = await calls.esignUrl(people.asha, ashaId);
    const res = await answer(
      people.t,
      (body.results as Record<string, unknown>).redirect_url,
      'allow',
    );
    expect(res.headers.get('location')).toBe('/kyc?esign=aadhar_sign_success');
    const kyc = await kycOf(ashaId);
    expect(kyc).toMatchObject({
      eSign: 'aadhar_sign_success',
      modificationStatus: 'submitted',
      kycStatus: 'submitted',
    });
    expect(kyc.submittedAt).toBeInstanceOf(Date);
  });

  it('cannot start again while the KYC is with the KRA (409)', async () => {
    expect((await calls.startModification(people.asha, ashaId)).res.status).toBe(409);
  });
});
