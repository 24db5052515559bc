// XML of the sitemaps protocol (sitemaps.org 0.9): a <urlset> of pages and a <sitemapindex> of sitemaps.
// Pure string building: every value is escaped, so a title-like slug or a query string cannot break the file.

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value made safe for XML. Control characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime (ISO 8601: '2026-08-21' or '2026-08-21T04:30:00.000Z'). */
  lastmod?: string | null;
}

function entry(tag: 'url' | 'sitemap', item: SitemapUrl): string {
  const lastmod = item.lastmod ? `<lastmod>${escapeXml(item.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
}

/** A sitemap: one <url> per page. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}

/** A sitemap index: one <sitemap> per child sitemap. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('\n')}\n</sitemapindex>\n`;
}
