// GET /node/sitemap: the content sitemaps' files (articles, videos, questions, experts: how many, and the newest
// change in each); GET /node/sitemap/{kind}?page=: one file's pages as {path, lastmod}. The web app turns them
// into XML (pages/sitemap.xml.ts, pages/sitemaps/[name].ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateParams, validateQuery } from '../../../http/validate';
import { CONTENT_SITEMAP_KINDS } from '../../../../utils/seo/sitemap';
import { sitemapPageQuerySchema, sitemapSummaryQuerySchema } from '../../../../utils/seo/sitemapQuery';
import type { NodeContext } from '../context';
import { sitemapChunk, sitemapSummaries } from './sitemap.service';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

const kindParam = z.object({
  kind: z.enum(CONTENT_SITEMAP_KINDS, { message: `Kind must be one of: ${CONTENT_SITEMAP_KINDS.join(', ')}` }),
});

export function sitemapRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();

  app.get('/', validateQuery(sitemapSummaryQuerySchema), async (c) => {
    const summaries = await sitemapSummaries(ctx, c.req.valid('query').limit);
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, summaries);
  });

  app.get('/:kind', validateParams(kindParam), validateQuery(sitemapPageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const chunk = await sitemapChunk(ctx, c.req.valid('param').kind, page, limit);
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, chunk);
  });

  return app;
}
