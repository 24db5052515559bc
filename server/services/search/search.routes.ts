// The search routes (mounted under /search): site search over funds ('products'), articles, videos,
// questions ('forums') and experts ('users'), on PostgreSQL full-text search plus trigram similarity.
// Public data, so no route needs a token.
//   POST /administration/v2/search  {query}              -> {status, data: {hits, total}}   (suggestions: first 10)
//                                   {query, size}        -> the same, with up to `size` hits
//                                   {size, query: {multi_match: {query, type, fields}}}
//                                                        -> {status, took, timed_out, hits: {total, max_score, hits}}
//   POST /_search                   either body          -> the Elasticsearch shape above
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { parseInput, readJsonBody } from '../../http/validate';
import { searchRequestSchemaFor } from '../../../utils/validation/search';
import { elasticFields, runSearch } from './search.service';

/** The body decides its own schema (the web app's shape or Elasticsearch's), so it is parsed here, not by a validator. */
async function parseSearch(raw: string) {
  const body = await readJsonBody(raw);
  return parseInput(searchRequestSchemaFor(body), body);
}

export function searchRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.post('/administration/v2/search', async (c) => {
    const r = await runSearch(db, await parseSearch(await c.req.text()));
    if (r.elastic) return ok(c, undefined, { extra: elasticFields(r) });
    return ok(c, { hits: r.hits, total: { value: r.total, relation: 'eq' } });
  });

  app.post('/_search', async (c) => ok(c, undefined, { extra: elasticFields(await runSearch(db, await parseSearch(await c.req.text()))) }));

  return app;
}
