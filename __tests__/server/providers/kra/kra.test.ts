// The sandbox KRA: lookups by the PAN's four digits, and a decision on a submitted KYC once the delay is over.
import { KRA_HOLD_REASON, KRA_REJECT_REASON, createKraProvider } from '@/server/providers/kra';

const at = new Date('2026-11-23T10:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

describe('lookup', () => {
  const kra = createKraProvider({ kraDelaySeconds: 0 });

  it('does not know an ordinary PAN', async () => {
    expect(await kra.lookup('ABCPE1234F', 'Asha Verma')).toEqual({
      kra_status: 'not_found',
      sandbox: true,
    });
  });

  it.each([
    ['ABCPE1111F', 'registered', undefined],
    ['ABCPE2222F', 'on_hold', KRA_HOLD_REASON],
    ['ABCPE3333F', 'rejected', KRA_REJECT_REASON],
    ['ABCPE4444F', 'validated', undefined],
  ])('knows %s as %s, with what it holds for pre-filling', async (pan, status, reason) => {
    const found = await kra.lookup(pan, 'Asha Verma');
    expect(found).toMatchObject({
      kra_status: status,
      name: 'Asha Verma',
      dob: '15/08/1985',
      sandbox: true,
    });
    expect(found.address).toMatchObject({ city: 'Bengaluru', pincode: '560001' });
    expect(found.hold_reason).toBe(reason);
  });
});

describe('decision on a submitted KYC', () => {
  it('is pending until the delay has passed, then validated', async () => {
    const kra = createKraProvider({ kraDelaySeconds: 30 });
    expect(await kra.decision('ABCPE1234F', at, later(29))).toBeNull();
    expect(await kra.decision('ABCPE1234F', at, later(30))).toEqual({
      kyc_status: 'verified',
      hold_reason: null,
    });
  });

  it('validates a registered PAN once a KYC modification (DigiLocker and e-sign) was submitted, after the delay', async () => {
    const kra = createKraProvider({ kraDelaySeconds: 30 });
    expect(await kra.decision('ABCPE1111F', at, later(29), { modification: true })).toBeNull();
    expect(await kra.decision('ABCPE1111F', at, later(30), { modification: true })).toEqual({
      kyc_status: 'verified',
      hold_reason: null,
    });
    expect((await kra.decision('ABCPE1111F', at, later(30)))?.kyc_status).toBe('registered');
  });

  it('is immediate with no delay, and keeps the state the KRA already holds for a test PAN', async () => {
    const kra = createKraProvider({ kraDelaySeconds: 0 });
    expect(await kra.decision('ABCPE4444F', at, at)).toEqual({
      kyc_status: 'verified',
      hold_reason: null,
    });
    expect(await kra.decision('ABCPE1111F', at, at)).toEqual({
      kyc_status: 'registered',
      hold_reason: null,
    });
    expect(await kra.decision('ABCPE2222F', at, at)).toEqual({
      kyc_status: 'on_hold',
      hold_reason: KRA_HOLD_REASON,
    });
    expect(await kra.decision('ABCPE3333F', at, at)).toEqual({
      kyc_status: 'rejected',
      hold_reason: KRA_REJECT_REASON,
    });
  });
});
