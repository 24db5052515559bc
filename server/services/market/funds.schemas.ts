// Input of the market routes. Messages are written for the person reading a 400, not for a parser.
import { z } from 'zod';
import { OPTIONS, PLANS } from '../../market/schemeLabels';
import { isIsoDate } from '../../market/navText';
import { optionalLine } from '../../../utils/validation/fields';

// 'returns' is the 1-year return (the default list order); the longer periods sort by their cached CAGR.
export const FUND_SORTS = ['name', 'nav', 'returns', 'returns_3y', 'returns_5y'] as const;
export type FundSort = (typeof FUND_SORTS)[number];
export const LIMIT_MAX = 100;
export const LIMIT_DEFAULT = 20;

/** `?category=` (empty) means "no filter", as a cleared form field sends it. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const filterText = (label: string) => optionalLine(200, `${label} can be at most 200 characters`);

/** 'direct', 'DIRECT' and 'Direct' all mean the plan 'Direct'. */
function oneOf<T extends string>(values: readonly T[], label: string) {
  return z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      return typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v;
    },
    z.enum(values as [T, ...T[]], { message: `${label} must be one of: ${values.join(', ')}` }).optional(),
  );
}

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} can be at most ${max}`)
      .optional(),
  );

export const fundListQuerySchema = z.object({
  q: optionalLine(100, 'Search text can be at most 100 characters'),
  category: filterText('Category'),
  sub_category: filterText('Sub-category'),
  fund_house: filterText('Fund house'),
  plan: oneOf(PLANS, 'Plan'),
  option: oneOf(OPTIONS, 'Option'),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(FUND_SORTS, { message: `Sort must be one of: ${FUND_SORTS.join(', ')}` }).optional(),
  ),
  // Descending unless asked otherwise, for every sort (issue 3); without `sort`, a search ranks by relevance
  // and a plain list by 1-year return.
  order: oneOf(['asc', 'desc'] as const, 'Order'),
  page: wholeNumber('Page', 1, 100_000),
  limit: wholeNumber('Limit', 1, LIMIT_MAX),
});
export type FundListQuery = z.infer<typeof fundListQuerySchema>;

export const schemeCodeSchema = z.object({
  schemeCode: z
    .string()
    .regex(/^\d{1,9}$/, 'Scheme code must be a number, such as 120716')
    .transform(Number),
});

export const fundRefSchema = z.object({
  slugOrSchemeCode: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/i, "Give a fund's scheme code (120716) or its slug (uti-nifty-50-index-fund-direct-growth-120716)"),
});

const isoDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().refine(isIsoDate, `${label} must be a real date written YYYY-MM-DD`).optional(),
  );

export const navRangeQuerySchema = z
  .object({ from: isoDate('From'), to: isoDate('To') })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'From must not be after To', path: ['from'] });
export type NavRangeQuery = z.infer<typeof navRangeQuerySchema>;
