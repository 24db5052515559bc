// The search service (mounted under /search): site search over funds, articles, videos, questions and experts
// (search.routes.ts), and the reindexing the seed and the importer call.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/env';
import { errorHandler } from '../../http/errors';
import { ok } from '../../http/ok';
import { indexCopyOf } from './memory/indexCopy';
import { searchRoutes } from './search.routes';

export { reindexAll, reindexContent, reindexFunds } from './reindex.repo';

/** Loads the search worker's copy of the index now, so the first search after a start does not wait for it. */
export function warmSearchIndex(db: Db): Promise<void> {
  return indexCopyOf(db).fresh();
}

export function createSearchService(deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'search' }));
  app.route('/', searchRoutes(deps));

  // The host app answers errors the same way; this makes the service answer them when it runs alone too.
  app.onError(errorHandler);
  return app;
}
