// The KYC record as every call sees it: with the KRA's decision applied once it is due, locked once it is with
// the KRA or validated, and moving through the steps in order (a step may be saved again, never skipped).
import type { KycStatus, KycStep } from '../../../db/schema';
import { ConflictError } from '../../../domain/errors';
import { maskPan } from '../../../../utils/validation/kyc';
import type { KycDeps } from './kyc.deps';
import { KYC_ERRORS } from './kyc.messages';
import * as repo from './kyc.repo';
import type { KycPatch, KycRow } from './kyc.repo';

const ORDER: readonly KycStep[] = [
  'personal_details',
  'upload_documents',
  'declarations',
  'bank_details',
  'product_page',
];
const LABELS: Record<KycStep, string> = {
  personal_details: 'your personal details',
  upload_documents: 'your documents',
  declarations: 'your declarations',
  bank_details: 'your bank account',
  product_page: 'your KYC',
};

/**
 * Where navigate_to goes after saving a step: forward, never back (re-saving an earlier step is an edit). A KYC
 * the KRA rejected starts again, so there it follows the step just saved and the later steps are walked anew.
 */
export function nextStep(
  row: Pick<KycRow, 'kycStatus' | 'navigateTo'> | undefined,
  next: KycStep,
): KycStep {
  const current = row?.kycStatus === 'rejected' ? undefined : row?.navigateTo;
  return current && ORDER.indexOf(current) > ORDER.indexOf(next) ? current : next;
}

/**
 * A KYC that had not begun, or that the KRA rejected, is being worked on again once a step is saved. Other KRA
 * outcomes stay as they are while the investor edits (a Registered investor may still transact where they hold).
 */
export function workingStatus(row: Pick<KycRow, 'kycStatus' | 'holdReason'> | undefined): KycPatch {
  const status: KycStatus | undefined = row?.kycStatus;
  if (!status || status === 'not_started' || status === 'rejected')
    return { kycStatus: 'in_progress', holdReason: null };
  return {};
}

/** Applies the KRA's decision to a submitted KYC once it is due: lazily, when the record is read. */
export async function settleWithKra(deps: KycDeps, row: KycRow): Promise<KycRow> {
  if (row.kycStatus !== 'submitted' || !row.submittedAt || !row.pancardNo) return row;
  const decision = await deps.kra.decision(row.pancardNo, row.submittedAt, deps.now(), {
    modification: row.modificationStatus === 'submitted',
  });
  if (!decision) return row;
  const settled = await repo.settleSubmitted(deps.db, row.id, {
    kycStatus: decision.kyc_status,
    holdReason: decision.hold_reason,
  });
  if (!settled) return (await repo.findRecord(deps.db, row.userId)) ?? row; // another reader settled it first
  deps.logger.info(
    { kyc_id: row.id, pan: maskPan(row.pancardNo), kyc_status: decision.kyc_status },
    'the KRA decided a submitted KYC',
  );
  return settled;
}

export async function currentRecord(deps: KycDeps, userId: string): Promise<KycRow | undefined> {
  const row = await repo.findRecord(deps.db, userId);
  return row ? settleWithKra(deps, row) : undefined;
}

/** 409 once the KYC is with the KRA or validated: nothing of it may be saved any more. */
export function assertUnlocked(row: KycRow | undefined): void {
  if (row?.kycStatus === 'submitted')
    throw new ConflictError(KYC_ERRORS.submitted, { details: { isDisabled: true } });
  if (row?.kycStatus === 'verified')
    throw new ConflictError(KYC_ERRORS.verified, { details: { isDisabled: true } });
}

/** The record a step may be saved on: it exists, is not locked, and the journey has reached `step`. */
export async function editableRecord(
  deps: KycDeps,
  userId: string,
  step: KycStep,
): Promise<KycRow> {
  const row = await currentRecord(deps, userId);
  if (!row) throw new ConflictError(KYC_ERRORS.startFirst);
  assertUnlocked(row);
  if (ORDER.indexOf(row.navigateTo) < ORDER.indexOf(step))
    throw new ConflictError(KYC_ERRORS.stepFirst(LABELS[row.navigateTo]));
  return row;
}

/** Saves a step's data and moves navigate_to on, in one transaction. */
export async function completeStep(
  deps: KycDeps,
  row: KycRow,
  step: KycStep,
  data: Record<string, unknown>,
  patch: KycPatch = {},
): Promise<KycRow> {
  const next = ORDER[ORDER.indexOf(step) + 1];
  return deps.db.transaction(async (tx) => {
    await repo.saveStep(tx, row.id, step, data, deps.now());
    return repo.updateRecord(tx, row.id, {
      ...patch,
      ...workingStatus(row),
      navigateTo: nextStep(row, next),
    });
  });
}
