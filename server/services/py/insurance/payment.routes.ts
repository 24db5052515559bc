// The insurer's page and callback: no session, the callback's HMAC is its proof. A browser posting the sandbox
// page's form is sent back to the web app's insurance page; a JSON caller gets the cart's status.
import { Hono } from 'hono';
import { z } from 'zod';
import { ForbiddenError } from '../../../domain/errors';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateParams } from '../../../http/validate';
import { sandboxMessagePage } from '../../../providers/payments/sandboxPage';
import { sendPage } from '../../node/orders/sandbox.routes';
import type { InsuranceDeps } from './insurance.deps';
import { refParam } from './insurance.schemas';
import { BAD_SIGNATURE, insurerCallback, paymentPage } from './payment.service';

const callbackFields = z.object({
  subject: z.literal('payment'),
  id: z.string().min(1).max(40),
  outcome: z.enum(['success', 'failure']),
  nonce: z.string().min(8).max(64),
  signature: z.string().min(10).max(128),
});

export function paymentRoutes(deps: InsuranceDeps) {
  const app = new Hono<AppEnv>();
  const callbackUrl = `${deps.config.pyPublicBase}/insurance/callback`;

  app.get('/pay/:ref', validateParams(refParam), async (c) => sendPage(c, await paymentPage(deps, c.req.valid('param').ref, callbackUrl)));

  app.post('/callback', async (c) => {
    const isForm = !(c.req.header('content-type') ?? '').includes('application/json');
    const raw = isForm ? await c.req.parseBody() : await c.req.json().catch(() => ({}));
    const fields = callbackFields.safeParse(raw);
    if (!fields.success || !deps.insurer.verifyCallback(fields.data)) {
      if (isForm) return sendPage(c, sandboxMessagePage('Not accepted', `${BAD_SIGNATURE}; nothing was changed.`), 403);
      throw new ForbiddenError(BAD_SIGNATURE);
    }
    const done = await insurerCallback(deps, fields.data);
    if (!isForm) return ok(c, done);
    c.header('Referrer-Policy', 'no-referrer');
    const query = done.cart_status === 'paid' ? 'paid' : 'payment_failed';
    return c.redirect(`/health_insurance?${query}=${encodeURIComponent(done.cart_id)}`, 303);
  });
  return app;
}
