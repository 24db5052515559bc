// Inputs of the cart calls (docs/CART.md "Python cart calls" and "Node cart calls"); item fields reuse the shared
// schemas of utils/validation/cart.ts so the forms and the backend refuse the same things in the same words.
import { z } from 'zod';
import { CART_TYPES } from '../../../../utils/cart';
import { CART_MESSAGES, paiseSchema, sipDaySchema } from '../../../../utils/validation/cart';

export const userId = z.uuid({ error: 'Please send the user id of the investor' });
const collectionId = z.uuid({ error: 'Not a collection id' });
const sessionId = z.string().min(8).max(64);
const cartType = z.enum(CART_TYPES, { error: 'Not a cart type' });

const ONE_GROUP = 'Give the collection or the session, not both';
export const groupBody = z
  .object({ user_id: userId, collection_id: collectionId.optional(), session_id: sessionId.optional() })
  .strict()
  .refine((b) => (b.collection_id === undefined) !== (b.session_id === undefined), { message: ONE_GROUP, path: ['collection_id'] });

export const cartTypeBody = z.object({ user_id: userId, cart_type: cartType }).strict();
export const itemBody = z.object({ user_id: userId, item_id: z.uuid({ error: 'Not a cart item id' }) }).strict();
export const sipBody = z.object({ user_id: userId, sip_id: z.uuid({ error: 'Not a SIP id' }) }).strict();
export const tokenQuery = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Not a cart link') });

const stepUpFields = {
  step_up_amount_paise: paiseSchema.optional(),
  step_up_percent: z.number().min(1, CART_MESSAGES.stepUpPercent).max(100, CART_MESSAGES.stepUpPercent).optional(),
};
const oneStepUp = <T extends { step_up_amount_paise?: number; step_up_percent?: number }>(s: T) =>
  (s.step_up_amount_paise === undefined) !== (s.step_up_percent === undefined);
const stepUpRule = { message: CART_MESSAGES.stepUpOne, path: ['step_up_percent'] };

export const allCartsParams = z.object({
  user_id: userId,
  // The literal null (or 0) reads the investor's own carts; an advisor passes their expert id.
  expert_id: z.union([z.literal('null'), z.literal('0'), z.uuid()], { error: 'Not an expert id' }),
});
export const collectionParam = z.object({ collection_id: collectionId });

export const updateCollectionBody = z
  .object({
    user_id: userId,
    items: z
      .array(
        z
          .object({
            id: z.uuid(),
            amount_paise: paiseSchema.optional(),
            sip_day: sipDaySchema.optional(),
            sip_installments: z.number().int(CART_MESSAGES.installmentsInvalid).min(1).max(1200).optional(),
            ...stepUpFields,
          })
          .strict()
          .refine((s) => s.step_up_amount_paise === undefined || s.step_up_percent === undefined, stepUpRule),
      )
      .max(50)
      .default([]),
    remove_item_ids: z.array(z.uuid()).max(50).optional(),
  })
  .strict();

export const collectionBody = z.object({ user_id: userId, collection_id: collectionId }).strict();

export const bulkStepUpBody = z
  .object({
    user_id: userId,
    items: z.array(z.object({ item_id: z.uuid(), ...stepUpFields }).strict().refine(oneStepUp, stepUpRule)).min(1).max(50),
  })
  .strict();

export const wholeCartStepUpBody = z
  .object({ user_id: userId, collection_id: collectionId, ...stepUpFields })
  .strict()
  .refine(oneStepUp, stepUpRule);

export type CartTypeBody = z.output<typeof cartTypeBody>;
export type ItemBody = z.output<typeof itemBody>;
export type SipBody = z.output<typeof sipBody>;
export type GroupBody = z.output<typeof groupBody>;
export type CollectionBody = z.output<typeof collectionBody>;
export type BulkStepUpBody = z.output<typeof bulkStepUpBody>;
export type WholeCartStepUpBody = z.output<typeof wholeCartStepUpBody>;
