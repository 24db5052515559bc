// The login flow thunks against the msw node handlers: stages, storage keys, failures and logout.
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/store';
import { confirmOtp, logoutRemote, requestOtp } from '@/store/authThunks';
import { activeCartChanged } from '@/store/cartSlice';
import { getRole, readAuthSnapshot, readLocal, writeLocal } from '@/utils/storage';
import { at } from '../mocks/handlers';
import { server, setupMockServer } from '../mocks/server';
import { mockSession } from '../mocks/session';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function atStageTwo(mobile_no = '9000000001') {
  const store = makeStore();
  const sent = await store.dispatch(requestOtp({ mobile_no, type: 'login' }));
  return { store, sent };
}

describe('requestOtp', () => {
  it("moves to stage 2 with 'OTP sent' and the server's resend wait", async () => {
    const { store, sent } = await atStageTwo();
    expect(sent.payload).toEqual({ message: 'OTP sent', resendIn: 30 });
    expect(store.getState().auth).toMatchObject({
      authStage: 2,
      msg: 'OTP sent',
      otpRequest: true,
      phone: '9000000001',
    });
  });

  it('stays at stage 1 for an unregistered number and says so', async () => {
    const store = makeStore();
    const sent = await store.dispatch(requestOtp({ mobile_no: '9123456789', type: 'login' }));
    expect(requestOtp.rejected.match(sent)).toBe(true);
    expect(sent.payload).toMatchObject({
      message: 'This mobile number is not registered',
      notRegistered: true,
    });
    expect(store.getState().auth.authStage).toBe(1);
  });

  it('passes a rate-limit message on as the server wrote it', async () => {
    const message = 'Too many OTP requests. Please try again after 14:32.';
    server.use(
      http.post(at('node', '/user/auth/sendotp'), () =>
        HttpResponse.json(
          { status: 'failed', message, retry_after_s: 600 },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const store = makeStore();
    const sent = await store.dispatch(requestOtp({ mobile_no: '9000000001', type: 'login' }));
    expect(sent.payload).toMatchObject({ message, status: 429 });
  });
});

describe('confirmOtp', () => {
  it("'Incorrect OTP' clears the OTP request flag and stores nothing", async () => {
    const { store } = await atStageTwo();
    const result = await store.dispatch(confirmOtp({ mobile_no: '9000000001', otp: '000000' }));
    expect(confirmOtp.rejected.match(result)).toBe(true);
    expect(store.getState().auth).toMatchObject({
      error: 'Incorrect OTP',
      otpRequest: false,
      loggedIn: false,
      authStage: 2,
    });
    expect(readLocal('access-token')).toBeNull();
  });

  it('treats a success answer without an id as a failed login', async () => {
    server.use(
      http.post(at('node', '/user/auth/verifyotp'), () =>
        HttpResponse.json(
          { status: 'success', name: 'Nobody' },
          { headers: { 'access-token': 'should-not-be-stored' } },
        ),
      ),
    );
    const { store } = await atStageTwo();
    await store.dispatch(confirmOtp({ mobile_no: '9000000001', otp: '123456' }));
    expect(store.getState().auth).toMatchObject({ error: 'Incorrect OTP', loggedIn: false });
    expect(readLocal('access-token')).toBeNull();
  });

  it('shows an expired code with its own message', async () => {
    const message = 'This OTP has expired. Please request a new one.';
    server.use(
      http.post(at('node', '/user/auth/verifyotp'), () =>
        HttpResponse.json({ status: 'failed', message }, { status: 400 }),
      ),
    );
    const { store } = await atStageTwo();
    await store.dispatch(confirmOtp({ mobile_no: '9000000001', otp: '123456' }));
    expect(store.getState().auth).toMatchObject({ error: message, otpRequest: false });
  });

  it('logs an investor in: storage keys, stage 3 and the role', async () => {
    const { store } = await atStageTwo();
    const result = await store.dispatch(confirmOtp({ mobile_no: '9000000001', otp: '123456' }));
    expect(result.payload).toMatchObject({ role: 'user' });
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      authStage: 3,
      otpRequest: false,
      id: 'u-1',
      name: 'Ravi Kumar',
      type: 'user',
    });
    expect(readLocal('access-token')).toBe(mockSession.tokens.accessToken);
    expect(readLocal('refresh-token')).toBe(mockSession.tokens.refreshToken);
    expect(readLocal('roke')).toBe('user');
    expect(readLocal('user_id')).toBe('u-1');
    expect(readLocal('isEsignDisabled')).toBe(false);
    expect(readLocal('isDigiLockerDisabled')).toBe(true);
    expect(getRole()).toBe('user');
  });

  it('logs an expert in with the expert fields of the answer', async () => {
    const { store } = await atStageTwo('9000000101');
    const result = await store.dispatch(
      confirmOtp({ mobile_no: '9000000101', otp: '123456', role: 'expert' }),
    );
    expect(result.payload).toMatchObject({ role: 'expert' });
    expect(readLocal('expertId')).toBe('e-1');
    expect(readLocal('expertUserId')).toBe('u-101');
    expect(readLocal('expertName')).toBe('Meera Iyer');
    expect(readLocal('arn_code')).toBe('112233');
    expect(readLocal('transactionAllowed')).toBe(true);
    expect(readLocal('currentLoggedIn')).toBeNull();
    expect(readLocal('rm_id')).toBe('rm-1');
    expect(readLocal('rm_name')).toBe('Arjun Mehta');
    expect(readLocal('rm_mobile_no')).toBe('9811100000');
    expect(readLocal('user_id')).toBeNull();
    expect(readAuthSnapshot()).toMatchObject({ type: 'expert', id: 'e-1', name: 'Meera Iyer' });
  });

  it('with deferLogin saves the session but leaves the slice to the caller', async () => {
    const { store } = await atStageTwo();
    const result = await store.dispatch(
      confirmOtp({ mobile_no: '9000000001', otp: '123456', deferLogin: true }),
    );
    expect(confirmOtp.fulfilled.match(result)).toBe(true);
    expect(readLocal('user_id')).toBe('u-1');
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('takes the access token from the expert verification body when no header carries it', async () => {
    server.use(
      http.put(at('node', '/user/auth/expert/verifyotp'), () =>
        HttpResponse.json({
          status: 'success',
          id: 'u-5',
          name: 'Kavita Shah',
          role: ['expert'],
          token: 'body-token',
          expert: { id: 'e-77', arn_status: 'pending' },
        }),
      ),
    );
    const store = makeStore();
    await store.dispatch(
      confirmOtp({
        mobile_no: '9000000222',
        otp: '123456',
        name: 'Kavita Shah',
        expert: { status: 'claim', id: 'e-77', optin: true },
      }),
    );
    expect(readLocal('access-token')).toBe('body-token');
    expect(readLocal('expertId')).toBe('e-77');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, optin: true, type: 'expert' });
  });
});

describe('logoutRemote', () => {
  function loggedIn() {
    writeLocal('access-token', 'acc-1');
    writeLocal('role', ['user']);
    writeLocal('user_id', 'u-1');
    sessionStorage.setItem('SELECTED_USER_ID', 'u-1');
  }

  it('asks the backend to revoke the session, then clears everything', async () => {
    loggedIn();
    const calls: string[] = [];
    server.use(
      http.post(at('node', '/user/auth/logout'), ({ request }) => {
        calls.push(request.headers.get('access-token') ?? '');
        return HttpResponse.json({ status: 'success', message: 'Logged out' });
      }),
    );
    const store = makeStore();
    store.dispatch(
      activeCartChanged({ cart_type: 'purchase', cart_count: 1, cart_amount: 5, navigation: null }),
    );
    await store.dispatch(logoutRemote());
    expect(calls).toEqual(['acc-1']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().cart.activeCart).toBeNull();
  });

  it('still clears everything when the backend fails', async () => {
    loggedIn();
    server.use(
      http.post(at('node', '/user/auth/logout'), () =>
        HttpResponse.json({ status: 'failed', message: 'down' }, { status: 500 }),
      ),
    );
    await makeStore().dispatch(logoutRemote());
    expect(localStorage.getItem('access-token')).toBeNull();
  });
});
