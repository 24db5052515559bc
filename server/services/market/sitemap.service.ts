// The fund pages' sitemap: how many files, and one file's pages as {path, lastmod} (the fund page's own address).
import { NotFoundError } from '../../domain/errors';
import type { MarketDb } from '../../market/db';
import { fundUrlPath } from '../../../utils/seo/contentPaths';
import type { SitemapChunk, SitemapKindSummary } from '../../../utils/seo/sitemap';
import { countFunds, fundSitemapEntries, fundSitemapPages } from './sitemap.repo';

export async function fundSitemapSummary(db: MarketDb, limit: number): Promise<SitemapKindSummary> {
  const { total, pages } = await fundSitemapPages(db, limit);
  return { kind: 'funds', total, page_size: limit, pages };
}

export async function fundSitemapChunk(db: MarketDb, page: number, limit: number): Promise<SitemapChunk> {
  const total = await countFunds(db);
  // Page 1 always exists (empty when there are no funds yet); past the last page there is nothing.
  if (page > 1 && (page - 1) * limit >= total) throw new NotFoundError(`The fund sitemap has no page ${page}`);
  const rows = await fundSitemapEntries(db, (page - 1) * limit, limit);
  return { kind: 'funds', page, page_size: limit, total, items: rows.map((r) => ({ path: fundUrlPath(r.slug), lastmod: r.lastmod })) };
}
