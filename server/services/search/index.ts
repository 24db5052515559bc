// The search service (mounted under /search): site search over funds ('products'), articles, videos,
// questions ('forums') and experts ('users'), on PostgreSQL full-text search plus trigram similarity.
// Public data, so no route needs a token.
//   POST /administration/v2/search  {query}              -> {status, data: {hits, total}}   (suggestions: first 10)
//                                   {query, size}        -> the same, with up to `size` hits
//                                   {size, query: {multi_match: {query, type, fields}}}
//                                                        -> {status, took, timed_out, hits: {total, max_score, hits}}
//   POST /_search                   either body          -> the Elasticsearch shape above
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { errorHandler } from '../../http/errors';
import { parseInput, readJsonBody } from '../../http/validate';
import { SEARCH_SUGGESTIONS, searchRequestSchemaFor, searchText } from '../../../utils/validation/search';
import { toHit } from './hits';
import { searchDocuments } from './search.repo';

export { reindexAll, reindexContent, reindexFunds } from './reindex.repo';

async function runSearch(deps: ServiceDeps, raw: string) {
  const body = await readJsonBody(raw);
  const request = await parseInput(searchRequestSchemaFor(body), body);
  const started = performance.now();
  const result = await searchDocuments(deps.db, searchText(request), request.size ?? SEARCH_SUGGESTIONS);
  const hits = result.rows.map(toHit);
  return {
    elastic: typeof request.query !== 'string',
    took: Math.round(performance.now() - started),
    total: result.total,
    hits,
  };
}

/** Elasticsearch's fields, beside the envelope's status. */
function elasticFields(r: Awaited<ReturnType<typeof runSearch>>) {
  return {
    took: r.took,
    timed_out: false,
    hits: { total: { value: r.total, relation: 'eq' as const }, max_score: r.hits[0]?._score ?? null, hits: r.hits },
  };
}

export function createSearchService(deps: ServiceDeps) {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => ok(c, { service: 'search' }));

  app.post('/administration/v2/search', async (c) => {
    const r = await runSearch(deps, await c.req.text());
    if (r.elastic) return ok(c, undefined, { extra: elasticFields(r) });
    return ok(c, { hits: r.hits, total: { value: r.total, relation: 'eq' } });
  });

  app.post('/_search', async (c) => ok(c, undefined, { extra: elasticFields(await runSearch(deps, await c.req.text())) }));

  // The host app answers errors the same way; this makes the service answer them when it runs alone too.
  app.onError(errorHandler);
  return app;
}
