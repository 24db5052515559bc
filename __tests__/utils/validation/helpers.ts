import type { z } from 'zod';

/** The first message zod reports for `input`, or null when it parses. */
export function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
}

/** All messages zod reports for `input`, to prove a field yields exactly one. */
export function allMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
