// GET /node/sitemap: the content sitemaps' files (articles, videos, questions, experts: how many, and the newest
// change in each); GET /node/sitemap/{kind}?page=: one file's pages as {path, lastmod}. The web app turns them
// into XML (pages/sitemap.xml.ts, pages/sitemaps/[name].ts).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { NotFoundError } from '../../../domain/errors';
import { validateParams, validateQuery } from '../../../http/validate';
import { articleUrlPath, expertPath, questionUrlPath, videoUrlPath } from '../../../../utils/seo/contentPaths';
import { CONTENT_SITEMAP_KINDS, type ContentSitemapKind, type SitemapChunk, type SitemapKindSummary } from '../../../../utils/seo/sitemap';
import { sitemapPageQuerySchema, sitemapSummaryQuerySchema } from '../../../../utils/seo/sitemapQuery';
import type { NodeContext } from '../context';
import { type ContentSitemapRow, contentSitemapPages, contentSitemapRows, countContent } from './sitemap.repo';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

const kindParam = z.object({
  kind: z.enum(CONTENT_SITEMAP_KINDS, { message: `Kind must be one of: ${CONTENT_SITEMAP_KINDS.join(', ')}` }),
});

const str = (value: string | null | undefined) => value ?? '';

const PATH_OF: Record<ContentSitemapKind, (row: ContentSitemapRow) => string> = {
  articles: (r) => articleUrlPath(str(r.slug), str(r.locale)),
  videos: (r) => videoUrlPath(str(r.video_key), str(r.locale)),
  questions: (r) => questionUrlPath(str(r.id), r.slug),
  experts: (r) => expertPath(str(r.id), r.name),
};

export function sitemapRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();

  app.get('/', validateQuery(sitemapSummaryQuerySchema), async (c) => {
    const { limit } = c.req.valid('query');
    const now = ctx.now();
    const summaries: SitemapKindSummary[] = [];
    // One after another: PGlite has a single connection, and four small queries are quick.
    for (const kind of CONTENT_SITEMAP_KINDS) {
      summaries.push({ kind, page_size: limit, ...(await contentSitemapPages(ctx.db, kind, now, limit)) });
    }
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, summaries);
  });

  app.get('/:kind', validateParams(kindParam), validateQuery(sitemapPageQuerySchema), async (c) => {
    const { kind } = c.req.valid('param');
    const { page, limit } = c.req.valid('query');
    const now = ctx.now();
    const total = await countContent(ctx.db, kind, now);
    // Page 1 always exists (empty when there is no content of the kind); past the last page there is nothing.
    if (page > 1 && (page - 1) * limit >= total) throw new NotFoundError(`The ${kind} sitemap has no page ${page}`);
    const found = await contentSitemapRows(ctx.db, kind, now, (page - 1) * limit, limit);
    const chunk: SitemapChunk = {
      kind,
      page,
      page_size: limit,
      total,
      items: found.map((row) => ({ path: PATH_OF[kind](row), lastmod: row.lastmod })),
    };
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, chunk);
  });

  return app;
}
