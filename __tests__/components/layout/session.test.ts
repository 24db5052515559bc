import { LOGGED_OUT, readShellSession } from '@/components/layout/session';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readShellSession', () => {
  it('is logged out without an access token, whatever else is stored', () => {
    localStorage.setItem('name', 'Ravi');
    localStorage.setItem('role', '["expert"]');
    expect(readShellSession()).toEqual(LOGGED_OUT);
  });

  it('reads an expert with merchant, current-login flag, RM and selected client', () => {
    localStorage.setItem('access-token', 't');
    localStorage.setItem('role', '["expert"]');
    localStorage.setItem('expertId', '101');
    localStorage.setItem('expertName', 'Ravi Kumar');
    localStorage.setItem('arn_code', '245871');
    localStorage.setItem('expert_code', 'ZFX0101');
    localStorage.setItem('merchant_id', 'M1');
    localStorage.setItem('currentLoggedIn', 'rm');
    localStorage.setItem('rm_name', 'Kavita');
    localStorage.setItem('rm_mobile_no', '9876543210');
    sessionStorage.setItem('SELECTED_USER_ID', '55');
    sessionStorage.setItem('SELECTED_USER_NAME', 'Asha Verma');
    expect(readShellSession()).toEqual({
      loggedIn: true,
      role: 'expert',
      name: 'Ravi Kumar',
      id: '101',
      expertCode: 'ZFX0101',
      merchantId: 'M1',
      currentLoggedIn: true,
      rm: { name: 'Kavita', mobile: '9876543210' },
      selectedClientId: '55',
      selectedClientName: 'Asha Verma',
      actingManager: null,
    });
  });

  it('shows the expert code under "Expert code", never the ARN or the expert id in its place', () => {
    localStorage.setItem('access-token', 't');
    localStorage.setItem('role', '["expert"]');
    localStorage.setItem('expertId', '101');
    localStorage.setItem('arn_code', '245871');
    expect(readShellSession().expertCode).toBeNull();
  });

  it('reads the manager acting for the stored advisor, only when both keys are there', () => {
    localStorage.setItem('access-token', 't');
    localStorage.setItem('role', '["expert"]');
    localStorage.setItem('acting_manager_id', 'e-karan');
    expect(readShellSession().actingManager).toBeNull();
    localStorage.setItem('acting_manager_name', 'Karan Malhotra');
    expect(readShellSession().actingManager).toEqual({ expertId: 'e-karan', name: 'Karan Malhotra' });
  });

  it('reads a user, whose selected client is their own id, and drops a half-stored RM', () => {
    localStorage.setItem('access-token', 't');
    localStorage.setItem('role', '["user"]');
    localStorage.setItem('user_id', '7');
    localStorage.setItem('user_name', 'Asha');
    localStorage.setItem('rm_name', 'Kavita');
    sessionStorage.setItem('SELECTED_USER_ID', '55');
    const s = readShellSession();
    expect(s).toMatchObject({
      loggedIn: true,
      role: 'user',
      id: '7',
      name: 'Asha',
      selectedClientId: '7',
      rm: null,
      expertCode: null,
    });
  });
});
