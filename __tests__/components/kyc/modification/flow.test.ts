import {
  flagsAfterReturn,
  modificationPhase,
  modificationRedirect,
  readReturn,
  type ModificationFlags,
} from '@/components/kyc/modification/flow';

const NOTHING: ModificationFlags = {
  started: false,
  digilockerDone: false,
  esignDone: false,
  digilockerDisabled: false,
  esignDisabled: false,
};
const STARTED = { ...NOTHING, started: true };
const NO_RETURN = readReturn({});

describe('reading the providers’ return', () => {
  it('knows DigiLocker’s and e-sign’s answers and ignores anything else', () => {
    expect(readReturn({ digilocker: 'success' })).toEqual({ digilocker: 'success', esign: null });
    expect(readReturn({ esign: 'aadhar_sign_success' })).toEqual({ digilocker: null, esign: 'success' });
    expect(readReturn({ esign: 'denied', digilocker: ['denied'] })).toEqual({ digilocker: 'denied', esign: 'denied' });
    expect(readReturn({ esign: 'success', digilocker: 'yes' })).toEqual({ digilocker: null, esign: null });
  });

  it('remembers successes only', () => {
    expect(flagsAfterReturn(STARTED, readReturn({ digilocker: 'success' })).digilockerDone).toBe(true);
    expect(flagsAfterReturn(STARTED, readReturn({ esign: 'aadhar_sign_success' })).esignDone).toBe(true);
    expect(flagsAfterReturn(STARTED, readReturn({ digilocker: 'denied' }))).toEqual(STARTED);
  });
});

describe('the phase of a modification', () => {
  it('offers the upgrade only when asked, before it starts', () => {
    expect(modificationPhase(NOTHING, NO_RETURN, false)).toBe('none');
    expect(modificationPhase(NOTHING, NO_RETURN, true)).toBe('offer');
  });

  it('a reload after the signed modification was tidied up still shows the success', () => {
    expect(modificationPhase(NOTHING, readReturn({ esign: 'aadhar_sign_success' }), true)).toBe('complete');
  });

  it('goes DigiLocker, then e-sign, then complete', () => {
    expect(modificationPhase(STARTED, NO_RETURN, false)).toBe('digilocker');
    expect(modificationPhase({ ...STARTED, digilockerDone: true }, NO_RETURN, false)).toBe('esign');
    expect(modificationPhase({ ...STARTED, digilockerDone: true, esignDone: true }, NO_RETURN, false)).toBe('complete');
  });

  it('skips a step that is switched off', () => {
    expect(modificationPhase({ ...STARTED, digilockerDisabled: true }, NO_RETURN, false)).toBe('esign');
    expect(modificationPhase({ ...STARTED, digilockerDone: true, esignDisabled: true }, NO_RETURN, false)).toBe(
      'complete',
    );
  });

  it('says which step was denied', () => {
    expect(modificationPhase(STARTED, readReturn({ digilocker: 'denied' }), false)).toBe('digilocker_denied');
    expect(modificationPhase({ ...STARTED, digilockerDone: true }, readReturn({ esign: 'denied' }), false)).toBe(
      'esign_denied',
    );
  });
});

describe('routing during a modification', () => {
  it('sends an unverified KYC without DigiLocker or e-sign to the declarations page', () => {
    expect(modificationRedirect('registered', STARTED)).toBe('/kyc/declarations');
    expect(modificationRedirect('registered', { ...STARTED, digilockerDone: true })).toBe('/kyc/declarations');
  });

  it('lets it be once both are done or switched off, when verified, or when nothing started', () => {
    expect(modificationRedirect('registered', { ...STARTED, digilockerDone: true, esignDisabled: true })).toBeNull();
    expect(modificationRedirect('registered', { ...STARTED, digilockerDisabled: true, esignDone: true })).toBeNull();
    expect(modificationRedirect('verified', STARTED)).toBeNull();
    expect(modificationRedirect('in_progress', NOTHING)).toBeNull();
  });
});
