// The market-data provider (mounted under /market): AMFI funds, NAV history and trailing returns. This file only
// mounts the routes (funds.routes.ts, sitemap.routes.ts) behind the response cache.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { errorHandler } from '../../http/errors';
import type { MarketDb } from '../../market/db';
import { fundsRoutes } from './funds.routes';
import { dataVersion } from './funds.service';
import { responseCache } from './responseCache';
import { sitemapRoutes } from './sitemap.routes';

export interface MarketServiceDeps {
  db: MarketDb;
  /** Answers kept in memory (default MARKET_CACHE_ENTRIES or 1000; 0 turns the cache off). */
  cacheEntries?: number;
}

export function createMarketService(deps: MarketServiceDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const cacheEntries = deps.cacheEntries ?? Number(process.env.MARKET_CACHE_ENTRIES ?? 1000);
  // '/funds/*' also matches '/funds' itself in Hono, so one registration covers every fund route.
  app.use('/funds/*', responseCache({ maxEntries: cacheEntries, version: () => dataVersion(db) }));
  app.route('/', fundsRoutes(db));
  app.route('/sitemap', sitemapRoutes(db));

  // The host app answers errors the same way; this makes the service answer them when it runs alone too.
  app.onError(errorHandler);
  return app;
}
