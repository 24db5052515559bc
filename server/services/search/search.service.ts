// Runs one site search: the request is either the web app's {query, size?} or Elasticsearch's multi_match shape,
// and the answer says which, so the route can reply in the same shape. The ranking is the in-memory index's
// (memory/textIndex.ts), run in the search worker over a copy of search_documents (memory/indexCopy.ts).
import type { Db } from '../../db/client';
import { SEARCH_SUGGESTIONS, type SearchRequest, searchText } from '../../../utils/validation/search';
import { toHit } from './hits';
import { indexCopyOf } from './memory/indexCopy';
import type { IndexResult, Page } from './memory/textIndex';

/** Ranked rows of the index for `text`: what runSearch turns into hits (tests call it directly). */
export function searchIndex(db: Db, text: string, page: Page): Promise<IndexResult> {
  return indexCopyOf(db).search(text, page);
}

export async function runSearch(db: Db, request: SearchRequest) {
  const started = performance.now();
  const result = await searchIndex(db, searchText(request), { size: request.size ?? SEARCH_SUGGESTIONS, from: request.from ?? 0 });
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
