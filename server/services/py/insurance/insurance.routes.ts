// The insurance calls under /py/insurance (docs/INSURANCE.md): public quotes (limited per address), the draft,
// policies and the client's side of an advisor's link. Every other call authenticates and checks ownership.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateQuery } from '../../../http/validate';
import { addressKey } from '../../../http/viewer';
import { createQuoteLimiter } from '../../../limits/quotes';
import { readDraft, removeDraft, saveDraft } from './drafts.service';
import type { InsuranceDeps } from './insurance.deps';
import { confirmBody, putDraftBody, quoteSchema, tokenBody, tokenQuery, userQuery } from './insurance.schemas';
import { confirmInsuranceLink, openInsuranceLink, sendInsuranceOtp } from './link.service';
import { paymentRoutes } from './payment.routes';
import { policiesOf } from './policies.service';
import { quotePlans } from './quotes.service';

export function insuranceRoutes(deps: InsuranceDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps.config.authSecret);
  const countQuote = createQuoteLimiter(deps.now);
  const address = (c: Parameters<typeof addressKey>[0]) => addressKey(c, deps.config.authSecret);

  // Public: a visitor compares prices before logging in. Callers whose address is unknown share one count.
  app.post('/quotes', async (c, next) => {
    countQuote(address(c) ?? 'unknown');
    await next();
  }, validateJson(quoteSchema), (c) => ok(c, quotePlans(deps, c.req.valid('json'))));

  app.get('/draft', auth, validateQuery(userQuery), async (c) => ok(c, await readDraft(deps, getIdentity(c), c.req.valid('query').user_id)));
  app.put('/draft', auth, validateJson(putDraftBody), async (c) => {
    const body = c.req.valid('json');
    return ok(c, await saveDraft(deps, getIdentity(c), body.user_id, body.draft as Record<string, unknown>));
  });
  app.delete('/draft', auth, validateQuery(userQuery), async (c) => ok(c, await removeDraft(deps, getIdentity(c), c.req.valid('query').user_id)));

  app.get('/policies', auth, validateQuery(userQuery), async (c) => {
    const identity = getIdentity(c);
    return ok(c, await policiesOf(deps, identity, c.req.valid('query').user_id ?? identity.userId));
  });

  app.get('/link', auth, validateQuery(tokenQuery), async (c) => ok(c, await openInsuranceLink(deps, getIdentity(c), c.req.valid('query').token)));
  app.post('/link/otp', auth, validateJson(tokenBody), async (c) =>
    ok(c, await sendInsuranceOtp(deps, getIdentity(c), c.req.valid('json').token, address(c))),
  );
  app.post('/link/confirm', auth, validateJson(confirmBody), async (c) => {
    const { token, otp } = c.req.valid('json');
    return ok(c, await confirmInsuranceLink(deps, getIdentity(c), token, otp));
  });

  app.route('/', paymentRoutes(deps));
  return app;
}
