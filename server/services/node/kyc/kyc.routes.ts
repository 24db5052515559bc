// /node/kyc/*: the KYC journey's calls (docs/KYC.md) except the bank ones and KYC modification, which have
// their own routers beside this one. Every route: requireAuth → parse → the service checks who may touch whose KYC.
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { validateJson, validateParams, validateQuery } from '../../../http/validate';
import { addressKey } from '../../../http/viewer';
import type { NodeContext } from '../context';
import { documentRoutes } from './documents.routes';
import { createKycDeps } from './kyc.deps';
import {
  consentConfirm,
  consentToken,
  declarationsBody,
  emailBody,
  idParam,
  nominationBody,
  panBody,
  personalBody,
  startBody,
  userBody,
} from './kyc.schemas';
import { CHANGE_SENT_MESSAGE, isChangeSentToClient } from '../../../../utils/kyc/wire';
import { applyBankChange } from '../banks/bankChange.service';
import { bankDeps } from '../banks/banks.routes';
import * as consent from './consent.service';
import { applyNominationChange, changeNomination } from './nomination.service';
import * as service from './kyc.service';
import { submitKyc } from './submit.service';
import { applySipRequest } from '../orders/sipChanges.service';

export function kycRoutes(ctx: NodeContext) {
  const deps = createKycDeps(ctx);
  const banks = bankDeps(ctx);
  // What the client's confirmation does, by kind: each as the client's own call would do it.
  const appliers: consent.ConsentAppliers = {
    kyc_submission: (client, row) => submitKyc(deps, client, row.userId, { confirmed: true }),
    bank_change: (_client, row, payload) => applyBankChange(banks, row.userId, payload!),
    nominee_change: (_client, row, payload) => applyNominationChange(deps, row, payload!),
    sip_pause: (client, row, payload) => applySipRequest(deps, client, row.userId, payload!),
    sip_cancel: (client, row, payload) => applySipRequest(deps, client, row.userId, payload!),
  };
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  // The spec's client reads status, data and isDisabled at the top level (also with ?hi=true).
  app.get('/kycdetails/:id', auth, validateParams(idParam), async (c) => {
    const { data, isDisabled } = await service.kycDetails(
      deps,
      getIdentity(c),
      c.req.valid('param').id,
    );
    return ok(c, data, { extra: { isDisabled } });
  });

  app.get('/kycdata/:id', auth, validateParams(idParam), async (c) =>
    ok(c, await service.kycData(deps, getIdentity(c), c.req.valid('param').id)),
  );

  app.post('/pan_validation', auth, validateJson(panBody), async (c) => {
    const { user_id, pancard_no } = c.req.valid('json');
    return ok(c, await service.checkPan(deps, getIdentity(c), user_id, pancard_no));
  });

  app.post('/v2/kycstatus', auth, validateJson(panBody), async (c) => {
    const { user_id, pancard_no } = c.req.valid('json');
    return ok(c, await service.kraStatus(deps, getIdentity(c), user_id, pancard_no));
  });

  app.post('/v2/add/kycdetails', auth, validateJson(startBody(ctx.now)), async (c) =>
    ok(c, await service.startKyc(deps, getIdentity(c), c.req.valid('json'))),
  );

  app.post('/emailcheck', auth, validateJson(emailBody), async (c) => {
    const { user_id, email } = c.req.valid('json');
    return ok(c, await service.emailAvailable(deps, getIdentity(c), user_id, email));
  });

  app.put('/personal_details', auth, validateJson(personalBody), async (c) =>
    ok(c, await service.savePersonalDetails(deps, getIdentity(c), c.req.valid('json'))),
  );

  app.put('/declarations', auth, validateJson(declarationsBody(ctx.now)), async (c) =>
    ok(c, await service.saveDeclarations(deps, getIdentity(c), c.req.valid('json'))),
  );

  app.post('/isEligibleForMFCentral', auth, validateJson(userBody), async (c) =>
    ok(c, await service.mfCentralEligibility(deps, getIdentity(c), c.req.valid('json').user_id)),
  );

  // The client's confirmation of a KYC their advisor prepared (consent.service.ts): read, OTP, confirm.
  app.get('/consent', auth, validateQuery(consentToken), async (c) =>
    ok(c, await consent.openConsent(deps, getIdentity(c), c.req.valid('query').token)),
  );
  app.post('/consent/otp', auth, validateJson(consentToken), async (c) =>
    ok(c, await consent.sendConsentOtp({ ...deps, sms: ctx.sms }, getIdentity(c), c.req.valid('json').token, addressKey(c, ctx.config.authSecret))),
  );
  app.post('/consent/confirm', auth, validateJson(consentConfirm), async (c) => {
    const { token, otp } = c.req.valid('json');
    return ok(c, await consent.confirmConsent(deps, getIdentity(c), token, otp, appliers));
  });

  // After the KYC went to the KRA: the investor's change is made; an advisor's is sent to the client (202).
  app.put('/nomination', auth, validateJson(nominationBody(ctx.now)), async (c) => {
    const answer = await changeNomination(deps, getIdentity(c), c.req.valid('json'));
    return isChangeSentToClient(answer) ? ok(c, answer, { status: 202, message: CHANGE_SENT_MESSAGE }) : ok(c, answer);
  });

  app.route('/', documentRoutes(ctx, deps));
  return app;
}
