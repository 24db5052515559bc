/**
 * The 'Become ZF Expert' lead form of /mutual-fund-distributor, posted to POST /user/leadsignup/product.
 * Name and mobile follow the signup rules (a full name of two words, a 10-digit mobile starting 6-9);
 * city, stage and consent are ours.
 */
import { z } from './z';
import { signupSchema } from './auth';
import { requiredText } from './fields';

export const LEAD_MESSAGES = {
  cityEmpty: 'Please enter your city',
  cityTooLong: 'City name is too long',
  consentMissing: 'Please agree to be contacted about becoming a distributor',
} as const;

export const CITY_MAX_LENGTH = 60;

/** The product value of a distributor enquiry in the leads table. */
export const DISTRIBUTOR_PRODUCT = 'mutual_fund_distributor';

/** Where the person stands today, so that the partner team calls with the right next step. */
export const LEAD_STAGES = ['exploring', 'preparing_nism', 'nism_certified', 'have_arn'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  exploring: 'Just exploring',
  preparing_nism: 'Preparing for NISM Series V-A',
  nism_certified: 'Passed NISM Series V-A',
  have_arn: 'Already hold an ARN',
};

const city = requiredText(LEAD_MESSAGES.cityEmpty).max(CITY_MAX_LENGTH, { error: LEAD_MESSAGES.cityTooLong });
const stage = z.enum(LEAD_STAGES).optional();
// Consent must be given by the person, never assumed: only the literal true passes.
const consent = z.literal(true, { error: LEAD_MESSAGES.consentMissing });

/** The form as the person fills it in. */
export const distributorLeadFormSchema = signupSchema.extend({ city, stage, consent });

/** The same enquiry as the body of POST /user/leadsignup/product (the generic lead call). */
export const distributorLeadBodySchema = signupSchema.extend({
  city,
  product: z.literal(DISTRIBUTOR_PRODUCT),
  source: z.string().trim().max(60).optional(),
  data: z.object({ stage, consent }, { error: LEAD_MESSAGES.consentMissing }),
});

export type DistributorLeadForm = z.input<typeof distributorLeadFormSchema>;
export type DistributorLeadBody = z.output<typeof distributorLeadBodySchema>;
