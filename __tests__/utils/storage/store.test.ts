import {
  clearAll,
  getUserFlag,
  LOCAL_KEYS,
  readLocal,
  readSession,
  SESSION_KEYS,
  setUserFlag,
  writeLocal,
  writeSession,
} from '@/utils/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys', () => {
  it('covers every persisted item under its exact name', () => {
    expect(Object.keys(LOCAL_KEYS).sort()).toEqual(
      [
        'access-token',
        'refresh-token',
        'roke',
        'mobileNo',
        'expertId',
        'expertName',
        'role',
        'user_id',
        'user_name',
        'user_mobile_no',
        'name',
        'arn_code',
        'transactionAllowed',
        'isEsignDisabled',
        'isDigiLockerDisabled',
        'currentLoggedIn',
        'merchant_id',
        'rm_id',
        'rm_name',
        'rm_mobile_no',
        'device_id',
        // Ours, not the spec's: an expert's account id, which GET /user/detailnew/{id} takes.
        'expertUserId',
        // Ours: the login's expert.expert_code (ZFX0101), shown in the avatar menu (issue 33, item 6).
        'expert_code',
        // Ours: the relationship manager acting for the stored advisor (the banner on every page).
        'acting_manager_id',
        'acting_manager_name',
      ].sort(),
    );
    expect(Object.keys(SESSION_KEYS).sort()).toEqual(
      [
        ...['ID', 'MOBILE_NO', 'NAME', 'KYC_ID', 'KYC_STATUS', 'PAN', 'DOB', 'FD_MOBILE_NUMBER'].map((suffix) => `SELECTED_USER_${suffix}`),
        // Ours, not the spec's: the operator's key on /ops/screen-views, for this tab only.
        'OPS_API_KEY',
      ].sort(),
    );
  });
});

describe('typed local values', () => {
  it('stores strings under the spec key in localStorage', () => {
    writeLocal('access-token', 'tok-1');
    expect(localStorage.getItem('access-token')).toBe('tok-1');
    expect(readLocal('access-token')).toBe('tok-1');
  });

  it('encodes the Y/N flags and reads them back as booleans', () => {
    writeLocal('isEsignDisabled', true);
    writeLocal('isDigiLockerDisabled', false);
    expect(localStorage.getItem('isEsignDisabled')).toBe('Y');
    expect(localStorage.getItem('isDigiLockerDisabled')).toBe('N');
    expect(readLocal('isEsignDisabled')).toBe(true);
    expect(readLocal('isDigiLockerDisabled')).toBe(false);
  });

  it('stores transactionAllowed as true/false text', () => {
    writeLocal('transactionAllowed', false);
    expect(localStorage.getItem('transactionAllowed')).toBe('false');
    expect(readLocal('transactionAllowed')).toBe(false);
  });

  it('keeps the role list as JSON and tolerates a bare legacy value', () => {
    writeLocal('role', ['user', 'expert']);
    expect(localStorage.getItem('role')).toBe('["user","expert"]');
    expect(readLocal('role')).toEqual(['user', 'expert']);
    localStorage.setItem('role', 'expert');
    expect(readLocal('role')).toEqual(['expert']);
  });

  it('removes a key when written with null, and reads missing keys as null', () => {
    writeLocal('rm_id', '77');
    writeLocal('rm_id', null);
    expect(localStorage.getItem('rm_id')).toBeNull();
    expect(readLocal('merchant_id')).toBeNull();
  });
});

describe('per-session keys', () => {
  it('lives in sessionStorage, not localStorage', () => {
    writeSession('SELECTED_USER_ID', '42');
    writeSession('SELECTED_USER_KYC_STATUS', true);
    expect(sessionStorage.getItem('SELECTED_USER_ID')).toBe('42');
    expect(localStorage.getItem('SELECTED_USER_ID')).toBeNull();
    expect(readSession('SELECTED_USER_KYC_STATUS')).toBe(true);
  });
});

describe('per-user local flags', () => {
  it('are keyed by user id and independent between users', () => {
    setUserFlag('DIGILOCKER_DONE', 7);
    setUserFlag('ESIGN_DONE', '8');
    expect(localStorage.getItem('DIGILOCKER_DONE_7')).toBe('true');
    expect(getUserFlag('DIGILOCKER_DONE', '7')).toBe(true);
    expect(getUserFlag('DIGILOCKER_DONE', 8)).toBe(false);
    expect(getUserFlag('ESIGN_DONE', 8)).toBe(true);
    setUserFlag('ESIGN_DONE', 8, false);
    expect(getUserFlag('ESIGN_DONE', 8)).toBe(false);
    setUserFlag('KYC_MODIFICATION_STARTED', 9);
    expect(localStorage.getItem('KYC_MODIFICATION_STARTED_9')).toBe('true');
  });
});

describe('clearAll', () => {
  it('empties both storages', () => {
    writeLocal('access-token', 't');
    setUserFlag('ESIGN_DONE', 1);
    writeSession('SELECTED_USER_ID', '5');
    clearAll();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
