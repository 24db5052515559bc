// Runs one site search: the request is either the web app's {query, size?} or Elasticsearch's multi_match shape,
// and the answer is in the same shape. The ranking is the in-memory index's (memory/textIndex.ts), run in the
// search worker over a copy of search_documents (memory/indexCopy.ts), which also turns the rows into the
// response's hits (hits.ts) and their JSON: on this thread, which answers every request, a search costs only
// reading its body and writing the bytes out.
import type { Db } from '../../db/client';
import { okBody } from '../../http/ok';
import { SEARCH_MAX_SIZE, SEARCH_SUGGESTIONS, type SearchRequest, searchText } from '../../../utils/validation/search';
import { indexCopyOf } from './memory/indexCopy';
import type { JsonHits } from './memory/protocol';
import type { IndexResult, Page } from './memory/textIndex';

/** Ranked rows of the index for `text` (tests and tools; the routes answer with runSearch). */
export function searchIndex(db: Db, text: string, page: Page): Promise<IndexResult> {
  return indexCopyOf(db).search(text, page);
}

/**
 * The page a request is answered with: `size` hits from `from` (10 without a size), never more than SEARCH_MAX_SIZE.
 * The spec's full search asks for 10000: it gets the first 50 and the total, and asks for the rest with `from`.
 */
export function pageOf(request: Pick<SearchRequest, 'size' | 'from'>): Page {
  return { size: Math.min(request.size ?? SEARCH_SUGGESTIONS, SEARCH_MAX_SIZE), from: request.from ?? 0 };
}

/** `timeoutMs`: how long a search may wait for and run in the worker before it gives up (503). */
export async function runSearch(db: Db, request: SearchRequest, timeoutMs?: number) {
  const started = performance.now();
  const page = pageOf(request);
  const result = await indexCopyOf(db).searchJson(searchText(request), page, timeoutMs);
  return { elastic: typeof request.query !== 'string', took: Math.round(performance.now() - started), ...result };
}

export type SearchResult = Awaited<ReturnType<typeof runSearch>>;

/** Stands for the hits while the envelope around them is written; never a JSON value a hit could hold. */
const HITS_MARK = '\u0000hits\u0000';
const MARK_JSON = JSON.stringify(HITS_MARK);

/** The envelope (http/ok.ts) around the hits' JSON bytes. */
function around(envelope: object, hits: Uint8Array): Uint8Array<ArrayBuffer> {
  const [before, after] = JSON.stringify(envelope).split(MARK_JSON);
  return Buffer.concat([Buffer.from(before), hits, Buffer.from(after)]);
}

const totalOf = (r: JsonHits) => ({ value: r.total, relation: 'eq' as const });

/**
 * The response body. Elasticsearch's shape: {status, took, timed_out, hits: {total, max_score, hits}}; the web
 * app's suggestions: {status, data: {hits, total}}.
 */
export function searchResponseBody(r: SearchResult, elastic = r.elastic): Uint8Array<ArrayBuffer> {
  if (elastic) return around(okBody(undefined, { extra: { took: r.took, timed_out: false, hits: { total: totalOf(r), max_score: r.maxScore, hits: HITS_MARK } } }), r.hits);
  return around(okBody({ hits: HITS_MARK, total: totalOf(r) }), r.hits);
}
