// Successful GET answers kept in memory, keyed by URL and by the market data's version. Market data changes once
// a day (an import), while fund pages and lists are read all day long; checking the version costs one
// primary-key read per request, so an import by any process (the CLI, another server) is seen at once.
import type { MiddlewareHandler } from 'hono';

export interface ResponseCacheOptions {
  /** How many answers to keep (least recently used go first); 0 turns the cache off. */
  maxEntries: number;
  /** Answers larger than this are not kept (a fund's whole NAV history can run to ~100 KB). */
  maxBodyBytes?: number;
  /** The current data version. */
  version: () => Promise<number>;
}

interface Entry {
  version: number;
  body: string;
  contentType: string;
}

export function responseCache({ maxEntries, maxBodyBytes = 256 * 1024, version }: ResponseCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return async (c, next) => {
    if (maxEntries <= 0 || c.req.method !== 'GET') return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const current = await version();
    const hit = entries.get(key);
    if (hit && hit.version === current) {
      entries.delete(key); // re-inserted below: Map order is the LRU order
      entries.set(key, hit);
      c.header('x-cache', 'hit');
      return c.body(hit.body, 200, { 'content-type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    const body = await c.res.clone().text();
    if (body.length > maxBodyBytes) return;
    entries.delete(key);
    entries.set(key, { version: current, body, contentType: c.res.headers.get('content-type') ?? 'application/json' });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
}
