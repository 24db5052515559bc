// /node/clients: the relationship manager's switch to one of their advisors (act-as-expert), and a principal's
// sub-agents (agents, new-sales). The client book itself is clients.routes.ts. Contract: docs/CLIENTS.md.
import { Hono } from 'hono';
import { z } from 'zod';
import { deliverSession, getIdentity, requireAuth, requireRole, secureCookies } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateQuery } from '../../../http/validate';
import { expertBlock, loginBody } from '../auth/loginBody';
import type { NodeContext } from '../context';
import { agentsQuery, newSalesQuery } from './agents.schemas';
import { agentList, newSales } from './agents.service';
import { actAsExpert, managerOverview } from './rm.service';

const actAsBody = z.object({ expert_id: z.string().trim().min(1).max(64) }).strict();

export function rmRoutes(ctx: NodeContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.post('/act-as-expert', auth, requireRole('expert'), validateJson(actAsBody), async (c) => {
    const { session, account, manager } = await actAsExpert(ctx, getIdentity(c), c.req.valid('json').expert_id);
    const secure = secureCookies(c, ctx.config.cookieSecure, ctx.config.isProduction);
    deliverSession(c, session, { secure, renewCsrf: true, now: ctx.now() });
    const body = loginBody(account);
    // The login answer of the advisor, flagged as a manager's session so the web keeps offering Select Expert, and
    // naming the manager so every page can say who acts for whom ("Back to my view" names the manager's expert id).
    const expert = account.expert && { ...expertBlock(account.expert), current_logged_in: true };
    const actingManager = manager && { expert_id: manager.expertId, name: manager.name };
    return ok(c, undefined, { extra: { ...body, expert, acting: !!manager, acting_manager: actingManager } });
  });

  app.get('/manager-overview', auth, requireRole('expert'), async (c) => ok(c, await managerOverview(ctx, getIdentity(c))));

  app.get('/agents', auth, requireRole('expert'), validateQuery(agentsQuery), async (c) =>
    ok(c, await agentList(ctx, getIdentity(c), c.req.valid('query').merchant_id)),
  );

  app.get('/new-sales', auth, requireRole('expert'), validateQuery(newSalesQuery), async (c) =>
    ok(c, await newSales(ctx, getIdentity(c), c.req.valid('query'))),
  );

  return app;
}
