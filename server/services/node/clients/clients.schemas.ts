// Inputs of the client-book calls. The add form uses the signup rules, so the messages match the web form's.
import { z } from 'zod';
import { MESSAGES, freeOfControlCharacters, otpSchema, signupSchema } from '../../../../utils/validation';

export const BOOK_SORTS = ['name', 'aum', 'sips', 'kyc', 'added'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

export const bookQuery = z.object({
  // PostgreSQL cannot take NUL in text: a control character is the caller's mistake (400), not a 500.
  q: z.string().trim().max(60).refine((q) => freeOfControlCharacters(q), { error: MESSAGES.controlCharacters }).optional(),
  sort: z.enum(BOOK_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type BookQuery = z.output<typeof bookQuery>;

// Any string: an id that is not a mapped client (malformed included) is answered 403 by the ownership check.
export const userParam = z.object({ user_id: z.string().max(64) });
export const requestParam = z.object({ id: z.uuid() });

/** `lead_id`: the advisor's lead being converted ("Convert to client"); it is marked converted once the client is linked. */
export const addBody = signupSchema.extend({ lead_id: z.uuid({ error: 'Not a valid id' }).optional() });
export type AddBody = z.output<typeof addBody>;

export const confirmBody = z.object({ otp: otpSchema });
