// Bank accounts of the KYC's last step: /node/kyc/ifsc/{ifsc} and /node/kyc/v3/edit/addbankaccount (kycBankRoutes),
// and the spec's bank calls under /node/cart (cartBankRoutes). Changing a client's accounts needs the client
// themself or a mapped expert allowed to transact; once the client's KYC is with the KRA, an expert's addition or
// primary switch is sent to the client to confirm (202, bankChange.service.ts) instead of being made.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import { assertCanChangeForUser } from '../../../auth/clientChanges';
import { createSealer } from '../../../crypto/sealed';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams } from '../../../http/validate';
import { bundledIfscDirectory } from '../../../providers/ifsc';
import { createSandboxPennyDrop } from '../../../providers/pennydrop';
import { CHANGE_SENT_MESSAGE } from '../../../../utils/kyc/wire';
import type { NodeContext } from '../context';
import { kycAwaitingClient } from '../kyc/consent.service';
import { createKycDeps } from '../kyc/kyc.deps';
import { requestAccountAddition, requestPrimarySwitch } from './bankChange.service';
import { accountBody, addBankAccountBody, ifscParam, pennyDropResponseBody } from './banks.schemas';
import * as service from './banks.service';

export function bankDeps(ctx: NodeContext): service.BankDeps {
  const ifsc = bundledIfscDirectory();
  return {
    db: ctx.db,
    sealer: createSealer(ctx.config.dataSecret),
    ifsc,
    pennyDrop: createSandboxPennyDrop(ifsc),
    now: ctx.now,
  };
}

export function kycBankRoutes(ctx: NodeContext) {
  const deps = bankDeps(ctx);
  const changeDeps = { ...createKycDeps(ctx), bank: deps };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.get('/ifsc/:ifsc', auth, validateParams(ifscParam), (c) =>
    ok(c, service.lookupIfsc(deps.ifsc, c.req.valid('param').ifsc)),
  );

  app.put('/v3/edit/addbankaccount', auth, validateJson(addBankAccountBody), async (c) => {
    const { user_id: userId, ...input } = c.req.valid('json');
    const identity = getIdentity(c);
    await assertCanChangeForUser(ctx.db, identity, userId);
    // An advisor's new account for a client whose KYC is with the KRA waits for the client's confirmation.
    const kyc = await kycAwaitingClient(changeDeps, identity, userId);
    if (kyc) return ok(c, await requestAccountAddition(changeDeps, identity, kyc, input), { status: 202, message: CHANGE_SENT_MESSAGE });
    return ok(c, await service.addAccount(deps, userId, input), { status: 201 });
  });

  return app;
}

export function cartBankRoutes(ctx: NodeContext) {
  const deps = bankDeps(ctx);
  const changeDeps = { ...createKycDeps(ctx), bank: deps };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  app.post('/v2/pennyDrop', auth, validateJson(accountBody), async (c) => {
    const body = c.req.valid('json');
    await assertCanChangeForUser(ctx.db, getIdentity(c), body.user_id);
    return ok(c, await service.startPennyDrop(deps, body.user_id, body.bank_account_id));
  });

  app.post('/v2/pennyDropResponse', auth, validateJson(pennyDropResponseBody), async (c) => {
    const body = c.req.valid('json');
    await assertCanChangeForUser(ctx.db, getIdentity(c), body.user_id);
    return ok(c, await service.pennyDropResult(deps, body.user_id, body.reference));
  });

  app.post('/primary_bank', auth, validateJson(accountBody), async (c) => {
    const body = c.req.valid('json');
    const identity = getIdentity(c);
    await assertCanChangeForUser(ctx.db, identity, body.user_id);
    const kyc = await kycAwaitingClient(changeDeps, identity, body.user_id);
    if (kyc)
      return ok(c, await requestPrimarySwitch(changeDeps, identity, kyc, body.bank_account_id), { status: 202, message: CHANGE_SENT_MESSAGE });
    return ok(c, await service.makePrimary(deps, body.user_id, body.bank_account_id));
  });

  return app;
}
