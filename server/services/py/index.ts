// The python API: cashier carts, insurance carts and KYC identity calls.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { errorHandler } from '../../http/errors';
import { ok } from '../../http/ok';
import { identityRoutes } from './identity/identity.routes';

export function createPyService(deps: ServiceDeps) {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'py' }));
  app.route(
    '/identity',
    identityRoutes({ db: deps.db, config: deps.config, now: deps.now ?? (() => new Date()) }),
  );
  app.onError(errorHandler);
  return app;
}
