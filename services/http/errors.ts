// No import of axios here: screens read failures with these helpers without loading the HTTP client itself (it
// loads with the first request). axios marks its errors with isAxiosError, which is what axios.isAxiosError reads.
import type { AxiosError } from 'axios';

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The default failure toast, spelled exactly as the product shows it. */
export const DEFAULT_ERROR_MESSAGE = 'Some Error has been occured';

/** A failed request as the browser's data layer (store/api) reports it: plain data, no axios object. */
interface DataLayerError {
  status?: number;
  data?: unknown;
}

function isDataLayerError(error: unknown): error is DataLayerError {
  return typeof error === 'object' && error !== null && 'data' in error && !isAxiosError(error);
}

/** The status and answer body of a failed request, from axios or from the data layer. */
function failureOf(error: unknown): DataLayerError | null {
  if (isAxiosError(error)) return { status: error.response?.status, data: error.response?.data };
  return isDataLayerError(error) ? error : null;
}

/** The server's `message` from the failure envelope when it has one, else the default text. */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const data = failureOf(error)?.data;
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The seconds a 429 asks to wait (`retry_after_s` of the failure envelope), when it says. */
export function retryAfterOf(error: unknown): number | undefined {
  const data = failureOf(error)?.data;
  const seconds = data && typeof data === 'object' ? (data as { retry_after_s?: unknown }).retry_after_s : undefined;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

export function statusOf(error: unknown): number | undefined {
  const status = failureOf(error)?.status;
  return typeof status === 'number' ? status : undefined;
}
