// Inputs of the SIP centre's pause: a number of instalments or a date to pause until (exactly one). How far a pause
// may go is a business rule (utils/orders/sipPause.ts), answered 422, not a field rule.
import { z } from './z';
import { isoDateSchema } from './cart';

export const SIP_PAUSE_MESSAGES = {
  oneOf: 'Choose how many instalments to skip, or a date to pause until',
  instalments: 'Skip at least 1 instalment',
} as const;

export const sipPauseSchema = z
  .object({
    instalments: z.number().int(SIP_PAUSE_MESSAGES.instalments).min(1, SIP_PAUSE_MESSAGES.instalments).max(120).optional(),
    until: isoDateSchema.optional(),
  })
  .strict()
  .refine((b) => (b.instalments === undefined) !== (b.until === undefined), { message: SIP_PAUSE_MESSAGES.oneOf, path: ['instalments'] });

export type SipPauseBody = z.output<typeof sipPauseSchema>;
