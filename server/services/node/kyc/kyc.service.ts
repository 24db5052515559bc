// The KYC record's calls: reading it, the PAN and KRA checks, and steps 1, 2 and 4 (documents are in
// documents.service.ts, the submission to the KRA in submit.service.ts).
import type { Identity } from '../../../auth/requireAuth';
import { ConflictError, InvalidError, NotFoundError } from '../../../domain/errors';
import { maskPan } from '../../../../utils/validation/kyc';
import { pendingChanges } from './consent.service';
import { listDocuments } from './documents.repo';
import { assertCanChange, assertCanRead } from './kyc.access';
import type { KycDeps } from './kyc.deps';
import { KYC_ERRORS } from './kyc.messages';
import {
  assertUnlocked,
  completeStep,
  currentRecord,
  editableRecord,
  nextStep,
  workingStatus,
} from './kyc.record';
import * as repo from './kyc.repo';
import type { DeclarationsBody, PersonalBody, StartBody } from './kyc.schemas';
import { dobToIso, isLocked, toDocument, toKycRecord } from './kyc.view';
import { listAccounts } from '../banks/banks.repo';
import { toBankAccountView } from '../banks/banks.view';

/** GET /kyc/kycdetails/{id}: the record (null before step 1) and whether it can still be edited. */
export async function kycDetails(deps: KycDeps, identity: Identity, userId: string) {
  await assertCanRead(deps.db, identity, userId);
  const row = await currentRecord(deps, userId);
  return { data: row ? toKycRecord(row) : null, isDisabled: isLocked(row) };
}

/** GET /kyc/kycdata/{id}: everything saved so far, for the forms to show again. */
export async function kycData(deps: KycDeps, identity: Identity, userId: string) {
  await assertCanRead(deps.db, identity, userId);
  const row = await currentRecord(deps, userId);
  const bankAccounts = (await listAccounts(deps.db, userId)).map(toBankAccountView);
  if (!row)
    return {
      record: null,
      personal_details: null,
      declarations: null,
      documents: [],
      bank_accounts: bankAccounts,
      pending_changes: [],
      prefill: null,
    };
  const steps = await repo.listSteps(deps.db, row.id);
  const saved = (step: string) =>
    steps.find((s) => s.step === step && s.status === 'completed')?.data ?? null;
  const { address } = row.details as { address?: unknown };
  return {
    record: toKycRecord(row),
    personal_details: saved('personal_details'),
    declarations: saved('declarations'),
    documents: (await listDocuments(deps.db, row.id)).map(toDocument),
    bank_accounts: bankAccounts,
    // What an advisor asked and the client has not confirmed yet ("Waiting for the client's confirmation").
    pending_changes: await pendingChanges(deps, userId),
    // What the PAN and KRA checks of step 1 found, for the personal details form before it is first saved.
    prefill: { name: row.name, email: row.email, address: address ?? null },
  };
}

async function holderName(deps: KycDeps, userId: string): Promise<string | null> {
  const account = await repo.findAccount(deps.db, userId);
  if (!account) throw new NotFoundError('No account found');
  return account.name;
}

/** POST /kyc/pan_validation: the PAN service's answer; nothing is saved. */
export async function checkPan(deps: KycDeps, identity: Identity, userId: string, pan: string) {
  await assertCanChange(deps.db, identity, userId);
  return deps.pan.verify(pan, await holderName(deps, userId));
}

/** POST /kyc/v2/kycstatus: what the KRA already knows about the PAN, to pre-fill the forms. */
export async function kraStatus(deps: KycDeps, identity: Identity, userId: string, pan: string) {
  await assertCanChange(deps.db, identity, userId);
  return deps.kra.lookup(pan, await holderName(deps, userId));
}

/** POST /kyc/emailcheck. */
export async function emailAvailable(
  deps: KycDeps,
  identity: Identity,
  userId: string,
  email: string,
) {
  await assertCanChange(deps.db, identity, userId);
  return { available: !(await repo.emailTaken(deps.db, email, userId)) };
}

/** POST /kyc/isEligibleForMFCentral: MF Central needs a KRA-validated KYC. */
export async function mfCentralEligibility(deps: KycDeps, identity: Identity, userId: string) {
  await assertCanRead(deps.db, identity, userId);
  return { eligible: (await currentRecord(deps, userId))?.kycStatus === 'verified' };
}

const panError = (message: string) =>
  new InvalidError(message, { errors: [{ path: 'pancard_no', message }] });

/** POST /kyc/v2/add/kycdetails, step 1: PAN and date of birth, checked with the PAN service, pre-filled by the KRA. */
export async function startKyc(deps: KycDeps, identity: Identity, body: StartBody) {
  const { user_id: userId, pancard_no: pan } = body;
  await assertCanChange(deps.db, identity, userId);
  const existing = await currentRecord(deps, userId);
  assertUnlocked(existing);
  if (await repo.findOtherHolderOfPan(deps.db, pan, userId))
    throw new ConflictError(KYC_ERRORS.panTaken);
  const account = await repo.findAccount(deps.db, userId);
  if (!account) throw new NotFoundError('No account found');

  const check = await deps.pan.verify(pan, account.name);
  if (check.status === 'invalid') throw panError(KYC_ERRORS.panInvalid);
  if (check.status === 'deactivated') throw panError(KYC_ERRORS.panDeactivated);
  const kra = await deps.kra.lookup(pan, check.name ?? account.name);
  const known = kra.kra_status !== 'not_found';
  const { kra: _previous, ...details } = existing?.details ?? {};

  let row;
  try {
    row = await repo.upsertRecord(deps.db, userId, {
      pancardNo: pan,
      dob: dobToIso(body.dob),
      panName: check.name,
      name: existing?.name ?? (known ? kra.name : null) ?? check.name ?? account.name,
      mobileNo: existing?.mobileNo ?? account.mobileNo,
      fdMobileNumber: existing?.fdMobileNumber ?? account.mobileNo,
      email: existing?.email ?? account.email,
      ...workingStatus(existing),
      navigateTo: nextStep(existing, 'personal_details'),
      details: {
        ...details,
        ...(known
          ? {
              kra: { status: kra.kra_status, hold_reason: kra.hold_reason ?? null },
              address: kra.address,
            }
          : {}),
      },
    });
  } catch (error) {
    // Two accounts racing for one PAN: the unique index lets one win; the other gets the same answer as above.
    if (repo.isUniqueViolation(error, 'kyc_records_pan_uq'))
      throw new ConflictError(KYC_ERRORS.panTaken);
    throw error;
  }
  deps.logger.info(
    { user_id: userId, pan: maskPan(pan), pan_status: check.status, kra_status: kra.kra_status },
    'KYC step 1 saved',
  );
  return toKycRecord(row);
}

/** PUT /kyc/personal_details, step 2. The KYC's name and email follow what is saved here. */
export async function savePersonalDetails(deps: KycDeps, identity: Identity, body: PersonalBody) {
  const { user_id: userId, ...details } = body;
  await assertCanChange(deps.db, identity, userId);
  const row = await editableRecord(deps, userId, 'personal_details');
  if (await repo.emailTaken(deps.db, details.email, userId)) {
    throw new ConflictError(KYC_ERRORS.emailTaken, {
      errors: [{ path: 'email', message: KYC_ERRORS.emailTaken }],
    });
  }
  const saved = await completeStep(deps, row, 'personal_details', details, {
    name: details.name,
    email: details.email,
  });
  return toKycRecord(saved);
}

/** PUT /kyc/declarations, step 4: FATCA/CRS, PEP, nomination or its opt-out. */
export async function saveDeclarations(deps: KycDeps, identity: Identity, body: DeclarationsBody) {
  const { user_id: userId, ...declarations } = body;
  await assertCanChange(deps.db, identity, userId);
  const row = await editableRecord(deps, userId, 'declarations');
  return toKycRecord(await completeStep(deps, row, 'declarations', declarations));
}
