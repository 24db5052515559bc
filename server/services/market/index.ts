// The market-data provider (mounted under /market): AMFI funds, NAV history and trailing returns.
// Handlers stay thin: validate -> service -> JSON. The data is public, so no route needs a token.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env';
import { HttpError, errorHandler } from '../../http/errors';
import { validateParams, validateQuery } from '../../http/validate';
import type { MarketDb } from '../../market/db';
import { fundListQuerySchema, fundRefSchema, navRangeQuerySchema, schemeCodeSchema } from './funds.schemas';
import * as service from './funds.service';

export interface MarketServiceDeps {
  db: MarketDb;
  /** How long the filter counts may be served from memory (they change only when a file is imported). */
  filterCacheMs?: number;
}

const unknownFund = (ref: string | number) => new HttpError(404, `No fund has the scheme code or slug "${ref}"`);

export function createMarketService(deps: MarketServiceDeps) {
  const { db } = deps;
  const filterCacheMs = deps.filterCacheMs ?? 60_000;
  let filterCache: { at: number; data: Promise<Awaited<ReturnType<typeof service.filterMeta>>> } | null = null;
  const app = new Hono<AppEnv>();

  app.get('/funds', validateQuery(fundListQuerySchema), async (c) =>
    c.json({ status: 'success', data: await service.listFunds(db, c.req.valid('query')) }),
  );

  // Registered before /funds/:slugOrSchemeCode, so that 'meta' is never read as a slug.
  app.get('/funds/meta/filters', async (c) => {
    if (!filterCache || Date.now() - filterCache.at > filterCacheMs) {
      filterCache = { at: Date.now(), data: service.filterMeta(db) };
      filterCache.data.catch(() => (filterCache = null)); // a failed read is retried by the next request
    }
    return c.json({ status: 'success', data: await filterCache.data });
  });

  app.get('/funds/:slugOrSchemeCode', validateParams(fundRefSchema), async (c) => {
    const { slugOrSchemeCode } = c.req.valid('param');
    const fund = await service.getFund(db, slugOrSchemeCode);
    if (!fund) throw unknownFund(slugOrSchemeCode);
    return c.json({ status: 'success', data: fund });
  });

  app.get('/funds/:schemeCode/nav', validateParams(schemeCodeSchema), validateQuery(navRangeQuerySchema), async (c) => {
    const { schemeCode } = c.req.valid('param');
    const { from, to } = c.req.valid('query');
    if (!(await service.fundExists(db, schemeCode))) throw unknownFund(schemeCode);
    return c.json({ status: 'success', data: await service.navHistory(db, schemeCode, from, to) });
  });

  app.get('/funds/:schemeCode/returns', validateParams(schemeCodeSchema), async (c) => {
    const { schemeCode } = c.req.valid('param');
    if (!(await service.fundExists(db, schemeCode))) throw unknownFund(schemeCode);
    return c.json({ status: 'success', data: await service.fundReturns(db, schemeCode) });
  });

  // The host app answers errors the same way; this makes the service answer them when it runs alone too.
  app.onError(errorHandler);
  return app;
}
