// The market-data provider (mounted under /market): AMFI funds, NAV history and trailing returns.
// Handlers stay thin: validate -> service -> JSON. The data is public, so no route needs a token.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { NotFoundError } from '../../domain/errors';
import { errorHandler } from '../../http/errors';
import { validateParams, validateQuery } from '../../http/validate';
import type { MarketDb } from '../../market/db';
import { fundListQuerySchema, fundRefSchema, navRangeQuerySchema, schemeCodeSchema } from './funds.schemas';
import * as service from './funds.service';
import { responseCache } from './responseCache';
import { sitemapRoutes } from './sitemap';

export interface MarketServiceDeps {
  db: MarketDb;
  /** Answers kept in memory (default MARKET_CACHE_ENTRIES or 1000; 0 turns the cache off). */
  cacheEntries?: number;
}

const unknownFund = (ref: string | number) => new NotFoundError(`No fund has the scheme code or slug "${ref}"`);

export function createMarketService(deps: MarketServiceDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const cacheEntries = deps.cacheEntries ?? Number(process.env.MARKET_CACHE_ENTRIES ?? 1000);
  // '/funds/*' also matches '/funds' itself in Hono, so one registration covers every route below.
  app.use('/funds/*', responseCache({ maxEntries: cacheEntries, version: () => service.dataVersion(db) }));

  app.get('/funds', validateQuery(fundListQuerySchema), async (c) =>
    ok(c, await service.listFunds(db, c.req.valid('query'))),
  );

  // Registered before /funds/:slugOrSchemeCode, so that 'meta' is never read as a slug.
  app.get('/funds/meta/filters', async (c) => ok(c, await service.filterMeta(db)));

  app.get('/funds/:slugOrSchemeCode', validateParams(fundRefSchema), async (c) => {
    const { slugOrSchemeCode } = c.req.valid('param');
    const fund = await service.getFund(db, slugOrSchemeCode);
    if (!fund) throw unknownFund(slugOrSchemeCode);
    return ok(c, fund);
  });

  app.get('/funds/:schemeCode/nav', validateParams(schemeCodeSchema), validateQuery(navRangeQuerySchema), async (c) => {
    const { schemeCode } = c.req.valid('param');
    const { from, to } = c.req.valid('query');
    if (!(await service.fundExists(db, schemeCode))) throw unknownFund(schemeCode);
    return ok(c, await service.navHistory(db, schemeCode, from, to));
  });

  app.get('/funds/:schemeCode/returns', validateParams(schemeCodeSchema), async (c) => {
    const { schemeCode } = c.req.valid('param');
    if (!(await service.fundExists(db, schemeCode))) throw unknownFund(schemeCode);
    return ok(c, await service.fundReturns(db, schemeCode));
  });

  app.route('/sitemap', sitemapRoutes(db));

  // The host app answers errors the same way; this makes the service answer them when it runs alone too.
  app.onError(errorHandler);
  return app;
}
