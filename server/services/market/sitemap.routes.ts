// GET /market/sitemap: the fund pages' sitemap files (how many, and the newest change in each);
// GET /market/sitemap/funds?page=: one file's pages as {path, lastmod}. The web app turns them into XML
// (pages/sitemap.xml.ts, pages/sitemaps/[name].ts); paths follow the fund page's own address.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { validateQuery } from '../../http/validate';
import type { MarketDb } from '../../market/db';
import { sitemapPageQuerySchema, sitemapSummaryQuerySchema } from '../../../utils/seo/sitemapQuery';
import { fundSitemapChunk, fundSitemapSummary } from './sitemap.service';

/** Sitemaps are read by crawlers a few times a day; the web app caches them for an hour as well. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

export function sitemapRoutes(db: MarketDb) {
  const app = new Hono<AppEnv>();

  app.get('/', validateQuery(sitemapSummaryQuerySchema), async (c) => {
    const summary = await fundSitemapSummary(db, c.req.valid('query').limit);
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, [summary]);
  });

  app.get('/funds', validateQuery(sitemapPageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const chunk = await fundSitemapChunk(db, page, limit);
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, chunk);
  });

  return app;
}
