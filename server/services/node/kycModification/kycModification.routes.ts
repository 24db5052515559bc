// /node/kyc/kycModification: start a KYC modification and read where it stands.
import { Hono } from 'hono';
import { z } from 'zod';
import { assertCanActForUser, getIdentity, requireAuth } from '../../../auth';
import { assertCanChangeForUser } from '../../../auth/clientChanges';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams } from '../../../http/validate';
import type { NodeContext } from '../context';
import * as service from './kycModification.service';

const userId = z.uuid({ error: 'user_id is not valid' });

export function kycModificationRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.post('/kycModification', auth, validateJson(z.object({ user_id: userId })), async (c) => {
    const { user_id: id } = c.req.valid('json');
    await assertCanChangeForUser(ctx.db, getIdentity(c), id);
    return ok(c, await service.startModification(ctx.db, ctx.config, id, ctx.now()));
  });

  app.get('/kycModification/:id', auth, validateParams(z.object({ id: userId })), async (c) => {
    const { id } = c.req.valid('param');
    await assertCanActForUser(ctx.db, getIdentity(c), id);
    return ok(c, await service.modificationStatus(ctx.db, ctx.config, id));
  });

  return app;
}
