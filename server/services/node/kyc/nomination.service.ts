// PUT /node/kyc/nomination: the nominees of a KYC that is with the KRA (before that, they are saved with the
// declarations step and the client's confirmation of the submission covers them). The investor changes them at once;
// an advisor's change waits for the client's confirmation (consent.service.ts, kind nominee_change).
import type { Identity } from '../../../auth/requireAuth';
import { ConflictError } from '../../../domain/errors';
import type { ChangeSentToClient } from '../../../../utils/kyc/wire';
import { isWithTheKra } from '../../../../utils/kyc/status';
import { type ChangePayload, currentNomination } from './consent.kinds';
import { nominationRows } from './consent.rows';
import { kycAwaitingClient, requestConsent } from './consent.service';
import { assertCanChange } from './kyc.access';
import type { KycDeps } from './kyc.deps';
import { currentRecord } from './kyc.record';
import * as repo from './kyc.repo';
import type { KycRow } from './kyc.repo';
import type { NominationBody } from './kyc.schemas';

export const NOMINATION_MESSAGES = {
  notWithKra: 'Your KYC has not gone to the KRA yet: change the nominees in its declarations step',
} as const;

type Nomination = NominationBody['nomination'];

function summaryOf(nomination: Nomination): string {
  if (nomination.opt_out) return 'opt out of nomination';
  return nomination.nominees.map((n) => `${n.name} ${n.share}%`).join(', ');
}

/** The nomination as it is saved: in the declarations step, beside the FATCA answers it was declared with. */
export async function applyNomination(deps: KycDeps, row: KycRow, nomination: Nomination) {
  const steps = await repo.listSteps(deps.db, row.id);
  const declarations = steps.find((s) => s.step === 'declarations')?.data ?? {};
  await repo.saveStep(deps.db, row.id, 'declarations', { ...declarations, nomination }, deps.now());
  deps.logger.info({ user_id: row.userId }, 'nomination changed');
  return { nomination };
}

/** The client confirmed an advisor's change. */
export const applyNominationChange = (deps: KycDeps, row: KycRow, payload: ChangePayload) =>
  applyNomination(deps, row, payload.change.nomination as Nomination);

export async function changeNomination(
  deps: KycDeps,
  identity: Identity,
  body: NominationBody,
): Promise<{ nomination: Nomination } | ChangeSentToClient> {
  const { user_id: userId, nomination } = body;
  await assertCanChange(deps.db, identity, userId);
  const row = await currentRecord(deps, userId);
  if (!row || !isWithTheKra(row.kycStatus) || (await currentNomination(deps, row)) === null)
    throw new ConflictError(NOMINATION_MESSAGES.notWithKra);
  if (!(await kycAwaitingClient(deps, identity, userId))) return applyNomination(deps, row, nomination);
  const payload: ChangePayload = {
    summary: summaryOf(nomination),
    before: nominationRows(await currentNomination(deps, row)),
    after: nominationRows(nomination),
    change: { nomination },
  };
  return {
    status: 'awaiting_client',
    client_confirmation: await requestConsent(deps, identity, { row, kind: 'nominee_change', payload }),
  };
}
