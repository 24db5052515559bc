// /market/funds/*: the fund list, its filters, one fund, its NAV history and its trailing returns.
// Handlers stay thin: validate -> service -> JSON. The data is public, so no route needs a token.
import { Hono } from 'hono';
import { NotFoundError } from '../../domain/errors';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/ok';
import { validateParams, validateQuery } from '../../http/validate';
import type { MarketDb } from '../../market/db';
import { fundListQuerySchema, fundRefSchema, navRangeQuerySchema, schemeCodeSchema } from './funds.schemas';
import * as service from './funds.service';

const unknownFund = (ref: string | number) => new NotFoundError(`No fund has the scheme code or slug "${ref}"`);

/** /market/funds/*; mounted at /market, so the paths below carry '/funds'. */
export function fundsRoutes(db: MarketDb) {
  const app = new Hono<AppEnv>();

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

  return app;
}
