import { configureHttp, resetHttpConfig } from '@/services/http';
import { readLocal, writeSession } from '@/utils/storage';
import { setupMockServer } from '../../mocks/server';
import { always, client, logIn } from './helpers';

setupMockServer();

const redirect = jest.fn();
const onError = jest.fn();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  redirect.mockReset();
  onError.mockReset();
  configureHttp({ redirect, onError });
});
afterEach(() => resetHttpConfig());

describe('403 in the main client', () => {
  it('clears both storages and sends an expert to the expert login', async () => {
    logIn('expert');
    writeSession('SELECTED_USER_ID', 'client-4');
    always(403);
    await expect(client('node').get('/user/detail/x')).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledWith('/account/expert');
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends a user to the user login', async () => {
    logIn('user');
    always(403);
    await expect(client('py').get('/anything')).rejects.toBeTruthy();
    expect(redirect).toHaveBeenCalledWith('/account/user');
    expect(readLocal('access-token')).toBeNull();
  });

  it('uses the injected clearSession instead of the default', async () => {
    logIn('user');
    const clearSession = jest.fn();
    configureHttp({ clearSession });
    always(403);
    await expect(client('node').get('/x')).rejects.toBeTruthy();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(readLocal('access-token')).not.toBeNull();
    expect(redirect).toHaveBeenCalledWith('/account/user');
  });

  it('keeps the session for a call whose 403 refuses one record (a cart link sent to someone else)', async () => {
    logIn('user');
    always(403);
    await expect(client('node').get('/cart/shareDirectBuyLink', { keepSessionOn403: true })).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(readLocal('access-token')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('leaves the session alone on a 500 and reports it through onError', async () => {
    logIn('expert');
    always(500);
    await expect(client('node').get('/x')).rejects.toMatchObject({ response: { status: 500 } });
    expect(readLocal('access-token')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('KYC client', () => {
  it.each([500, 502, 503])('clears and redirects on %i', async (status) => {
    logIn('expert');
    writeSession('SELECTED_USER_ID', 'client-4');
    always(status);
    await expect(
      client('py', { kyc: true }).post('/kyc/v1/update/user/1', {}),
    ).rejects.toMatchObject({ response: { status } });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledWith('/account/expert');
  });

  it('keeps the session on a 4xx below 500 other than 401', async () => {
    logIn('user');
    always(422);
    await expect(
      client('node', { kyc: true }).post('/kyc/pan_validation', {}),
    ).rejects.toBeTruthy();
    expect(readLocal('access-token')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
