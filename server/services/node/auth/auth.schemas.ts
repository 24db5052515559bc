// Bodies of the auth calls (login contract items 1-5). Field rules and messages come from utils/validation,
// the same schemas the web forms use; unknown fields (device_type, platform) are accepted and ignored.
import { z } from 'zod';
import { mobileSchema, otpSchema } from '../../../../utils/validation';

const otpType = z.enum(['login', 'signup']);
const role = z.enum(['user', 'expert']);
/** Names are checked where an account is created (fullNameSchema); here only their type. */
const optionalName = z.string().trim().max(120).optional();

export const sendOtpBody = z
  .object({
    mobile_no: mobileSchema,
    type: otpType.optional(),
    name: optionalName,
    role: role.optional(),
  })
  // The spec's expert variant sends only name and mobile_no: that is a sign-up.
  .transform((b) => ({ ...b, type: b.type ?? (b.name ? 'signup' : 'login') }) as const);

export const lookupBody = z.object({ mobile_no: mobileSchema });

export const verifyOtpBody = z.object({
  mobile_no: mobileSchema,
  otp: otpSchema,
  name: optionalName,
  type: otpType.optional(),
  role: role.optional(),
});

export const expertVerifyBody = z
  .object({
    mobile_no: mobileSchema,
    otp: otpSchema,
    name: optionalName,
    status: z.enum(['signup', 'claim']).default('signup'),
    id: z.uuid({ error: 'The expert profile to claim is not valid' }).optional(),
    optin: z.boolean().default(false),
  })
  .refine((b) => b.status !== 'claim' || !!b.id, {
    error: 'Choose the expert profile to claim',
    path: ['id'],
  });

export const claimVerifyBody = z.object({
  claim_id: z.uuid({ error: 'This claim is not valid. Please start the claim again.' }),
  otp: otpSchema,
  optin: z.boolean().default(false),
});

export const verifyByTokenBody = z.object({ token: z.string().trim().min(1).max(200) });
export const tokenInfoBody = verifyByTokenBody;

export type SendOtpBody = z.output<typeof sendOtpBody>;
export type VerifyOtpBody = z.output<typeof verifyOtpBody>;
export type ExpertVerifyBody = z.output<typeof expertVerifyBody>;
export type ClaimVerifyBody = z.output<typeof claimVerifyBody>;
