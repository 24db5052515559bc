// The analytics API: the advisor's desk (follow-ups, notes, dispositions, performance links) under /rm and the
// tracked usage events under /events. The analytics reports mount their own routes here.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { reportsRoutes } from './reports/reports.routes';
import { deskRoutes } from './desk/desk.routes';
import { eventRoutes } from './desk/events.routes';

export function createAnalyticsService(deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  const desk = { db: deps.db, config: deps.config, now: deps.now ?? (() => new Date()) };
  app.get('/', (c) => ok(c, { service: 'analytics' }));
  app.route('/reports', reportsRoutes(deps));
  app.route('/rm', deskRoutes(desk));
  app.route('/events', eventRoutes(desk));
  return app;
}
