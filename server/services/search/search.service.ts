// Runs one site search: the request is either the web app's {query, size?} or Elasticsearch's multi_match shape,
// and the answer says which, so the route can reply in the same shape.
import type { Db } from '../../db/client';
import { SEARCH_SUGGESTIONS, type SearchRequest, searchText } from '../../../utils/validation/search';
import { toHit } from './hits';
import { searchDocuments } from './search.repo';

export async function runSearch(db: Db, request: SearchRequest) {
  const started = performance.now();
  const result = await searchDocuments(db, searchText(request), { size: request.size ?? SEARCH_SUGGESTIONS, from: request.from ?? 0 });
  const hits = result.rows.map(toHit);
  return {
    elastic: typeof request.query !== 'string',
    took: Math.round(performance.now() - started),
    total: result.total,
    hits,
  };
}

export type SearchResult = Awaited<ReturnType<typeof runSearch>>;

/** Elasticsearch's fields, beside the envelope's status. */
export function elasticFields(r: SearchResult) {
  return {
    took: r.took,
    timed_out: false,
    hits: { total: { value: r.total, relation: 'eq' as const }, max_score: r.hits[0]?._score ?? null, hits: r.hits },
  };
}
