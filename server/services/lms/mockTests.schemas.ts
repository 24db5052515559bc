// Inputs of the mock-test routes. Answers arrive as {question id: option index or null}; the service then
// checks them against the test itself (unknown question ids, option out of range).
import { z } from 'zod';

/** Lower-case words joined by hyphens; anything else cannot be a test id and is answered 400, not 404. */
export const mockTestIdSchema = z.object({
  id: z
    .string()
    .max(60, { error: 'That is not a valid mock test id' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'That is not a valid mock test id' }),
});

export const mockTestListQuerySchema = z.object({
  exam: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'That is not a valid exam' })
    .optional(),
});

const optionIndex = z
  .number({ error: 'Each answer must be an option number or null' })
  .int({ error: 'Each answer must be an option number or null' })
  .min(0, { error: 'Each answer must be an option number or null' })
  .nullable();

export const submitSchema = z.object({
  answers: z.record(z.string().max(40), optionIndex, {
    error: (issue) =>
      issue.input === undefined ? 'Answers is required' : 'Answers must be an object of question id to option',
  }),
  /** Seconds the candidate spent, as their timer counted; informational only. */
  time_taken_s: z.number().int().min(0).max(24 * 60 * 60).optional(),
});

export type SubmitInput = z.infer<typeof submitSchema>;
