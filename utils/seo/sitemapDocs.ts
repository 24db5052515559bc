// What goes into the sitemap index and each child sitemap, as absolute URLs (the XML itself is xml.ts).
import { isDisallowed } from './robots';
import { type SitemapEntry, type SitemapKindSummary, sitemapPath } from './sitemap';
import { STATIC_PAGE_PATHS } from './staticPages';
import type { SitemapUrl } from './xml';

const absolute = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/**
 * The children of the index: the static pages' file, then each listed kind's files in order. A kind with no
 * pages yet has no file (an empty sitemap only costs crawlers a request).
 */
export function sitemapIndexUrls(origin: string, summaries: readonly SitemapKindSummary[]): SitemapUrl[] {
  const out: SitemapUrl[] = [{ loc: absolute(origin, sitemapPath('static', 1)) }];
  for (const summary of summaries) {
    if (summary.total <= 0) continue;
    for (const p of summary.pages) out.push({ loc: absolute(origin, sitemapPath(summary.kind, p.page)), lastmod: p.lastmod });
  }
  return out;
}

/** Pages as sitemap URLs; a path robots.txt keeps out is never offered (it would only be reported as blocked). */
export function pageUrls(origin: string, entries: readonly SitemapEntry[]): SitemapUrl[] {
  return entries.filter((e) => !isDisallowed(e.path)).map((e) => ({ loc: absolute(origin, e.path), lastmod: e.lastmod }));
}

export function staticPageUrls(origin: string): SitemapUrl[] {
  return pageUrls(
    origin,
    STATIC_PAGE_PATHS.map((path) => ({ path, lastmod: null })),
  );
}
