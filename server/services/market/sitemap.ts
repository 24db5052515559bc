// GET /market/sitemap: the fund pages' sitemap files (how many, and the newest change in each);
// GET /market/sitemap/funds?page=: one file's pages as {path, lastmod}. The web app turns them into XML
// (pages/sitemap.xml.ts, pages/sitemaps/[name].ts); paths follow the fund page's own address.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { NotFoundError } from '../../domain/errors';
import { validateQuery } from '../../http/validate';
import type { MarketDb } from '../../market/db';
import { fundUrlPath } from '../../../utils/seo/contentPaths';
import type { SitemapChunk, SitemapKindSummary } from '../../../utils/seo/sitemap';
import { sitemapPageQuerySchema, sitemapSummaryQuerySchema } from '../../../utils/seo/sitemapQuery';
import { countFunds, fundSitemapEntries, fundSitemapPages } from './sitemap.repo';

/** Sitemaps are read by crawlers a few times a day; the web app caches them for an hour as well. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

export function sitemapRoutes(db: MarketDb) {
  const app = new Hono<AppEnv>();

  app.get('/', validateQuery(sitemapSummaryQuerySchema), async (c) => {
    const { limit } = c.req.valid('query');
    const { total, pages } = await fundSitemapPages(db, limit);
    const summary: SitemapKindSummary = { kind: 'funds', total, page_size: limit, pages };
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, [summary]);
  });

  app.get('/funds', validateQuery(sitemapPageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const total = await countFunds(db);
    // Page 1 always exists (empty when there are no funds yet); past the last page there is nothing.
    if (page > 1 && (page - 1) * limit >= total) throw new NotFoundError(`The fund sitemap has no page ${page}`);
    const rows = await fundSitemapEntries(db, (page - 1) * limit, limit);
    const chunk: SitemapChunk = {
      kind: 'funds',
      page,
      page_size: limit,
      total,
      items: rows.map((r) => ({ path: fundUrlPath(r.slug), lastmod: r.lastmod })),
    };
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, chunk);
  });

  return app;
}
