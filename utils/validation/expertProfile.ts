/** Expert profile form: ARN, address, about, experience, clients, AUM. */
import { z } from './z';
import { EXPERIENCE_MAX, EXPERIENCE_MIN } from './constants';
import { arnSchema, asText, requiredLimitedText, requiredText } from './fields';
import { MESSAGES } from './messages';

const WHOLE_NUMBER = /^\d+$/;

function isWholeNumber(text: string): boolean {
  return WHOLE_NUMBER.test(text) && Number.isSafeInteger(Number(text));
}

/** Years of experience, a whole number from 0 to 80. */
export const experienceSchema = z.preprocess(
  asText,
  requiredText(MESSAGES.experienceEmpty, MESSAGES.experienceInvalid)
    .refine((text) => isWholeNumber(text) && Number(text) >= EXPERIENCE_MIN && Number(text) <= EXPERIENCE_MAX, {
      error: MESSAGES.experienceInvalid,
    })
    .transform(Number),
);

export const numberOfClientsSchema = z.preprocess(
  asText,
  requiredText(MESSAGES.clientsEmpty, MESSAGES.onlyNumbers)
    .refine(isWholeNumber, { error: MESSAGES.onlyNumbers })
    .transform(Number),
);

/** Assets under management: optional, but digits only when given. */
export const aumSchema = z.preprocess(
  asText,
  z
    .string({ error: MESSAGES.onlyNumbers })
    .trim()
    .refine((text) => text === '' || isWholeNumber(text), { error: MESSAGES.onlyNumbers })
    .transform((text) => (text === '' ? undefined : Number(text))),
);

export const expertProfileSchema = z.object({
  arn: arnSchema,
  address: requiredLimitedText(MESSAGES.addressEmpty),
  about: requiredLimitedText(MESSAGES.aboutEmpty),
  experience: experienceSchema,
  no_of_clients: numberOfClientsSchema,
  aum: aumSchema,
});

export type ExpertProfileInput = z.input<typeof expertProfileSchema>;
export type ExpertProfile = z.output<typeof expertProfileSchema>;
