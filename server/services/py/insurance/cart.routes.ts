// POST /py/cart/v1/insurance: JSON only (415), the web app's api key (401, checked before anything is read or
// stored), then the session names the person and the service checks the rest.
import { Hono, type MiddlewareHandler } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import { keyMatches } from '../../../auth/apiKeys';
import { UnauthenticatedError, UnsupportedTypeError } from '../../../domain/errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson } from '../../../http/validate';
import { createInsuranceCart } from './cart.service';
import type { InsuranceDeps } from './insurance.deps';
import { cartSchema } from './insurance.schemas';

export const WRONG_INSURANCE_KEY = 'A valid api key is required';
export const JSON_ONLY = 'Send the cart as application/json';

function jsonWithKey(expected: string): MiddlewareHandler {
  return async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') throw new UnsupportedTypeError(JSON_ONLY);
    if (!keyMatches(c.req.header('x-api-key'), expected)) throw new UnauthenticatedError(WRONG_INSURANCE_KEY);
    await next();
  };
}

export function insuranceCartRoutes(deps: InsuranceDeps) {
  const app = new Hono<AppEnv>();
  app.post('/', jsonWithKey(deps.config.insuranceApiKey), requireAuth(deps.config.authSecret), validateJson(cartSchema), async (c) =>
    ok(c, await createInsuranceCart(deps, getIdentity(c), c.req.valid('json')), { status: 201 }),
  );
  return app;
}
