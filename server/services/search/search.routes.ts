// The search routes (mounted under /search): site search over funds ('products'), articles, videos,
// questions ('forums') and experts ('users'), answered by an in-memory index in a worker thread that copies
// search_documents (memory/indexCopy.ts; ranking in memory/textIndex.ts). Public data, so no route needs a
// token; each caller's address may search SEARCH_LIMIT_PER_MINUTE times a minute (server/limits/search.ts), and
// the gate (searchGate.ts) bounds how many searches wait for the worker.
//   POST /administration/v2/search  {query}              -> {status, data: {hits, total}}   (suggestions: first 10)
//                                   {query, size, from}  -> the same, with up to `size` hits after `from`
//                                                        (size 1 to 10000, answered with at most 50 hits and the total)
//                                   {size, from, query: {multi_match: {query, type, fields}}}
//                                                        -> {status, took, timed_out, hits: {total, max_score, hits}}
//   POST /_search                   either body          -> the Elasticsearch shape above
import { Hono, type Context } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { parseInput, readJsonBody } from '../../http/validate';
import { addressKey } from '../../http/viewer';
import { createSearchLimiter, searchLimitFromEnv, searchTimeoutFromEnv } from '../../limits/search';
import { searchRequestSchemaFor } from '../../../utils/validation/search';
import { SEARCH_GATE, createSearchGate } from './searchGate';
import { runSearch, searchResponseBody } from './search.service';

/** The body decides its own schema (the web app's shape or Elasticsearch's), so it is parsed here, not by a validator. */
async function parseSearch(raw: string) {
  const body = await readJsonBody(raw);
  return parseInput(searchRequestSchemaFor(body), body);
}

export function searchRoutes({ db, config, now = () => new Date() }: Pick<ServiceDeps, 'db' | 'config' | 'now'>) {
  const app = new Hono<AppEnv>();
  const countSearch = createSearchLimiter(searchLimitFromEnv(), now);
  const throughGate = createSearchGate(SEARCH_GATE);
  const timeoutMs = searchTimeoutFromEnv();

  /** The limit comes before parsing: a flood of invalid bodies is refused just as cheaply. */
  async function search(c: Context<AppEnv>) {
    countSearch(addressKey(c, config.authSecret) ?? 'unknown');
    const request = await parseSearch(await c.req.text());
    return throughGate(() => runSearch(db, request, timeoutMs));
  }

  /** The body is JSON bytes already (search.service.ts): written as they are. */
  const answer = (c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>) => c.body(body, 200, { 'content-type': 'application/json' });

  app.post('/administration/v2/search', async (c) => answer(c, searchResponseBody(await search(c))));
  app.post('/_search', async (c) => answer(c, searchResponseBody(await search(c), true)));

  return app;
}
