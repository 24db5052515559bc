// The learning service (mounted under /lms): NISM mock tests (mockTests.routes.ts).
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { mockTestsRoutes } from './mockTests.routes';

export function createLmsService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'lms' }));
  app.route('/', mockTestsRoutes());
  return app;
}
