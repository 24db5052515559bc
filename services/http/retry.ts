// The query client retries a failed request once. Only for reads the caller
// knows are idempotent, and only for failures that may pass: network errors and 5xx.
import axios from 'axios';

export const QUERY_RETRIES = 1;

export function isTransientError(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

export async function withRetry<T>(
  fn: () => Promise<T>,
  retries: number = QUERY_RETRIES,
  shouldRetry: (error: unknown) => boolean = isTransientError,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
    }
  }
}
