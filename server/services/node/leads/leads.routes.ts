// A guard in front of POST /user/leadsignup/product (the route itself lives in ../user): a per-address rate
// limit for every lead, and the stricter rules of the 'Become ZF Expert' form (full name, city, consent) for
// distributor enquiries. Mounted in ../index.ts before the '/user' routes so that it runs first.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/env';
import { parseInput, readJsonBody } from '../../../http/validate';
import { addressKey } from '../../../http/viewer';
import { DISTRIBUTOR_PRODUCT, distributorLeadBodySchema } from '../../../../utils/validation/lead';
import type { NodeContext } from '../context';
import { assertUnderLeadLimit, countLeadTowardsLimit } from './leads.service';

async function createdLeadId(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.clone().json()) as { data?: { id?: unknown } };
    return typeof body.data?.id === 'string' ? body.data.id : undefined;
  } catch {
    return undefined;
  }
}

export function leadGuard(ctx: NodeContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !c.req.path.endsWith('/leadsignup/product')) return next();
    // Callers whose address is unknown share one allowance.
    const key = addressKey(c, ctx.config.authSecret) ?? 'unknown';
    await assertUnderLeadLimit(ctx.db, key, ctx.now());
    const body = await readJsonBody(await c.req.text());
    if (body && typeof body === 'object' && (body as { product?: unknown }).product === DISTRIBUTOR_PRODUCT) {
      await parseInput(distributorLeadBodySchema, body);
    }
    await next();
    // Only stored leads count towards the limit: a refused form costs the person nothing.
    if (c.res.ok) {
      const id = await createdLeadId(c.res);
      if (id) await countLeadTowardsLimit(ctx.db, id, key);
    }
  };
}
