// How the XML routes answer (pages/sitemap.xml.ts, pages/sitemaps/[name].ts, pages/robots.txt.ts): they write
// the body themselves from getServerSideProps, so the headers are set here, in one place.

/** The part of Node's ServerResponse these routes use. */
export interface PlainResponse {
  statusCode: number;
  setHeader(name: string, value: string | number): unknown;
  end(body?: string): unknown;
}

/** Shared caches keep a sitemap an hour and may serve it stale for a day while a fresh one is made. */
export const SITEMAP_CACHE_CONTROL = 'public, s-maxage=3600, stale-while-revalidate=86400';
/** Crawlers read robots.txt often: the same caching, it changes only with a deploy. */
export const ROBOTS_CACHE_CONTROL = SITEMAP_CACHE_CONTROL;
export const RETRY_AFTER_S = 600;

function send(res: PlainResponse, status: number, type: string, cache: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.end(body);
}

export function sendXml(res: PlainResponse, xml: string): void {
  send(res, 200, 'application/xml; charset=utf-8', SITEMAP_CACHE_CONTROL, xml);
}

export function sendText(res: PlainResponse, text: string, cache = ROBOTS_CACHE_CONTROL): void {
  send(res, 200, 'text/plain; charset=utf-8', cache, text);
}

/** 503 with Retry-After, never cached: the next crawl should get the real sitemap. */
export function sendSitemapUnavailable(res: PlainResponse): void {
  res.setHeader('Retry-After', RETRY_AFTER_S);
  send(res, 503, 'text/plain; charset=utf-8', 'no-store', 'The sitemap is not available just now. Please try again later.\n');
}
