import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '@/services/http/errors';

export interface ServerFieldError {
  path: string;
  message: string;
}

/** The `errors` list of a failure envelope `{status:'failed', message, errors}` (from the data layer or axios). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const data = (error as { data?: unknown; response?: { data?: unknown } } | null)?.data ??
    (error as { response?: { data?: unknown } } | null)?.response?.data;
  const list = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is ServerFieldError => typeof e?.path === 'string' && typeof e?.message === 'string',
  );
}

/**
 * A failed save, shown where the person can act on it: each field error of the server under its field (the
 * server is the authority, its message may be one the browser did not check, such as an address in use), and the
 * answer's message for the form as a whole when no field took it. Answers that form-level message, or null.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (path: string) => boolean,
): string | null {
  const placed = serverFieldErrors(error).filter((e) => isField(e.path));
  for (const e of placed) setError(e.path as Path<T>, { type: 'server', message: e.message }, { shouldFocus: true });
  return placed.length ? null : errorMessage(error);
}
