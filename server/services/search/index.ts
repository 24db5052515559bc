// The search service: full-text search over articles, videos, questions, experts and funds.
// A stub for now: later issues mount their routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';

export function createSearchService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ status: 'success', data: { service: 'search' } }));
  return app;
}
