/**
 * Site search requests (suggestions show the first 10, the full search asks for
 * up to 10000, text is limited to 5000 characters). Used by the search box and by the backend's search service.
 */
import { z } from './z';
import { TEXT_LIMIT } from './constants';
import { freeOfControlCharacters } from './controlCharacters';
import { textLength } from './input';
import { MESSAGES } from './messages';
import { SEARCH_FIELDS, SEARCH_MAX_SIZE } from './searchLimits';

export { SEARCH_FIELDS, SEARCH_MAX_SIZE, SEARCH_SUGGESTIONS } from './searchLimits';

// The spec states the limits, not the messages; this is our wording.
export const SEARCH_MESSAGES = {
  queryEmpty: 'Please type something to search for',
  queryTooLong: `Search text cannot be longer than ${TEXT_LIMIT} characters`,
  sizeInvalid: `Size must be a whole number from 1 to ${SEARCH_MAX_SIZE}`,
} as const;

export const searchTextSchema = z
  .string({ error: SEARCH_MESSAGES.queryEmpty })
  .trim()
  .min(1, { error: SEARCH_MESSAGES.queryEmpty, abort: true })
  .refine((q) => freeOfControlCharacters(q), { error: MESSAGES.controlCharacters, abort: true })
  .refine((q) => textLength(q) <= TEXT_LIMIT, { error: SEARCH_MESSAGES.queryTooLong });

export const searchSizeSchema = z
  .number({ error: SEARCH_MESSAGES.sizeInvalid })
  .int({ error: SEARCH_MESSAGES.sizeInvalid })
  .min(1, { error: SEARCH_MESSAGES.sizeInvalid })
  .max(SEARCH_MAX_SIZE, { error: SEARCH_MESSAGES.sizeInvalid });

const multiMatchSchema = z.object({
  multi_match: z.object({
    query: searchTextSchema,
    /** 'phrase' in the spec; the ranking always puts phrase matches first, so other types are read the same way. */
    type: z.string().optional(),
    fields: z.array(z.enum(SEARCH_FIELDS)).optional(),
  }),
});

const size = searchSizeSchema.optional();

/** `{query}` (suggestions) or `{query, size}`. */
export const plainSearchRequestSchema = z.object({ query: searchTextSchema, size });

/** The Elasticsearch form of the full search: `{size, query: {multi_match: {query, type, fields}}}`. */
export const multiMatchSearchRequestSchema = z.object({ query: multiMatchSchema, size });

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
