import {
  clearSelectedClient,
  getDeviceId,
  getRole,
  getSelectedClient,
  getSelectedClientId,
  isLoggedIn,
  readAuthSnapshot,
  resolveLoginRole,
  resolveRole,
  setSelectedClient,
  writeLocal,
  writeSession,
} from '@/utils/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('resolveRole (stored session)', () => {
  it('is user when the list includes user, else expert', () => {
    expect(resolveRole(['user'])).toBe('user');
    expect(resolveRole(['expert', 'user'])).toBe('user');
    expect(resolveRole(['expert'])).toBe('expert');
    expect(resolveRole(['rm'])).toBe('expert');
    expect(resolveRole([])).toBe('expert');
    expect(resolveRole(null)).toBe('expert');
  });
});

describe('resolveLoginRole (login result)', () => {
  it('is expert when the list contains expert, else the first role', () => {
    expect(resolveLoginRole(['user', 'expert'])).toBe('expert');
    expect(resolveLoginRole(['user'])).toBe('user');
    expect(resolveLoginRole(['rm', 'user'])).toBe('rm');
  });
});

describe('session role and login state', () => {
  it('is logged out without an access token, whatever else is stored', () => {
    writeLocal('role', ['expert']);
    expect(isLoggedIn()).toBe(false);
    expect(getRole()).toBeNull();
  });

  it('resolves the stored role list once a token exists', () => {
    writeLocal('access-token', 't');
    writeLocal('role', ['expert']);
    expect(getRole()).toBe('expert');
    writeLocal('role', ['user']);
    expect(getRole()).toBe('user');
  });
});

describe('getSelectedClientId', () => {
  it('is the own user id for users', () => {
    writeLocal('access-token', 't');
    writeLocal('role', ['user']);
    writeLocal('user_id', '11');
    writeSession('SELECTED_USER_ID', '99');
    expect(getSelectedClientId()).toBe('11');
  });

  it('is the session value for experts', () => {
    writeLocal('access-token', 't');
    writeLocal('role', ['expert']);
    writeLocal('user_id', '11');
    expect(getSelectedClientId()).toBeNull();
    writeSession('SELECTED_USER_ID', '99');
    expect(getSelectedClientId()).toBe('99');
  });
});

describe('selected client', () => {
  it('round-trips through the SELECTED_USER_* session keys and clears', () => {
    setSelectedClient({
      id: '5',
      mobileNo: '9876543210',
      name: 'Asha Rao',
      kycId: 'k-1',
      kycVerified: true,
      pan: 'ABCDE1234F',
      dob: '01/02/1990',
      fdMobileNumber: '9876500000',
    });
    expect(sessionStorage.getItem('SELECTED_USER_NAME')).toBe('Asha Rao');
    expect(sessionStorage.getItem('SELECTED_USER_KYC_STATUS')).toBe('true');
    expect(getSelectedClient()).toEqual({
      id: '5',
      mobileNo: '9876543210',
      name: 'Asha Rao',
      kycId: 'k-1',
      kycVerified: true,
      pan: 'ABCDE1234F',
      dob: '01/02/1990',
      fdMobileNumber: '9876500000',
    });
    clearSelectedClient();
    expect(getSelectedClient()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('device id', () => {
  it('is made once and then reused', () => {
    const first = getDeviceId();
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe('');
    expect(getDeviceId()).toBe(first);
    expect(localStorage.getItem('device_id')).toBe(first);
  });
});

describe('readAuthSnapshot', () => {
  it('describes a logged-in expert without exposing tokens', () => {
    writeLocal('access-token', 'secret-token');
    writeLocal('role', ['expert']);
    writeLocal('expertId', '301');
    writeLocal('expertName', 'Meera Iyer');
    writeLocal('mobileNo', '9000000101');
    writeLocal('merchant_id', 'm-9');
    const snap = readAuthSnapshot();
    expect(snap).toEqual({
      loggedIn: true,
      type: 'expert',
      role: ['expert'],
      id: '301',
      name: 'Meera Iyer',
      phone: '9000000101',
      merchantID: 'm-9',
    });
    expect(JSON.stringify(snap)).not.toContain('secret-token');
  });

  it('is logged out and empty without a token', () => {
    writeLocal('user_id', '3');
    expect(readAuthSnapshot()).toMatchObject({ loggedIn: false, type: null, id: null });
  });
});
