// /node/expert/*: the public expert directory (spec section 2 /experts) and a visitor's contact request.
//   GET  /search?name&city&pincode&language&product&page&limit -> {items, total, page, limit, city, pincode}
//   GET  /{id}                                                 -> one expert's public profile, 404 if unknown
//   POST /{id}/contact  (logged in)  {product?}                -> records a lead for the expert; no number shown
// POST /node/user/expert/pincode (spec section 7) answers with the same search; it is mounted by the user routes.
import { Hono } from 'hono';
import { z } from 'zod';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { InvalidError, NotFoundError, UnauthenticatedError } from '../../../domain/errors';
import { MESSAGES } from '../../../http/errors';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { EXPERT_PRODUCTS } from '../../../../utils/experts/products';
import {
  EXPERT_SEARCH_MESSAGES,
  expertSearchQuerySchema,
} from '../../../../utils/validation/experts';
import type { NodeContext } from '../context';
import { recordContactLead } from './expert.repo';
import { findPublicExpert, getPublicExpert, searchExperts } from './expert.service';

export const NO_EXPERT = 'No expert found';
export const OWN_PROFILE = 'This is your own profile';
export const contactThanks = (name: string) =>
  `Thank you. ${name} will get in touch with you soon.`;

const idParam = z.object({ id: z.string().trim().max(80) });
const contactBody = z.object({
  product: z.enum(EXPERT_PRODUCTS, { error: EXPERT_SEARCH_MESSAGES.productInvalid }).optional(),
});

export function expertRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.get('/search', validateQuery(expertSearchQuerySchema), async (c) =>
    ok(c, await searchExperts(ctx.db, c.req.valid('query'), ctx.now())),
  );

  app.get('/:id', validateParams(idParam), async (c) => {
    const expert = await getPublicExpert(ctx.db, c.req.valid('param').id, ctx.now());
    if (!expert) throw new NotFoundError(NO_EXPERT);
    return ok(c, expert);
  });

  app.post('/:id/contact', auth, validateParams(idParam), validateJson(contactBody), async (c) => {
    const identity = getIdentity(c);
    const found = await findPublicExpert(ctx.db, c.req.valid('param').id, ctx.now());
    if (!found) throw new NotFoundError(NO_EXPERT);
    const { expert } = found;
    if (found.userId === identity.userId) throw new InvalidError(OWN_PROFILE);
    const outcome = await recordContactLead(ctx.db, {
      expertId: expert.id,
      userId: identity.userId,
      product: c.req.valid('json').product,
    });
    if (outcome === 'no_user') throw new UnauthenticatedError(MESSAGES.unauthenticated);
    return ok(c, { repeated: outcome === 'exists' }, contactThanks(expert.name));
  });

  return app;
}
