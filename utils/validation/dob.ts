/**
 * Date-of-birth field schema built on utils/dates/dob (which has no dependencies, keeping this
 * folder zod-only). `today` is read at parse time unless given, so a schema created once in a
 * long-running server does not freeze the date it was created on.
 */
import { z } from './z';
import { type DobRole, DOB_MESSAGES, checkDob } from '../dates/dob';

export function dobSchema(role: DobRole, today?: () => Date | string) {
  return z
    .string({ error: DOB_MESSAGES.empty })
    .superRefine((value, ctx) => {
      const result = checkDob(value, role, today ? today() : new Date());
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });
}
