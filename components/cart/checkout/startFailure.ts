import { errorMessage, retryAfterOf, statusOf } from '@/services/http/errors';

/**
 * Why a code could not be sent, for the investor. A 429's own sentence names the time of day; the wait in minutes
 * beside it needs no clock (and no time zone) to read.
 */
export function startFailureText(error: unknown): string {
  const message = errorMessage(error);
  const wait = retryAfterOf(error);
  if (statusOf(error) !== 429 || wait === undefined) return message;
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return `${message} You can ask for a new code in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
