// /node/expert/profile: the advisor's own profile (three stages), payout bank account and employees' EUINs.
// Expert sessions only, and only their own records: the expert id always comes from the session, never the request.
//   GET /                     -> AdvisorProfileView
//   PUT /stage/1|2|3          -> {stage, profile}; a refused ARN is 400 with `error`, another advisor's 409
//   GET /bank, PUT /bank      -> the payout account (penny-drop checked)
//   GET /employees, POST /employees, DELETE /employees/{id} -> EmployeeView[]
import { Hono } from 'hono';
import { expertIdOf, getIdentity, requireAuth, requireRole } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams } from '../../../http/validate';
import { createArnRegistry } from '../../../providers/arn';
import { bankDeps } from '../banks/banks.routes';
import type { NodeContext } from '../context';
import { addEmployee, listEmployees, removeEmployee } from './employees.service';
import * as schemas from './expertProfile.schemas';
import * as service from './expertProfile.service';
import { getPayoutAccount, payoutHolderName, setPayoutAccount } from './payoutBank.service';

function ownExpertId(c: Parameters<typeof getIdentity>[0]): string {
  return expertIdOf(getIdentity(c));
}

export function expertProfileRoutes(ctx: NodeContext) {
  const deps: service.ProfileDeps = { db: ctx.db, arn: createArnRegistry(), now: ctx.now };
  const bank = { ...bankDeps(ctx), holderNameOf: payoutHolderName };
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(ctx.config.authSecret), requireRole('expert'));

  app.get('/', async (c) => ok(c, await service.getProfile(deps, ownExpertId(c))));

  app.put('/stage/1', validateJson(schemas.stage1Body), async (c) =>
    ok(c, await service.saveStage1(deps, ownExpertId(c), c.req.valid('json'))),
  );
  app.put('/stage/2', validateJson(schemas.stage2Body), async (c) =>
    ok(c, await service.saveStage2(deps, ownExpertId(c), c.req.valid('json'))),
  );
  app.put('/stage/3', validateJson(schemas.stage3Body), async (c) =>
    ok(c, await service.saveStage3(deps, ownExpertId(c), c.req.valid('json'))),
  );

  app.get('/bank', async (c) => {
    ownExpertId(c);
    return ok(c, await getPayoutAccount(ctx.db, getIdentity(c).userId));
  });
  app.put('/bank', validateJson(schemas.payoutAccountBody), async (c) => {
    ownExpertId(c);
    const { ifsc, account_number, account_type } = c.req.valid('json');
    return ok(c, await setPayoutAccount(bank, getIdentity(c).userId, { ifsc, account_number, account_type }));
  });

  app.get('/employees', async (c) => ok(c, await listEmployees(ctx.db, ownExpertId(c))));
  app.post('/employees', validateJson(schemas.employeeBody), async (c) =>
    ok(c, await addEmployee(ctx.db, ownExpertId(c), c.req.valid('json'), ctx.now()), { status: 201 }),
  );
  app.delete('/employees/:id', validateParams(schemas.employeeParam), async (c) =>
    ok(c, await removeEmployee(ctx.db, ownExpertId(c), c.req.valid('param').id)),
  );

  return app;
}
