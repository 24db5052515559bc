// Query schemas of the advisor's order book (docs/CLIENTS.md "Order book").
import { z } from 'zod';
import { ORDER_STATUSES, ORDER_TYPES } from '../../../../utils/orders/book';
import { isoDateSchema } from '../../../../utils/validation/cart';

export const BOOK_MAX_SIZE = 100;

const filterFields = {
  client: z.uuid().optional(),
  q: z.string().trim().max(60, { error: 'Search for at most 60 characters' }).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const datesMessage = { message: 'The start date must be on or before the end date', path: ['from'] };

export const bookFilters = z.object(filterFields).refine(datesInOrder, datesMessage);

export const bookQuery = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(BOOK_MAX_SIZE).default(20),
  })
  .refine(datesInOrder, datesMessage);

export const bookOrderParam = z.object({ orderId: z.uuid() });

export type BookFilters = z.output<typeof bookFilters>;
export type BookQuery = z.output<typeof bookQuery>;
