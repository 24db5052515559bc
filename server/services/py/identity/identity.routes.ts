// /py/identity/*: the spec's DigiLocker and e-sign calls (GET /identity/digilocker/url/{id}/, POST
// /identity/esign/kyc/{id}/), answered as `{status:'success', results:{redirect_url}}`, and the sandbox consent
// page they lead to. Starting a trip changes the client's KYC, so it needs the client or an expert allowed to
// transact; the consent page is the provider's, which knows nobody's session: its one-time token is the key.
import { type Context, Hono } from 'hono';
import type { IdentitySessionKind } from '../../../db/schema/kyc';
import { getIdentity, requireAuth } from '../../../auth';
import { assertCanChangeForUser } from '../../../auth/clientChanges';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import {
  parseInput,
  readJsonBody,
  validateJson,
  validateParams,
  validateQuery,
} from '../../../http/validate';
import { digilockerBody, digilockerQuery, esignBody, userIdParam } from './identity.schemas';
import { type IdentityDeps, startSession } from './identity.service';
import { sandboxRoutes } from './sandbox.routes';

export function identityRoutes(deps: IdentityDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps.config.authSecret);

  /** Starting a round trip changes the client's KYC: the client, or an expert allowed to transact. */
  async function start(c: Context, userId: string, kind: IdentitySessionKind, returnPath: string) {
    const identity = getIdentity(c);
    await assertCanChangeForUser(deps.db, identity, userId);
    const results = await startSession(deps, {
      userId,
      actorUserId: identity.userId,
      kind,
      returnPath,
    });
    return ok(c, undefined, { extra: { results } });
  }

  app.get(
    '/digilocker/url/:id',
    auth,
    validateParams(userIdParam),
    validateQuery(digilockerQuery),
    async (c) => {
      // The spec's client sends user_name in a body even on this GET; it is checked like the query's.
      await parseInput(digilockerBody, await readJsonBody(await c.req.text()));
      return start(c, c.req.valid('param').id, 'digilocker', c.req.valid('query').return_path);
    },
  );

  app.post('/esign/kyc/:id', auth, validateParams(userIdParam), validateJson(esignBody), (c) =>
    start(c, c.req.valid('param').id, 'esign', c.req.valid('json').return_path),
  );

  app.route('/sandbox', sandboxRoutes(deps));
  return app;
}
