import { explainHold, KYC_UPGRADE_PATH, kycAllowance, normaliseKycStatus } from '@/utils/kyc/status';

describe('normaliseKycStatus', () => {
  it.each([
    ['verified', 'verified'],
    ['Validated', 'verified'],
    ['REGISTERED', 'registered'],
    ['on hold', 'on_hold'],
    ['on_hold', 'on_hold'],
    ['pending', 'in_progress'],
    ['submitted', 'submitted'],
    [null, 'not_started'],
    ['nonsense', 'not_started'],
  ])('%s is %s', (raw, status) => {
    expect(normaliseKycStatus(raw)).toBe(status);
  });
});

describe('what a KYC status allows', () => {
  it('validated: any fund', () => {
    const a = kycAllowance('verified');
    expect(a.allows).toBe('KYC validated: you can invest in any fund.');
    expect(a.canInvestAnywhere).toBe(true);
  });

  it('registered: only funds already held, and an upgrade by modification', () => {
    const a = kycAllowance('registered');
    expect(a.allows).toBe(
      'Registered: you can add to funds you already hold; a new fund house needs KYC modification.',
    );
    expect(a.canInvestAnywhere).toBe(false);
    expect(a.canAddToHeld).toBe(true);
    expect(a.action).toEqual({ label: 'Upgrade KYC', href: KYC_UPGRADE_PATH });
  });

  it('on hold: the reason, its fix, and no transactions at all', () => {
    const a = kycAllowance('on_hold', 'Email not validated: confirm the link the KRA sent');
    expect(a.allows).toBe(
      'On hold: Email not validated — confirm the link the KRA sent. Until then you cannot invest, start SIPs or redeem.',
    );
    expect(a.canInvestAnywhere || a.canAddToHeld).toBe(false);
    expect(a.action).toBeNull();
  });

  it.each(['rejected', 'submitted', 'in_progress', 'not_started'])('%s allows no purchase', (status) => {
    const a = kycAllowance(status);
    expect(a.canInvestAnywhere || a.canAddToHeld).toBe(false);
  });

  it('sends an unfinished or rejected KYC back to /kyc and a submitted one nowhere', () => {
    expect(kycAllowance('in_progress').action?.href).toBe('/kyc');
    expect(kycAllowance('rejected').action?.href).toBe('/kyc');
    expect(kycAllowance(null).action).toEqual({ label: 'Complete your KYC', href: '/kyc' });
    expect(kycAllowance('submitted').action).toBeNull();
  });
});

describe('explainHold', () => {
  it('finds the fix for the known causes', () => {
    expect(explainHold('Mobile not validated').fix).toBe('confirm the code the KRA sent to your mobile');
    expect(explainHold('PAN not linked to Aadhaar').fix).toMatch(/link your PAN with Aadhaar/);
    const docs = explainHold('Documents not accepted');
    expect(docs).toMatchObject({ reason: 'Documents not accepted', needsModification: true });
    expect(kycAllowance('on_hold', 'Documents not accepted').action?.href).toBe(KYC_UPGRADE_PATH);
  });

  it('still says something when the KRA gave no reason', () => {
    expect(explainHold(null)).toMatchObject({
      reason: 'The KRA has put your KYC on hold',
      fix: 'contact your ZF expert or our support to clear it',
    });
  });
});
