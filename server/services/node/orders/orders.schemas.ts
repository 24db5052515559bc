// Path, query and body schemas of the order calls; the checkout bodies are the shared ones of utils/validation/cart.ts.
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../../utils/orders/book';
import { MANDATE_TYPES } from '../../../../utils/orders/paymentLimits';
import { isoDateSchema, paiseSchema, vpaSchema } from '../../../../utils/validation/cart';

export const idParam = z.object({ id: z.uuid() });
export const userParam = z.object({ userId: z.uuid() });
export const orderParam = z.object({ orderId: z.uuid() });
export const paymentParam = z.object({ paymentId: z.uuid() });


export const listQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const cancelBody = z.object({ user_id: z.uuid() }).strict();

export const mandateBody = z
  .object({ user_id: z.uuid(), mandate_type: z.enum(MANDATE_TYPES), limit_paise: paiseSchema, vpa: vpaSchema.optional() })
  .strict();

export const callbackForm = z.object({
  subject: z.enum(['payment', 'mandate']),
  id: z.uuid(),
  outcome: z.enum(['success', 'failure', 'cancel', 'approve', 'decline', 'register']),
  nonce: z.string().min(8).max(64),
  signature: z.string().min(10).max(128),
});

export const fundHouseRunBody = z.object({ until: isoDateSchema.optional() }).strict();
