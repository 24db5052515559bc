// The analytics API: relationship-manager follow-ups, notes, dispositions and tracked events.
// A stub for now: later issues mount their routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { reportsRoutes } from './reports/reports.routes';

export function createAnalyticsService(_deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'analytics' }));
  app.route('/reports', reportsRoutes(_deps));
  return app;
}
