// The learning service: NISM mock tests and courses.
// A stub for now: later issues mount their routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';

export function createLmsService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => c.json({ status: 'success', data: { service: 'lms' } }));
  return app;
}
