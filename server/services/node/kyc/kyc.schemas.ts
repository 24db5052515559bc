// Inputs of the KYC calls (docs/KYC.md). Field rules and messages come from the shared schemas of
// utils/validation/kyc.ts, the same ones the KYC forms use; here they only gain the user_id every call names.
import { z } from 'zod';
import { otpSchema } from '../../../../utils/validation/fields';
import {
  declarationsSchema,
  emailSchema,
  kycStartSchema,
  nominationSchema,
  panSchema,
  personalDetailsSchema,
} from '../../../../utils/validation/kyc';

export const DOCUMENT_KINDS = ['pan', 'address_proof', 'photo', 'signature'] as const;

/** The investor's user id (the selected client when an expert calls). */
const userId = z.uuid({ error: 'Please send the user_id of the investor' });

export const idParam = z.object({ id: userId });
export const userQuery = z.object({ user_id: userId });
export const userBody = z.object({ user_id: userId });
export const kindParam = z.object({
  kind: z.enum(DOCUMENT_KINDS, {
    error: `The document must be one of ${DOCUMENT_KINDS.join(', ')}`,
  }),
});

export const panBody = z.object({ user_id: userId, pancard_no: panSchema });
export const emailBody = z.object({ user_id: userId, email: emailSchema });
export const personalBody = personalDetailsSchema.extend({ user_id: userId });

/** `today` is the app's clock, so that the adult rule is judged on the day the tests (or the server) live in. */
export const startBody = (today: () => Date) => kycStartSchema(today).extend({ user_id: userId });
export const declarationsBody = (today: () => Date) =>
  declarationsSchema(today).extend({ user_id: userId });

/** PUT /kyc/nomination: a KYC's nominees (or the opt-out) changed after it went to the KRA. */
export const nominationBody = (today: () => Date) => z.object({ user_id: userId, nomination: nominationSchema(today) });

export type StartBody = z.output<ReturnType<typeof startBody>>;
export type PersonalBody = z.output<typeof personalBody>;
export type DeclarationsBody = z.output<ReturnType<typeof declarationsBody>>;
export type NominationBody = z.output<ReturnType<typeof nominationBody>>;

/** The client's confirmation link (kyc/consent): the token from the SMS, and the OTP sent to the client. */
export const consentToken = z.object({ token: z.string().trim().min(20).max(100) });
export const consentConfirm = consentToken.extend({ otp: otpSchema });
