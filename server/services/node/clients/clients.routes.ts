// The advisor's client book under /node/clients (docs/CLIENTS.md "Client book"). Every route authenticates; the
// advisor's routes reach a client only through expert_clients, the investor's only their own requests.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import type { NodeContext } from '../context';
import { addClient, confirmAdd } from './add.service';
import { clientBook, clientSelection } from './book.service';
import { addBody, bookQuery, confirmBody, requestParam, userParam } from './clients.schemas';
import { decideTransfer, transferRequestsOf } from './requests.service';

function advisorOf(c: Context): string {
  return expertIdOf(getIdentity(c));
}

export function clientsRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const advisor = [auth, requireRole('expert')] as const;
  const investor = [auth, requireRole('user')] as const;

  app.get('/book', ...advisor, validateQuery(bookQuery), async (c) => ok(c, await clientBook(ctx, advisorOf(c), c.req.valid('query'))));

  app.get('/requests', ...investor, async (c) => ok(c, await transferRequestsOf(ctx, getIdentity(c).userId)));

  app.post('/requests/:id/approve', ...investor, validateParams(requestParam), async (c) =>
    ok(c, await decideTransfer(ctx, getIdentity(c).userId, c.req.valid('param').id, 'approved')));

  app.post('/requests/:id/reject', ...investor, validateParams(requestParam), async (c) =>
    ok(c, await decideTransfer(ctx, getIdentity(c).userId, c.req.valid('param').id, 'rejected')));

  app.post('/add', ...advisor, validateJson(addBody), async (c) => {
    const result = await addClient(ctx, advisorOf(c), c.req.valid('json'));
    return ok(c, result, { status: result.outcome === 'invited' ? 201 : 202 });
  });

  app.post('/add/:id/confirm', ...advisor, validateParams(requestParam), validateJson(confirmBody), async (c) =>
    ok(c, await confirmAdd(ctx, advisorOf(c), c.req.valid('param').id, c.req.valid('json').otp)));

  app.get('/:user_id/selection', ...advisor, validateParams(userParam), async (c) =>
    ok(c, await clientSelection(ctx, advisorOf(c), c.req.valid('param').user_id)));

  return app;
}
