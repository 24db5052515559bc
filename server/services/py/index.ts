// The python API: cashier carts, insurance carts and KYC identity calls; mounted here as they are built.
import { Hono } from 'hono';
import type { ServiceDeps } from '../../config';
import type { AppEnv } from '../../http/env';
import { errorHandler } from '../../http/errors';
import { ok } from '../../http/ok';
import { cashierRoutes } from './cart/cashier.routes';
import { identityRoutes } from './identity/identity.routes';
import { pyKycRoutes } from './kyc/kyc.routes';
import { insuranceCartRoutes } from './insurance/cart.routes';
import { insuranceRoutes } from './insurance/insurance.routes';
import { createInsurerProvider } from '../../providers/insurer';
import { createSmsProvider } from '../../providers/sms';

export function createPyService(deps: ServiceDeps) {
  const ctx = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
  };
  const app = new Hono<AppEnv>();
  app.get('/', (c) => ok(c, { service: 'py' }));
  const sms = deps.sms ?? createSmsProvider(deps.config, { db: deps.db, logger: deps.logger, now: ctx.now });
  app.route('/kyc', pyKycRoutes({ ...ctx, sms }));
  app.route('/identity', identityRoutes(ctx));
  app.route('/cart/v1/cashier', cashierRoutes(ctx));
  const insurance = { ...ctx, sms, insurer: createInsurerProvider(deps.config) };
  app.route('/cart/v1/insurance', insuranceCartRoutes(insurance));
  app.route('/insurance', insuranceRoutes(insurance));

  app.onError(errorHandler);
  return app;
}
