/**
 * Site search limits without zod, so that the header's search box can read them without pulling the schema
 * library into every page's first-load JavaScript. search.ts builds its schemas on these.
 *
 * The search is public and each query is a full-text scan with prefix matching, so the limits bound what one
 * request can cost the database: long texts and many words multiply the work of every prefix match, and a large
 * size or offset makes the database rank and ship rows nobody reads.
 */
export const SEARCH_SUGGESTIONS = 10;
/** The most hits one answer holds (the results page asks for exactly this many); a larger `size` is cut to it. */
export const SEARCH_MAX_SIZE = 50;
/**
 * The largest `size` a request may name: the spec's full search posts 10000 (Elasticsearch's default result window).
 * It is accepted and answered with the first SEARCH_MAX_SIZE hits and the total; further pages are asked with `from`.
 */
export const SEARCH_REQUEST_MAX_SIZE = 10000;
/** The furthest offset (`from`) one request may start at. */
export const SEARCH_MAX_FROM = 1000;
/** Characters of search text; enough for any scheme name (the longest AMFI names are ~150). */
export const SEARCH_MAX_LENGTH = 200;
/** Words of search text, repeated ones included: each word is one more prefix match for every document. */
export const SEARCH_MAX_WORDS = 12;

/** The fields the spec's full search names in its multi_match query. */
export const SEARCH_FIELDS = ['description', 'title', 'question', 'scheme_name', 'name', 'products'] as const;

/** Letters with their combining marks (Devanagari vowel signs) and digits. */
const WORD = '[\\p{L}\\p{M}\\p{N}]+';
const GAP = '[^\\p{L}\\p{M}\\p{N}]+';

/** The words of a search text as the limit counts them: runs of letters and digits ('Fund-Direct' is two). */
export function searchWords(text: string): string[] {
  return text.split(new RegExp(GAP, 'u')).filter(Boolean);
}

/** A text cut to the limits (first characters, then first words), for callers that forward what a visitor typed. */
export function clipSearchText(text: string): string {
  const short = Array.from(text.trim()).slice(0, SEARCH_MAX_LENGTH).join('');
  if (searchWords(short).length <= SEARCH_MAX_WORDS) return short;
  // Cut right after the last allowed word, keeping its original spelling and separators.
  const pattern = new RegExp(`^(?:${GAP})?(?:${WORD}${GAP}){${SEARCH_MAX_WORDS - 1}}${WORD}`, 'u');
  return (pattern.exec(short)?.[0] ?? short).trim();
}
