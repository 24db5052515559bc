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
 * server checks the scheme's limits and the KYC the form may not know), and the rest, or the answer's message when
 * it lists none, for the form as a whole.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fieldOf: (path: string, message: string) => Field | null | undefined,
): { fields: Partial<Record<Field, string>>; message: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  const rest: string[] = [];
  const failures = fieldFailures(error);
  for (const failure of failures) {
    const field = fieldOf(failure.path, failure.message);
    if (field && !fields[field]) fields[field] = failure.message;
    // A second message for a field already taken is said for the form, so none goes unseen.
    else if (!rest.includes(failure.message)) rest.push(failure.message);
  }
  if (failures.length === 0) return { fields, message: errorMessage(error) };
  return { fields, message: rest.length > 0 ? rest.join(' ') : null };
}
