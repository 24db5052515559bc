/**
 * Expert directory search (/experts, POST /user/expert/pincode): the filters a visitor
 * sets in the URL and the backend reads, checked by one schema on both sides. Blank values mean "not set".
 * The spec names the filters but no messages; the wording is ours.
 */
import { z } from './z';
import { EXPERT_PRODUCTS } from '../experts/products';
import { LANGUAGE_NAMES, type NamedLanguage } from '../language';
import { optionalLine } from './fields';

export const EXPERT_PAGE_SIZE = 12;
export const EXPERT_MAX_PAGE_SIZE = 50;
export const EXPERT_MAX_PAGE = 1000;
export const EXPERT_NAME_MAX = 100;
export const EXPERT_CITY_MAX = 60;

export const EXPERT_SEARCH_MESSAGES = {
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  nameTooLong: `Name cannot be longer than ${EXPERT_NAME_MAX} characters`,
  cityTooLong: `City cannot be longer than ${EXPERT_CITY_MAX} characters`,
  languageInvalid: 'Please choose a language from the list',
  productInvalid: 'Please choose a product from the list',
  pageInvalid: `Page must be a whole number from 1 to ${EXPERT_MAX_PAGE}`,
  limitInvalid: `Limit must be a whole number from 1 to ${EXPERT_MAX_PAGE_SIZE}`,
} as const;

const M = EXPERT_SEARCH_MESSAGES;
const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES) as [NamedLanguage, ...NamedLanguage[]];

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());
const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Indian PIN codes: six digits, never starting with 0. JSON callers may send it as a number. */
export const pincodeSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: M.pincodeInvalid })
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: M.pincodeInvalid }),
);

export const expertFilterShape = {
  name: optionalLine(EXPERT_NAME_MAX, M.nameTooLong),
  /** A city name or alias; 'all' for every city; absent means the default city (Gurgaon). */
  city: optionalLine(EXPERT_CITY_MAX, M.cityTooLong),
  pincode: optional(pincodeSchema),
  language: optional(z.enum(LANGUAGE_CODES, { error: M.languageInvalid })),
  product: optional(z.enum(EXPERT_PRODUCTS, { error: M.productInvalid })),
  page: z.preprocess(blank, wholeNumber(1, EXPERT_MAX_PAGE, M.pageInvalid).default(1)),
  limit: z.preprocess(
    blank,
    wholeNumber(1, EXPERT_MAX_PAGE_SIZE, M.limitInvalid).default(EXPERT_PAGE_SIZE),
  ),
};

/** GET /node/expert/search query. */
export const expertSearchQuerySchema = z.object(expertFilterShape);
export type ExpertSearchQuery = z.output<typeof expertSearchQuerySchema>;

/** POST /node/user/expert/pincode body: the spec's {pincode}, plus the directory's other filters. */
export const expertPincodeBodySchema = z.object({
  ...expertFilterShape,
  pincode: pincodeSchema,
});
export type ExpertPincodeBody = z.output<typeof expertPincodeBodySchema>;
