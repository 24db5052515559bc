// The one factory for backend clients: one axios instance per service.
import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { LOGIN_PAGE } from '@/utils/routes';
import { getRoleList, resolveRole, writeLocal } from '@/utils/storage';
import './types';
import { httpCallbacks } from './callbacks';
import { readServiceEnv, resolveBaseUrl, type ServiceName } from './config';
import { CSRF_COOKIE, CSRF_HEADER, isStateChanging, readCookie } from './csrf';
import { buildHeaders, SESSION_HEADERS, type ClientKind } from './headers';
import { retryAfter401 } from './refresh';
import { endServerSession } from './serverLogout';

export const AUTH_RETRY_LIMIT: Record<ClientKind, number> = { main: 3, kyc: 2 };

export interface ServiceClientOptions {
  /** KYC variant: other app-name, user-id rule, retry limit and failure handling. */
  kyc?: boolean;
  /** Overrides NEXT_PUBLIC_<SERVICE>_API_URL (before the staging prefix). */
  baseURL?: string;
  /** Overrides NEXT_PUBLIC_<SERVICE>_STAGING. */
  staging?: boolean;
  /** Overrides NEXT_PUBLIC_<SERVICE>_API_KEY; null sends none. */
  apiKey?: string | null;
  /** Overrides the 401 retry limit (3 main, 2 KYC). */
  authRetries?: number;
  timeout?: number;
}

/**
 * Main client: 403 (the backend answers it only when the session itself may not be used; a record out of reach is
 * a 404, a business rule a 422). KYC client: any status of 500 or above. Both mean "start again at login".
 */
function endsSession(kind: ClientKind, status: number | undefined): boolean {
  if (status === undefined) return false;
  return kind === 'kyc' ? status >= 500 : status === 403;
}

function loginPathForStoredRole(): string {
  const roles = getRoleList();
  return roles.length && resolveRole(roles) === 'expert' ? LOGIN_PAGE.expert : LOGIN_PAGE.user;
}

/** A rotated token arrives in response headers, on success and failure alike. */
function captureTokens(headers: unknown): void {
  if (!headers || typeof (headers as AxiosHeaders).get !== 'function') return;
  const get = (name: string) => {
    const v = (headers as AxiosHeaders).get(name);
    return typeof v === 'string' && v ? v : null;
  };
  const access = get('access-token');
  const refresh = get('refresh-token');
  if (access) writeLocal('access-token', access);
  if (refresh) writeLocal('refresh-token', refresh);
}

function applyHeaders(kind: ClientKind, config: InternalAxiosRequestConfig) {
  const headers = AxiosHeaders.from(config.headers);
  const { session, descriptive } = buildHeaders(kind, Boolean(config._refreshing));
  for (const name of SESSION_HEADERS) {
    const value = session[name];
    if (value) headers.set(name, value);
    else headers.delete(name);
  }
  for (const [name, value] of Object.entries(descriptive)) {
    if (value && !headers.has(name)) headers.set(name, value);
  }
  if (isStateChanging(config.method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  config.headers = headers;
  return config;
}

export function createServiceClient(
  service: ServiceName,
  options: ServiceClientOptions = {},
): AxiosInstance {
  const kind: ClientKind = options.kyc ? 'kyc' : 'main';
  const env = readServiceEnv(service);
  const apiKey = options.apiKey === undefined ? env.apiKey : options.apiKey;
  const limit = options.authRetries ?? AUTH_RETRY_LIMIT[kind];

  const client = axios.create({
    baseURL: resolveBaseUrl({
      service,
      env: options.baseURL ? { ...env, url: options.baseURL } : env,
      onServer: typeof window === 'undefined',
      // Read on the server only: browser builds have no `process` object.
      backendUrl: typeof window === 'undefined' ? process.env.BACKEND_URL : undefined,
      staging: options.staging,
    }),
    timeout: options.timeout ?? 30_000,
    headers: { Accept: 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    validateStatus: (status) => status >= 200 && status < 300,
  });

  client.interceptors.request.use((config) => applyHeaders(kind, config));

  client.interceptors.response.use(
    (response) => {
      captureTokens(response.headers);
      return response;
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error) || !error.config) throw error;
      captureTokens(error.response?.headers);
      const status = error.response?.status;
      const callbacks = httpCallbacks();
      if (status === 401) {
        return retryAfter401(client, error, limit, callbacks.onSessionExpired);
      }
      if (endsSession(kind, status)) {
        // The login page depends on the role, so read it before the storage is wiped. The server's side (its
        // session and the HttpOnly cookie) ends first, while the tokens are still there to name it.
        const loginPath = loginPathForStoredRole();
        await endServerSession();
        callbacks.clearSession();
        callbacks.redirect(loginPath);
        throw error;
      }
      callbacks.onError(error);
      throw error;
    },
  );

  return client;
}
