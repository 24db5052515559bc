// Request shapes of the insurance calls (docs/INSURANCE.md). Age rules are not here: they need today's date and
// answer per member, so members.ts checks them after the shape is known.
import { z } from 'zod';
import { fullNameSchema, otpSchema, requiredText } from '../../../../utils/validation/fields';
import { ALL_COVERS, ILLNESSES, PAYMENT_OPTIONS } from '../../../providers/insurer';

const NO_MARKUP = { error: 'Only plain text is allowed' };
const plain = (max: number) => requiredText('This field cannot be empty').max(max).refine((t) => !/[<>]/.test(t), NO_MARKUP);

export const memberSchema = z.object({
  relation: z.enum(['self', 'spouse', 'son', 'daughter']),
  name: plain(80),
  dob: z.string().max(20),
  gender: z.enum(['male', 'female', 'other']).optional(),
  illnesses: z.array(z.enum(ILLNESSES as [string, ...string[]])).max(ILLNESSES.length).default([]),
});
export type MemberInput = z.output<typeof memberSchema>;

const coverAmount = z
  .number()
  .int()
  .refine((n) => (ALL_COVERS as readonly number[]).includes(n), { error: `Choose a cover of ${ALL_COVERS.join(', ')}` });

const place = {
  city: plain(60).optional(),
  pincode: z.string().regex(/^[1-8]\d{5}$/, { error: 'Please enter a valid 6-digit pincode' }).optional(),
};

export const quoteSchema = z.object({ members: z.array(memberSchema).min(1).max(6), ...place, cover_amount: coverAmount });
export type QuoteBody = z.output<typeof quoteSchema>;

export const nomineeSchema = z.object({
  nominee_name: fullNameSchema,
  nominee_dob: z.string().max(20),
  nominee_relation: plain(40),
  appointee_name: plain(80).optional(),
});
export type NomineeInput = z.output<typeof nomineeSchema>;

/** What the quote answered for a payment option; the cart's copy must match the server's own price. */
const optionPrice = z.object({ option: z.enum(PAYMENT_OPTIONS), instalment_amount: z.number().optional(), total_amount: z.number().optional() }).loose();

export const cartSchema = z.object({
  user_uuid: z.uuid().optional(),
  user_name: plain(80).optional(),
  plan_id: z.string().min(1).max(60),
  cover_type: z.enum(['individual', 'floater']),
  payment_option: z.enum(PAYMENT_OPTIONS).default('yearly'),
  insurance_cover_amount: coverAmount,
  insurance_holder_details: z.array(memberSchema).min(1).max(6),
  ...place,
  insurance_nominee_details: nomineeSchema,
  /** The browser's copy of the prices, checked against the server's (never used to price). */
  premiums: z.union([z.array(optionPrice), z.record(z.string(), z.array(optionPrice))]).optional(),
  premium: z.number().optional(),
  cart_type: z.literal('purchase').optional(),
  product_type: z.literal('health_insurance').optional(),
  app_name: z.string().max(40).optional(),
  app_version: z.string().max(20).optional(),
  event_type: z.string().max(40).optional(),
});
export type CartBody = z.output<typeof cartSchema>;

export const userQuery = z.object({ user_id: z.uuid().optional() });
export const tokenQuery = z.object({ token: z.string().min(10).max(100) });
export const tokenBody = tokenQuery;
export const confirmBody = z.object({ token: z.string().min(10).max(100), otp: otpSchema });
export const refParam = z.object({ ref: z.string().regex(/^HIP[0-9A-F]{16}$/) });

/** A draft value: plain JSON, strings capped and free of markup, not too deep nor too wide. */
const draftValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string().max(500).refine((t) => !/[<>]/.test(t), NO_MARKUP),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(draftValue).max(20),
    z.record(z.string().max(60), draftValue).refine((o) => Object.keys(o).length <= 40, { error: 'Too many fields' }),
  ]),
);
const DRAFT_FIELDS = [
  'clientName', 'clientDob', 'clientGender', 'spouseName', 'spouseDob', 'spouseRelation', 'children', 'memberDetails',
  'noOfChildren', 'existing_illness', 'insurance_nominee_details', 'insurance_plan_amount', 'insurance_cover_amount',
  'product_type', 'payment_option', 'came_from', 'selectedPlan', 'selectedPlanDetails', 'insurancePlans',
  'expertDetails', 'disabled', 'premiumValue', 'userKYC', 'city', 'pincode', 'cover_type', 'step',
] as const;
export const draftSchema = z
  .strictObject(Object.fromEntries(DRAFT_FIELDS.map((k) => [k, draftValue.optional()])))
  .refine((d) => JSON.stringify(d).length <= 32_000, { error: 'The draft is too large' });
export const putDraftBody = z.object({ user_id: z.uuid().optional(), draft: draftSchema });
