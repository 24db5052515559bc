/**
 * The advisor profile's later stages (what the advisor handles, certifications, photo, EUIN), the employees'
 * EUINs and the stage-1 body as sent (the form's fields plus whether to move on). Stage 1's own field rules are
 * in expertProfile.ts.
 */
import { z } from './z';
import { EXPERT_CAPABILITIES } from '../experts/capabilities';
import { EXPERT_PRODUCTS } from '../experts/products';
import { SUPPORTED_LANGUAGES } from '../language';
import { expertProfileSchema } from './expertProfile';
import { requiredText } from './fields';

export const ADVISOR_PROFILE_MESSAGES = {
  euinInvalid: 'Please enter a valid EUIN',
  employeeNameEmpty: "Please enter the employee's name",
  chooseLanguage: 'Choose at least one language',
  chooseProduct: 'Choose at least one product',
  certificateNameEmpty: 'Please enter the certificate name',
  linkInvalid: 'Please enter a valid link (https://…)',
  tooManyCertificates: 'You can add at most 10 certificates',
  nameTooLong: 'Keep this under 120 characters',
} as const;

const M = ADVISOR_PROFILE_MESSAGES;
export const MAX_CERTIFICATIONS = 10;

/** EUIN: the employee's unique number with AMFI, `E` and six digits. */
export const EUIN_PATTERN = /^E\d{6}$/;
const upperTrimmed = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export const euinSchema = z.preprocess(
  upperTrimmed,
  requiredText(M.euinInvalid).regex(EUIN_PATTERN, { error: M.euinInvalid }),
);

/** A link people can open: http(s) only (no javascript: or data: links on a public profile). */
export const linkSchema = requiredText(M.linkInvalid)
  .max(500, { error: M.linkInvalid })
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, { error: M.linkInvalid });

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const profileStage1Schema = expertProfileSchema.extend({ isUpdateStage: z.boolean().optional() });

export const profileStage2Schema = z.object({
  capabilities: z.array(z.enum(EXPERT_CAPABILITIES)).max(EXPERT_CAPABILITIES.length),
  supported_languages: z.array(z.enum(SUPPORTED_LANGUAGES)).min(1, { error: M.chooseLanguage }),
  products: z.array(z.enum(EXPERT_PRODUCTS)).min(1, { error: M.chooseProduct }),
  /** The stage to move to once saved (3); absent keeps the stage. */
  stage: z.number().int().min(1).max(3).optional(),
});

export const certificationSchema = z.object({
  name: requiredText(M.certificateNameEmpty).max(120, { error: M.nameTooLong }),
  url: linkSchema,
});

export const profileStage3Schema = z.object({
  certifications: z.array(certificationSchema).max(MAX_CERTIFICATIONS, { error: M.tooManyCertificates }),
  photo_url: z.preprocess(blankToUndefined, linkSchema.optional()),
  euin: z.preprocess(blankToUndefined, euinSchema.optional()),
});

export const employeeSchema = z.object({
  name: requiredText(M.employeeNameEmpty).max(120, { error: M.nameTooLong }),
  euin: euinSchema,
});

export type ProfileStage1Input = z.input<typeof profileStage1Schema>;
export type ProfileStage2Input = z.input<typeof profileStage2Schema>;
export type ProfileStage3Input = z.input<typeof profileStage3Schema>;
export type EmployeeInput = z.input<typeof employeeSchema>;
