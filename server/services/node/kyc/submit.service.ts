// The last step: sending a complete KYC to the KRA (POST /py/kyc/v1/update/user/{id} with action 'submit').
import { actorOf } from '../../../auth/actor';
import type { Identity } from '../../../auth/requireAuth';
import { InvalidError, UnavailableError } from '../../../domain/errors';
import { requestConsent } from './consent.service';
import { KYC_STEPS, type KycStepKey } from '../../../../utils/kyc/steps';
import { maskPan } from '../../../../utils/validation/kyc';
import { assertCanChange } from './kyc.access';
import type { KycDeps } from './kyc.deps';
import { KYC_ERRORS } from './kyc.messages';
import { assertUnlocked, currentRecord, settleWithKra } from './kyc.record';
import * as repo from './kyc.repo';
import { listAccounts } from '../banks/banks.repo';
import type { KycRow } from './kyc.repo';
import { toKycRecord } from './kyc.view';

/** The steps not done yet, by the keys of utils/kyc/steps.ts. Bank: a primary account the penny drop verified. */
async function missingSteps(
  deps: KycDeps,
  row: KycRow | undefined,
  userId: string,
): Promise<KycStepKey[]> {
  const done = new Set<KycStepKey>();
  if (row?.pancardNo && row.dob) done.add('pan');
  if (row) {
    for (const s of await repo.listSteps(deps.db, row.id))
      if (s.status === 'completed') done.add(s.step as KycStepKey);
  }
  const accounts = await listAccounts(deps.db, userId);
  if (accounts.some((a) => a.isPrimary && a.pennyDropStatus === 'verified'))
    done.add('bank_details');
  else done.delete('bank_details'); // a step row alone is not enough: the account itself must be there
  return KYC_STEPS.map((s) => s.key).filter((key) => !done.has(key));
}

/**
 * The KYC goes to the KRA when its owner submits it. An advisor's submit for a client sends the client the link to
 * confirm it instead (consent.service.ts): the answer then carries `client_confirmation`. Who prepared the submission
 * is recorded (submitted_by): the investor, or the advisor whose request the client then confirmed (`confirmed`).
 */
export async function submitKyc(
  deps: KycDeps,
  identity: Identity,
  userId: string,
  options: { confirmed?: boolean } = {},
) {
  await assertCanChange(deps.db, identity, userId);
  const row = await currentRecord(deps, userId);
  assertUnlocked(row);
  const missing = await missingSteps(deps, row, userId);
  if (!row || missing.length > 0) {
    const labels = missing.map((key) => KYC_STEPS.find((s) => s.key === key)!.label);
    throw new InvalidError(KYC_ERRORS.incomplete(labels), { details: { missing } });
  }
  const preparedBy = options.confirmed ? null : await actorOf(deps.db, identity);
  if (identity.userId !== userId) {
    if (!deps.sms) throw new UnavailableError(KYC_ERRORS.noConsentSms);
    const clientConfirmation = await requestConsent(deps, identity, { row, kind: 'kyc_submission', payload: null });
    await repo.updateRecord(deps.db, row.id, {
      submittedBy: preparedBy?.kind,
      submittedByUserId: preparedBy?.userId,
    });
    return { ...toKycRecord(row), client_confirmation: clientConfirmation };
  }
  const pan = row.pancardNo!;
  const at = deps.now();
  await deps.kra.submit(pan, at);
  const submitted = await deps.db.transaction(async (tx) => {
    await repo.saveStep(tx, row.id, 'bank_details', {}, at);
    return repo.updateRecord(tx, row.id, {
      kycStatus: 'submitted',
      submittedAt: at,
      ...(preparedBy ? { submittedBy: preparedBy.kind, submittedByUserId: preparedBy.userId } : {}),
      holdReason: null,
      navigateTo: 'product_page',
    });
  });
  deps.logger.info({ user_id: userId, pan: maskPan(pan) }, 'KYC submitted to the KRA');
  // With no delay (the demo) the KRA's answer is there at once.
  return toKycRecord(await settleWithKra(deps, submitted));
}
