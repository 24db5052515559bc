import {
  getRole,
  readLocal,
  readSession,
  saveLoginSession,
  writeLocal,
  writeSession,
} from '@/utils/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const headers = { 'access-token': 'acc-1', 'refresh-token': 'ref-1', roke: 'rk-1' };

describe('saveLoginSession', () => {
  it('stores tokens from the response headers and the user identity', () => {
    const role = saveLoginSession(
      {
        id: 12,
        mobile_no: '9000000001',
        name: 'Ravi Kumar',
        role: ['user'],
        stage: 3,
        city: 'Pune',
      },
      headers,
    );
    expect(role).toBe('user');
    expect(localStorage.getItem('access-token')).toBe('acc-1');
    expect(localStorage.getItem('refresh-token')).toBe('ref-1');
    expect(localStorage.getItem('roke')).toBe('rk-1');
    expect(readLocal('user_id')).toBe('12');
    expect(readLocal('user_name')).toBe('Ravi Kumar');
    expect(readLocal('user_mobile_no')).toBe('9000000001');
    expect(readLocal('expertId')).toBeNull();
    expect(getRole()).toBe('user');
  });

  it('stores an expert under the expert keys with the merchant id', () => {
    const role = saveLoginSession(
      { id: 'e-7', mobile_no: '9000000101', name: 'Meera Iyer', role: ['expert'], merchant_id: 55 },
      headers,
    );
    expect(role).toBe('expert');
    expect(readLocal('expertId')).toBe('e-7');
    expect(readLocal('expertName')).toBe('Meera Iyer');
    expect(readLocal('merchant_id')).toBe('55');
    expect(readLocal('user_id')).toBeNull();
    expect(getRole()).toBe('expert');
  });

  it("stores the expert's code and ARN from the login answer's expert object", () => {
    saveLoginSession(
      { id: 'u-101', name: 'Rahul', role: ['expert'], expert: { id: 'e-101', expert_code: 'ZFX0101', arn_code: '245871' } },
      headers,
    );
    expect(readLocal('expert_code')).toBe('ZFX0101');
    expect(readLocal('arn_code')).toBe('245871');
    expect(readLocal('expertId')).toBe('e-101');
  });

  it('lets expert win for accounts holding both roles, also after a reload', () => {
    const role = saveLoginSession({ id: 1, role: ['user', 'expert'] }, headers);
    expect(role).toBe('expert');
    // The stored-session rule would say "user" for ["user","expert"]; the stored list must not.
    expect(getRole()).toBe('expert');
  });

  it('reads header names case-insensitively and through a get() method', () => {
    saveLoginSession({ id: 1, role: ['user'] }, { 'Access-Token': 'A', 'Refresh-Token': 'R' });
    expect(readLocal('access-token')).toBe('A');
    const axiosLike = { get: (n: string) => ({ 'access-token': 'B', roke: 'K' })[n] };
    saveLoginSession({ id: 1, role: ['user'] }, axiosLike);
    expect(readLocal('access-token')).toBe('B');
    expect(readLocal('roke')).toBe('K');
    expect(readLocal('refresh-token')).toBeNull();
  });

  it('forgets the previous account but keeps the device id', () => {
    writeLocal('user_id', 'old-user');
    writeLocal('transactionAllowed', true);
    writeLocal('device_id', 'dev-1');
    writeSession('SELECTED_USER_ID', 'client-1');
    saveLoginSession({ id: 'e-1', role: ['expert'] }, headers);
    expect(readLocal('user_id')).toBeNull();
    expect(readLocal('transactionAllowed')).toBeNull();
    expect(readSession('SELECTED_USER_ID')).toBeNull();
    expect(readLocal('device_id')).toBe('dev-1');
  });

  it('writes nothing when the result has no id (a failed login)', () => {
    expect(saveLoginSession({ id: '', role: ['user'] }, headers)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
