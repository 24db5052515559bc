// /node/user/*: account detail, advisor lookups, stats and leads.
import { Hono } from 'hono';
import { getIdentity, requireAuth, requireRole } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { addressKey } from '../../../http/viewer';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import type { NodeContext } from '../context';
import { expertPincodeBodySchema } from '../../../../utils/validation/experts';
import { searchExperts } from '../experts/experts.service';
import { arnParam, idParam, leadBody, statsQuery } from './user.schemas';
import * as service from './user.service';

export function userRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.get('/detailnew/:id', auth, validateParams(idParam), async (c) =>
    ok(c, await service.userDetail(ctx.db, getIdentity(c), c.req.valid('param').id, false)),
  );

  app.get('/detail/:id', auth, validateParams(idParam), async (c) =>
    ok(c, await service.userDetail(ctx.db, getIdentity(c), c.req.valid('param').id, true)),
  );

  app.get('/getexpertbyrmid/:id', auth, requireRole('expert'), validateParams(idParam), async (c) =>
    ok(c, await service.expertsForRm(ctx.db, getIdentity(c), c.req.valid('param').id, ctx.now())),
  );

  app.get('/stats', auth, requireRole('expert'), validateQuery(statsQuery), async (c) =>
    ok(c, await service.expertStats(ctx.db, getIdentity(c), c.req.valid('query').id)),
  );

  // Public: the expert directory and the claim modal look advisors up before anyone logs in.
  app.get('/expert/arn/:arn', validateParams(arnParam), async (c) =>
    ok(c, await service.expertByArn(ctx.db, c.req.valid('param').arn)),
  );

  // The expert directory's search (server/services/node/experts): same pincode, same district, then nearest.
  app.post('/expert/pincode', validateJson(expertPincodeBodySchema), async (c) =>
    ok(c, await searchExperts(ctx.db, c.req.valid('json'), ctx.now())),
  );

  // Public: a visitor leaves a number for a product call-back; no session is read, so no CSRF pair is needed.
  app.post('/leadsignup/product', validateJson(leadBody), async (c) => {
    // Callers whose address is unknown share one allowance.
    const caller = { addressKey: addressKey(c, ctx.config.authSecret) ?? 'unknown', now: ctx.now() };
    const id = await service.addLead(ctx.db, c.req.valid('json'), caller);
    return ok(c, { id }, service.LEAD_THANKS);
  });

  return app;
}
