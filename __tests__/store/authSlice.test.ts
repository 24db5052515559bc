import reducer, {
  authErrorSet,
  authStageSet,
  hydrateFromStorage,
  initialAuthState,
  loginSucceeded,
  otpFailed,
  otpSent,
  selectIsExpert,
} from '@/store/authSlice';
import { loggedOut } from '@/store/events';

const start = reducer(undefined, { type: '@@init' });

describe('auth slice: login stages', () => {
  it('starts at stage 1, logged out, without a token', () => {
    expect(start).toMatchObject({ authStage: 1, loggedIn: false, token: false, otpRequest: false });
  });

  it("moves 1 -> 2 when the OTP is sent, with the message 'OTP sent'", () => {
    const s = reducer(start, otpSent({ phone: '9000000001' }));
    expect(s).toMatchObject({
      authStage: 2,
      msg: 'OTP sent',
      otpRequest: true,
      phone: '9000000001',
    });
  });

  it("sets 'Incorrect OTP' and clears the OTP request flag on a failed verification", () => {
    const sent = reducer(start, otpSent());
    const failed = reducer(sent, otpFailed());
    expect(failed.error).toBe('Incorrect OTP');
    expect(failed.otpRequest).toBe(false);
    expect(failed.loggedIn).toBe(false);
  });

  it('moves 2 -> 3 on success: logged in, request flag cleared, fields from the result', () => {
    const sent = reducer(reducer(start, otpSent()), otpFailed());
    const s = reducer(
      sent,
      loginSucceeded({
        id: 42,
        mobile_no: '9000000101',
        name: 'Meera Iyer',
        role: ['user', 'expert'],
        stage: '2',
        city: 'Gurgaon',
        msg: 'Login successful',
        merchant_id: 7,
        assigned_merchant: { id: 7 },
      }),
    );
    expect(s).toMatchObject({
      authStage: 3,
      loggedIn: true,
      token: true,
      otpRequest: false,
      error: null,
      id: '42',
      phone: '9000000101',
      name: 'Meera Iyer',
      role: ['user', 'expert'],
      type: 'expert',
      profileStage: 2,
      city: 'Gurgaon',
      merchantID: '7',
      assigned_merchant: { id: 7 },
    });
    expect(selectIsExpert({ auth: s })).toBe(true);
  });

  it('takes the first role when the login result has no expert', () => {
    const s = reducer(start, loginSucceeded({ id: 1, role: ['user'] }));
    expect(s.type).toBe('user');
  });

  it('going back to stage 1 forgets the OTP request and messages', () => {
    const s = reducer(reducer(start, otpSent()), authStageSet(1));
    expect(s).toMatchObject({ authStage: 1, otpRequest: false, msg: null, error: null });
  });

  it('keeps an unregistered-number error', () => {
    const s = reducer(start, authErrorSet('This mobile number is not registered'));
    expect(s.error).toBe('This mobile number is not registered');
  });
});

describe('auth slice: logout and hydration', () => {
  it('logout resets everything', () => {
    let s = reducer(start, otpSent());
    s = reducer(s, loginSucceeded({ id: 1, name: 'A', role: ['user'] }));
    expect(reducer(s, loggedOut())).toEqual(initialAuthState);
  });

  it('hydrates a stored session as logged in at stage 3', () => {
    const s = reducer(
      start,
      hydrateFromStorage({
        loggedIn: true,
        type: 'expert',
        role: ['expert'],
        id: 'e-1',
        name: 'Meera Iyer',
        phone: '9000000101',
        merchantID: null,
      }),
    );
    expect(s).toMatchObject({
      loggedIn: true,
      token: true,
      authStage: 3,
      type: 'expert',
      id: 'e-1',
    });
  });

  it('hydrating a logged-out snapshot clears a stale logged-in state', () => {
    const loggedIn = reducer(start, loginSucceeded({ id: 1, role: ['user'] }));
    const s = reducer(
      loggedIn,
      hydrateFromStorage({
        loggedIn: false,
        type: null,
        role: [],
        id: null,
        name: null,
        phone: null,
        merchantID: null,
      }),
    );
    expect(s).toEqual(initialAuthState);
  });
});
