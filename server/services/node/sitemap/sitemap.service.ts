// The content sitemaps: how many files each kind needs, and one file's pages as {path, lastmod}.
import { NotFoundError } from '../../../domain/errors';
import { articleUrlPath, expertPath, questionUrlPath, videoUrlPath } from '../../../../utils/seo/contentPaths';
import { CONTENT_SITEMAP_KINDS, type ContentSitemapKind, type SitemapChunk, type SitemapKindSummary } from '../../../../utils/seo/sitemap';
import type { NodeContext } from '../context';
import { type ContentSitemapRow, contentSitemapPages, contentSitemapRows, countContent } from './sitemap.repo';

const str = (value: string | null | undefined) => value ?? '';

const PATH_OF: Record<ContentSitemapKind, (row: ContentSitemapRow) => string> = {
  articles: (r) => articleUrlPath(str(r.slug), str(r.locale)),
  videos: (r) => videoUrlPath(str(r.video_key), str(r.locale)),
  questions: (r) => questionUrlPath(str(r.id), r.slug),
  experts: (r) => expertPath(str(r.id), r.name),
};

export async function sitemapSummaries(ctx: NodeContext, limit: number): Promise<SitemapKindSummary[]> {
  const now = ctx.now();
  const summaries: SitemapKindSummary[] = [];
  // One after another: PGlite has a single connection, and four small queries are quick.
  for (const kind of CONTENT_SITEMAP_KINDS) {
    summaries.push({ kind, page_size: limit, ...(await contentSitemapPages(ctx.db, kind, now, limit)) });
  }
  return summaries;
}

export async function sitemapChunk(ctx: NodeContext, kind: ContentSitemapKind, page: number, limit: number): Promise<SitemapChunk> {
  const now = ctx.now();
  const total = await countContent(ctx.db, kind, now);
  // Page 1 always exists (empty when there is no content of the kind); past the last page there is nothing.
  if (page > 1 && (page - 1) * limit >= total) throw new NotFoundError(`The ${kind} sitemap has no page ${page}`);
  const found = await contentSitemapRows(ctx.db, kind, now, (page - 1) * limit, limit);
  return { kind, page, page_size: limit, total, items: found.map((row) => ({ path: PATH_OF[kind](row), lastmod: row.lastmod })) };
}
