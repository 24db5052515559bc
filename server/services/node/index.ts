// The main node API: auth, users and experts, content, KYC and the node cart calls.
// A stub for now: later issues mount their routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';

export function createNodeService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ status: 'success', data: { service: 'node' } }));
  return app;
}
