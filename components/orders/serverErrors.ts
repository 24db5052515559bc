import { errorMessage } from '@/services/http/errors';

interface FieldFailure {
  path: string;
  message: string;
}

/** The `errors` list of a failure envelope `{status:'failed', message, errors: [{path, message}]}`. */
function fieldFailures(error: unknown): FieldFailure[] {
  const list = ((error as { data?: { errors?: unknown } } | null)?.data ?? {}).errors;
  if (!Array.isArray(list)) return [];
  return list.filter((e): e is FieldFailure => typeof e?.path === 'string' && typeof e?.message === 'string');
}

/**
 * A refused order, placed where the person can act on it: each server message under the field it concerns (the
 * server checks the scheme's limits the form may not know), and the answer's message for the form otherwise.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fieldOf: (path: string) => Field | undefined,
): { fields: Partial<Record<Field, string>>; message: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  for (const failure of fieldFailures(error)) {
    const field = fieldOf(failure.path);
    if (field && !fields[field]) fields[field] = failure.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : errorMessage(error) };
}
