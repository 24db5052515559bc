// The base query of every api: an endpoint's request is a call of services/*.api.ts, so it runs on our axios
// clients (the spec's headers, the anti-forgery pair, the token refresh and retry rules) and reads the answer
// the same way server rendering does. The services load with the first request, not with the api itself.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/** A failed request: the HTTP status (none when the network failed) and the failure envelope, if any. */
export interface ApiError {
  status?: number;
  data?: unknown;
}

/** One call of a services module; `signal` aborts it when RTK Query drops the request. */
export type ServiceCall = (signal: AbortSignal) => Promise<unknown>;

type MaybeAxiosError = { isAxiosError?: boolean; response?: { status?: number; data?: unknown } };

/** Plain data (RTK Query keeps errors in the store): the status and the envelope the server answered. */
function toApiError(error: unknown): ApiError {
  const failure = error as MaybeAxiosError | null;
  // HTTP failures are already reported by the clients' callbacks; anything else is a bug worth a line.
  if (!failure?.isAxiosError) console.warn('[api]', error instanceof Error ? error.message : error);
  return { status: failure?.response?.status, data: failure?.response?.data };
}

export const serviceQuery: BaseQueryFn<ServiceCall, unknown, ApiError> = async (call, { signal }) => {
  try {
    return { data: await call(signal) };
  } catch (error) {
    return { error: toApiError(error) };
  }
};
