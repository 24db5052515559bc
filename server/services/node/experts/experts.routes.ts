// /node/expert/*: the public expert directory (/experts) and a visitor's contact request.
//   GET  /search?name&city&pincode&language&product&page&limit -> {items, total, page, limit, city, pincode}
//   GET  /{id}                                                 -> one expert's public profile, 404 if unknown
//   POST /{id}/contact  (logged in)  {product?}                -> records a lead for the expert; no number shown
// POST /node/user/expert/pincode answers with the same search; it is mounted by the user routes.
import { Hono } from 'hono';
import { z } from 'zod';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { EXPERT_PRODUCTS } from '../../../../utils/experts/products';
import { EXPERT_SEARCH_MESSAGES, expertSearchQuerySchema } from '../../../../utils/validation/experts';
import type { NodeContext } from '../context';
import { contactExpert, publicExpertOrThrow } from './contact.service';
import { searchExperts } from './experts.service';

export { NO_EXPERT, OWN_PROFILE, contactThanks } from './contact.service';

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

  app.get('/:id', validateParams(idParam), async (c) => ok(c, await publicExpertOrThrow(ctx, c.req.valid('param').id)));

  app.post('/:id/contact', auth, validateParams(idParam), validateJson(contactBody), async (c) => {
    const { message, repeated } = await contactExpert(ctx, getIdentity(c), c.req.valid('param').id, c.req.valid('json').product);
    return ok(c, { repeated }, message);
  });

  return app;
}
