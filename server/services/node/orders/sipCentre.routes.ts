// The SIP and mandate centre under /node/orders (docs/DESK.md "SIP and mandate centre"): the advisor's list, and a
// SIP's pause and cancellation (the investor's own done at once, 200; an advisor's sent to the client to confirm, 202).
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { type OkOptions, ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { CHANGE_SENT_MESSAGE } from '../../../../utils/kyc/wire';
import type { SipChangeAnswer } from '../../../../utils/orders/sipCentre';
import { sipPauseSchema } from '../../../../utils/validation/sipCentre';
import type { NodeContext } from '../context';
import { createKycDeps } from '../kyc/kyc.deps';
import type { OrdersDeps } from './orders.deps';
import { sipCentreQuery, sipParam } from './sipCentre.schemas';
import { sipCentre } from './sipCentre.service';
import { cancelSipBy, pauseSipBy } from './sipChanges.service';

export function sipCentreRoutes(ctx: NodeContext, deps: OrdersDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);
  const changeDeps = createKycDeps(ctx);
  const options = (data: SipChangeAnswer): OkOptions => (data.status === 'awaiting_client' ? { status: 202, message: CHANGE_SENT_MESSAGE } : {});

  app.get('/sips', auth, validateQuery(sipCentreQuery), async (c) => ok(c, await sipCentre(deps, getIdentity(c), c.req.valid('query'))));

  app.post('/sips/:sipId/pause', auth, validateParams(sipParam), validateJson(sipPauseSchema), async (c) => {
    const data = await pauseSipBy(changeDeps, getIdentity(c), c.req.valid('param').sipId, c.req.valid('json'));
    return ok(c, data, options(data));
  });

  app.post('/sips/:sipId/cancel', auth, validateParams(sipParam), async (c) => {
    const data = await cancelSipBy(changeDeps, getIdentity(c), c.req.valid('param').sipId);
    return ok(c, data, options(data));
  });

  return app;
}
