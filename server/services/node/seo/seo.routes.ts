// /node/seo/{page}: title, description and the rest of a page's SEO metadata,
// in the language asked for (?locale=) or English. 404 when nobody wrote any: the web page has its own defaults.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateParams, validateQuery } from '../../../http/validate';
import { localeSchema } from '../articles/engagement.schemas';
import type { NodeContext } from '../context';
import { seoOf } from './seo.service';

export { NO_SEO } from './seo.service';

const pageParam = z.object({
  page: z.string().max(120, { error: 'Page is not valid' }).regex(/^[a-z0-9][a-z0-9_.-]*$/i, { error: 'Page is not valid' }),
});
const seoQuery = z.object({ locale: localeSchema.default('en') });

export function seoRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();

  app.get('/:page', validateParams(pageParam), validateQuery(seoQuery), async (c) => {
    const data = await seoOf(ctx, c.req.valid('param').page, c.req.valid('query').locale);
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return ok(c, data);
  });

  return app;
}
