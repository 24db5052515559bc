// A guard in front of POST /user/leadsignup/product (the route itself lives in ../user): the stricter rules of the
// 'Become ZF Expert' form (full name, city, consent) for distributor enquiries. Mounted in ../index.ts before the
// '/user' routes so that it runs first. The per-address limit is counted where the lead is stored (addLead).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/env';
import { parseInput, readJsonBody } from '../../../http/validate';
import { DISTRIBUTOR_PRODUCT, distributorLeadBodySchema } from '../../../../utils/validation/lead';

export function leadGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !c.req.path.endsWith('/leadsignup/product')) return next();
    const body = await readJsonBody(await c.req.text());
    if (body && typeof body === 'object' && (body as { product?: unknown }).product === DISTRIBUTOR_PRODUCT) {
      await parseInput(distributorLeadBodySchema, body);
    }
    await next();
  };
}
