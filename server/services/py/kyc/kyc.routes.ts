// /py/kyc/*: the spec's python KYC call. The rules are the node KYC service's (one KYC feature, two services).
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/env';
import type { Logger } from '../../../http/logger';
import { ok } from '../../../http/ok';
import { validateJson, validateParams } from '../../../http/validate';
import type { SmsProvider } from '../../../providers/sms/types';
import { createKycDeps } from '../../node/kyc/kyc.deps';
import { submitKyc } from '../../node/kyc/submit.service';
import { updateBody, userParam } from './kyc.schemas';

export function pyKycRoutes(ctx: { db: Db; config: AppConfig; logger: Logger; now: () => Date; sms: SmsProvider }) {
  const deps = createKycDeps(ctx);
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  // POST /kyc/v1/update/user/{id} {action:'submit'}: steps 1–4 and a verified primary bank account go to the KRA.
  app.post(
    '/v1/update/user/:id',
    auth,
    validateParams(userParam),
    validateJson(updateBody),
    async (c) => ok(c, await submitKyc(deps, getIdentity(c), c.req.valid('param').id)),
  );

  return app;
}
