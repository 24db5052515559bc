// /node/seo/{page}: title, description and the rest of a page's SEO metadata (spec section 7 "SEO metadata"),
// in the language asked for (?locale=) or English. 404 when nobody wrote any: the web page has its own defaults.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { validateParams, validateQuery } from '../../../http/validate';
import { localeSchema } from '../article/engagement.schemas';
import type { NodeContext } from '../context';
import { findSeo } from './seo.repo';

export const NO_SEO = 'No SEO metadata for this page';

const pageParam = z.object({
  page: z.string().max(120, { error: 'Page is not valid' }).regex(/^[a-z0-9][a-z0-9_.-]*$/i, { error: 'Page is not valid' }),
});
const seoQuery = z.object({ locale: localeSchema.default('en') });

export function seoRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();

  app.get('/:page', validateParams(pageParam), validateQuery(seoQuery), async (c) => {
    const { page } = c.req.valid('param');
    const row = await findSeo(ctx.db, page, c.req.valid('query').locale);
    if (!row) throw new NotFoundError(NO_SEO);
    c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
    return ok(c, {
        // Free-form extras first, so that the named columns always win.
        ...row.data,
        page: row.page,
        locale: row.locale,
        title: row.title,
        description: row.description,
        keywords: row.keywords ?? [],
        canonical_url: row.canonicalUrl,
        og_image_url: row.ogImageUrl,
        updated_at: row.updatedAt.toISOString(),
      });
  });

  return app;
}
