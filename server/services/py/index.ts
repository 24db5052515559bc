// The python API: cashier carts, insurance carts and KYC identity calls.
// A stub for now: later issues mount their routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';

export function createPyService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'py' }));
  return app;
}
