/**
 * Site search requests: suggestions show the first 10; the full search may ask for up to SEARCH_REQUEST_MAX_SIZE
 * hits (the spec's 10000) and is answered with at most SEARCH_MAX_SIZE of them, with the total.
 * Text, words, size and offset are capped (searchLimits.ts says why). Used by the search box and by the
 * backend's search service.
 */
import { z } from './z';
import { freeOfControlCharacters } from './controlCharacters';
import { textLength } from './input';
import { MESSAGES } from './messages';
import { SEARCH_FIELDS, SEARCH_MAX_FROM, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SEARCH_REQUEST_MAX_SIZE, searchWords } from './searchLimits';

export {
  SEARCH_FIELDS,
  SEARCH_MAX_FROM,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_SIZE,
  SEARCH_MAX_WORDS,
  SEARCH_REQUEST_MAX_SIZE,
  SEARCH_SUGGESTIONS,
} from './searchLimits';

export const SEARCH_MESSAGES = {
  queryEmpty: 'Please type something to search for',
  queryTooLong: `Search text cannot be longer than ${SEARCH_MAX_LENGTH} characters`,
  tooManyWords: `Please search for at most ${SEARCH_MAX_WORDS} words`,
  sizeInvalid: `Size must be a whole number from 1 to ${SEARCH_REQUEST_MAX_SIZE}`,
  fromInvalid: `From must be a whole number from 0 to ${SEARCH_MAX_FROM}`,
} as const;

export const searchTextSchema = z
  .string({ error: SEARCH_MESSAGES.queryEmpty })
  .trim()
  .min(1, { error: SEARCH_MESSAGES.queryEmpty, abort: true })
  .refine((q) => freeOfControlCharacters(q), { error: MESSAGES.controlCharacters, abort: true })
  .refine((q) => textLength(q) <= SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.queryTooLong, abort: true })
  .refine((q) => searchWords(q).length <= SEARCH_MAX_WORDS, { error: SEARCH_MESSAGES.tooManyWords });

/** How many hits the caller asks for; the service answers at most SEARCH_MAX_SIZE of them (pageSizeOf). */
export const searchSizeSchema = z
  .number({ error: SEARCH_MESSAGES.sizeInvalid })
  .int({ error: SEARCH_MESSAGES.sizeInvalid })
  .min(1, { error: SEARCH_MESSAGES.sizeInvalid })
  .max(SEARCH_REQUEST_MAX_SIZE, { error: SEARCH_MESSAGES.sizeInvalid });

/** Elasticsearch's `from`: how many of the best hits to skip. */
export const searchFromSchema = z
  .number({ error: SEARCH_MESSAGES.fromInvalid })
  .int({ error: SEARCH_MESSAGES.fromInvalid })
  .min(0, { error: SEARCH_MESSAGES.fromInvalid })
  .max(SEARCH_MAX_FROM, { error: SEARCH_MESSAGES.fromInvalid });

const multiMatchSchema = z.object({
  multi_match: z.object({
    query: searchTextSchema,
    /** 'phrase' in the spec; the ranking always puts phrase matches first, so other types are read the same way. */
    type: z.string().optional(),
    fields: z.array(z.enum(SEARCH_FIELDS)).optional(),
  }),
});

const size = searchSizeSchema.optional();
const from = searchFromSchema.optional();

/** `{query}` (suggestions) or `{query, size, from}`. */
export const plainSearchRequestSchema = z.object({ query: searchTextSchema, size, from });

/** The Elasticsearch form of the full search: `{size, from, query: {multi_match: {query, type, fields}}}`. */
export const multiMatchSearchRequestSchema = z.object({ query: multiMatchSchema, size, from });

/**
 * The schema that fits the body's form, so that each form gets its own messages (a union would report one
 * vague failure for both).
 */
export function searchRequestSchemaFor(body: unknown) {
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
  return typeof query === 'object' && query !== null ? multiMatchSearchRequestSchema : plainSearchRequestSchema;
}

export type SearchRequest = z.infer<typeof plainSearchRequestSchema> | z.infer<typeof multiMatchSearchRequestSchema>;

/** The text of either request form. */
export function searchText(request: SearchRequest): string {
  return typeof request.query === 'string' ? request.query : request.query.multi_match.query;
}
