// Inputs of the user/expert calls (login contract items 8 and additions).
import { z } from 'zod';
import { MESSAGES, mobileSchema } from '../../../../utils/validation';
import { ARN_LENGTH } from '../../../../utils/validation/constants';

const pincode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, { error: 'Please enter a valid 6-digit pincode' });

export const idParam = z.object({ id: z.string().trim().min(1).max(64) });

/** The 6-character ARN; an 'ARN-' prefix typed along is forgiven. */
export const arnParam = z.object({
  arn: z
    .string()
    .trim()
    .transform((a) => a.replace(/^ARN-?/i, ''))
    .refine((a) => a.length === ARN_LENGTH && /^[A-Za-z0-9]+$/.test(a), {
      error: MESSAGES.arnInvalid,
    }),
});

export const statsQuery = z.object({
  id: z.string().trim().min(1).max(64),
  role: z.literal('expert'),
  stat_type: z.literal('profile_completion_percentage'),
});

export const leadBody = z.object({
  mobile_no: mobileSchema,
  product: z.string().trim().min(1).max(60),
  name: z.string().trim().max(120).optional(),
  email: z.email({ error: 'Please enter a valid email address' }).optional(),
  source: z.string().trim().max(60).optional(),
  city: z.string().trim().max(80).optional(),
  pincode: pincode.optional(),
  expert_id: z.uuid().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export type LeadBody = z.output<typeof leadBody>;
