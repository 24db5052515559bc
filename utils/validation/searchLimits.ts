/**
 * Site search limits (10 suggestions, a full search of up to 10000) without zod, so that the header's
 * search box can read them without pulling the schema library into every page's first-load
 * JavaScript. search.ts builds its schemas on these.
 */
export const SEARCH_SUGGESTIONS = 10;
export const SEARCH_MAX_SIZE = 10000;

/** The fields the spec's full search names in its multi_match query. */
export const SEARCH_FIELDS = ['description', 'title', 'question', 'scheme_name', 'name', 'products'] as const;
