import { configureHttp, resetHttpConfig } from '@/services/http';
import { readLocal, writeSession } from '@/utils/storage';
import { http, HttpResponse } from 'msw';
import { testBase } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
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

  it('ends the server session first (its cookie too), naming it with the stored tokens', async () => {
    const tokens = logIn('expert');
    process.env.NEXT_PUBLIC_NODE_API_URL = testBase('node');
    const logouts: Array<Record<string, string>> = [];
    always(403);
    server.use(
      http.post(`${testBase('node')}/user/auth/logout`, ({ request }) => {
        logouts.push(Object.fromEntries(request.headers.entries()));
        return HttpResponse.json({ status: 'success', message: 'Logged out' });
      }),
    );
    try {
      await expect(client('analytics').get('/rm/notes/x')).rejects.toMatchObject({ response: { status: 403 } });
    } finally {
      delete process.env.NEXT_PUBLIC_NODE_API_URL;
    }
    expect(logouts).toHaveLength(1);
    expect(logouts[0]['access-token']).toBe(tokens.accessToken);
    expect(logouts[0]['refresh-token']).toBe(tokens.refreshToken);
    expect(localStorage.length).toBe(0);
    expect(redirect).toHaveBeenCalledWith('/account/expert');
  });

  it('keeps the session on a 404 or 422 (a record out of reach, a business rule) and reports it', async () => {
    logIn('expert');
    for (const status of [404, 422]) {
      always(status);
      await expect(client('node').get('/portfolio/x')).rejects.toMatchObject({ response: { status } });
    }
    expect(readLocal('access-token')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(2);
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
