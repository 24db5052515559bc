// Queries of All Agents and New Sales.
import { z } from 'zod';
import { MAX_SALES_PERIODS, SALES_GROUPS, type SalesGroup, salesPeriods } from '../../../../utils/clients/salesPeriods';
import { isoDateSchema } from '../../../../utils/validation/cart';

export const TOO_MANY_PERIODS = 'Choose a shorter period or a larger grouping';
export const FROM_AFTER_TO = 'The start date must not be after the end date';

const merchantId = z.string().trim().min(1).max(40);
/** A real calendar day: 2025-02-30 would otherwise reach the database and fail there. */
const day = isoDateSchema;

export const agentsQuery = z.object({ merchant_id: merchantId });

export const newSalesQuery = z
  .object({
    merchant_id: merchantId,
    from: day,
    to: day,
    group: z.enum(SALES_GROUPS as [SalesGroup, ...SalesGroup[]]).default('month'),
  })
  .refine((q) => q.from <= q.to, { message: FROM_AFTER_TO, path: ['from'] })
  .refine((q) => q.from > q.to || salesPeriods(q.from, q.to, q.group).length <= MAX_SALES_PERIODS, {
    message: TOO_MANY_PERIODS,
    path: ['group'],
  });

export type NewSalesQuery = z.output<typeof newSalesQuery>;
