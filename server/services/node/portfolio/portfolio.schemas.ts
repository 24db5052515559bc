// Inputs of the portfolio calls (docs/PORTFOLIO.md "Node calls").
import { z } from 'zod';

const userId = z.uuid({ error: 'Please send the user id of the investor' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD' });
const page = z.coerce.number().int().min(1).default(1);
const format = z.enum(['json', 'csv', 'pdf']).default('json');

export const userParam = z.object({ userId });
/** A statement link's token: 32 random bytes in base64url. */
export const statementTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This statement link is not valid' }) });
export const folioParam = z.object({ folioId: z.uuid({ error: 'Not a folio id' }) });

export const summaryQuery = z.object({ refresh: z.enum(['0', '1']).optional() });
export const folioQuery = z.object({ scheme_code: z.coerce.number().int().positive().optional() });

export const TXN_TYPES = [
  'purchase',
  'sip',
  'redemption',
  'switch_in',
  'switch_out',
  'stp_in',
  'stp_out',
  'swp',
  'dividend_reinvest',
  'dividend_payout',
] as const;

export const transactionsQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    type: z.enum(TXN_TYPES).optional(),
    scheme_code: z.coerce.number().int().positive().optional(),
    folio_id: z.uuid({ error: 'Not a folio id' }).optional(),
    page,
    page_size: z.coerce.number().int().min(1).max(200).default(50),
    format,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'from must not be after to', path: ['from'] });

/** A financial year such as 2025-26 (1 Apr 2025 to 31 Mar 2026). */
export const capitalGainsQuery = z.object({
  fy: z
    .string()
    .regex(/^\d{4}-\d{2}$/, { error: 'The financial year is written like 2025-26' })
    .refine((fy) => (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5)), {
      error: 'The financial year is written like 2025-26',
    }),
  format,
});

export const LISTING_SORTS = ['name', 'current_value', 'gain', 'invested'] as const;

export const listingQuery = z.object({
  search: z.string().trim().max(60).optional(),
  sort: z.enum(LISTING_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).optional(),
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export type TransactionsQuery = z.output<typeof transactionsQuery>;
export type ListingQuery = z.output<typeof listingQuery>;
