// Inputs of the Pro Zone calls.
import { z } from 'zod';
import { BIRTHDAY_DAYS_DEFAULT, BIRTHDAY_DAYS_MAX } from '../../../../utils/prozone/birthdays';

export const birthdaysQuery = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int({ error: 'Days must be a whole number' })
    .min(1, { error: `Days must be between 1 and ${BIRTHDAY_DAYS_MAX}` })
    .max(BIRTHDAY_DAYS_MAX, { error: `Days must be between 1 and ${BIRTHDAY_DAYS_MAX}` })
    .default(BIRTHDAY_DAYS_DEFAULT),
});
