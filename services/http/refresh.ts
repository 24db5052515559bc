// 401 handling: retry with the refresh credentials up to the client's limit, then reject. The spec's
// refresh is the failed request re-sent with the refresh credentials; the server answers with new
// tokens in headers. Refresh tokens rotate, so two requests presenting the same one would look like
// token theft: all clients share ONE in-flight refresh, and requests that fail meanwhile wait for it
// and retry with the new token.
import type { AxiosError, AxiosInstance, AxiosResponse } from 'axios';
import { getAccessToken, readLocal } from '@/utils/storage';
import { statusOf } from './errors';

let inflight: Promise<AxiosResponse> | null = null;

function sentToken(error: AxiosError): string | null {
  const headers = error.config?.headers;
  const value = headers && typeof headers.get === 'function' ? headers.get('access-token') : null;
  return typeof value === 'string' && value ? value : null;
}

export async function retryAfter401(
  client: AxiosInstance,
  error: AxiosError,
  limit: number,
  onExhausted: (error: AxiosError) => void,
): Promise<AxiosResponse> {
  const config = error.config;
  if (!config) throw error;
  const attempt = config._authAttempt ?? 0;
  // Nothing to refresh with (never logged in, or already cleared): re-sending cannot help.
  if (!readLocal('refresh-token') && !getAccessToken()) throw error;
  if (attempt >= limit) {
    onExhausted(error);
    throw error;
  }
  const next = { ...config, _authAttempt: attempt + 1 };

  if (inflight && !config._refreshing) {
    const pending = inflight;
    const refreshed = await pending.then(
      () => true,
      (e: unknown) => statusOf(e) !== 401,
    );
    // The shared refresh itself was refused: the session is gone for everyone.
    if (!refreshed) throw error;
    return client.request({ ...next, _refreshing: false });
  }

  // Sent with a token that has since been replaced: someone already refreshed, just re-send.
  const current = getAccessToken();
  if (!config._refreshing && current && sentToken(error) !== current) {
    return client.request({ ...next, _refreshing: false });
  }

  const attemptRequest = client.request({ ...next, _refreshing: true });
  inflight = attemptRequest;
  try {
    return await attemptRequest;
  } finally {
    if (inflight === attemptRequest) inflight = null;
  }
}
