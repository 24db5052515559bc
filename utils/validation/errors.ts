/** Turns a zod error into what a form shows: the first message of each field. */
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Keys are dotted paths ('children.0.dob'); an error of the whole value uses the key ''. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
