// The python API: cashier carts, insurance carts and KYC identity calls; mounted here as they are built.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { errorHandler } from '../../http/errors';
import { ok } from '../../http/ok';
import { cashierRoutes } from './cart/cashier.routes';
import { identityRoutes } from './identity/identity.routes';
import { pyKycRoutes } from './kyc/kyc.routes';

export function createPyService(deps: ServiceDeps) {
  const ctx = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  };
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'py' }));
  app.route('/kyc', pyKycRoutes(ctx));
  app.route('/identity', identityRoutes(ctx));
  app.route('/cart/v1/cashier', cashierRoutes(ctx));

  app.onError(errorHandler);
  return app;
}
