// Bank account rules (DOMAIN.md: up to 5 accounts, one primary, the holder's name checked by penny drop).
import type { Sealer } from '../../../crypto/sealed';
import type { Db } from '../../../db/client';
import { ConflictError, InvalidError, NotFoundError } from '../../../domain/errors';
import type { IfscDirectory } from '../../../providers/ifsc';
import {
  MATCH_THRESHOLD,
  type PennyDropProvider,
  nameMatchScore,
} from '../../../providers/pennydrop';
import { MAX_BANK_ACCOUNTS } from '../../../../utils/validation/kyc';
import * as repo from './banks.repo';
import { type BankAccountView, toBankAccountView } from './banks.view';

export const BANK_MESSAGES = {
  unknownIfsc: 'We could not find this IFSC: check it on your cheque book or passbook',
  ifscNotFound: 'No bank branch has this IFSC',
  tooMany: `You can add at most ${MAX_BANK_ACCOUNTS} bank accounts`,
  duplicate: 'This bank account is already added',
  secondPrimary:
    'There is already a primary account: an investor cannot have a second primary account',
  primaryNeedsVerified: 'Only a verified account can be primary: verify it with the ₹1 check first',
  accountNotFound: 'Bank account not found',
  alreadyVerified: 'This account is already verified',
  noKycName: 'Add your personal details first: the bank name is checked against your KYC name',
  referenceNotFound: 'No penny drop with this reference',
  verified: 'Verified: ₹1 was credited and the name matches your KYC',
  mismatch: (holder: string) =>
    `The bank has this account in the name of ${holder}, which does not match your KYC name closely enough. We will review it by hand.`,
} as const;

export interface BankDeps {
  db: Db;
  sealer: Sealer;
  ifsc: IfscDirectory;
  pennyDrop: PennyDropProvider;
  now: () => Date;
  /** The name the bank's answer must match; default the KYC name (an advisor's payout account uses theirs). */
  holderNameOf?: (db: Db, userId: string) => Promise<string | null>;
}

export function lookupIfsc(ifsc: IfscDirectory, code: string) {
  const found = ifsc.lookup(code);
  if (!found) throw new NotFoundError(BANK_MESSAGES.ifscNotFound);
  return found;
}

export interface NewAccountInput {
  ifsc: string;
  account_number: string;
  account_type: string;
  is_primary?: boolean;
}

/**
 * The rules an account must pass to be added (a known IFSC, not there already, at most five, no second primary),
 * checked on `db` as it is now: inside addAccount's lock, and when an advisor's addition is sent to the client to
 * confirm (it is checked again when it is applied).
 */
export async function checkNewAccount(deps: BankDeps, db: Db, userId: string, input: NewAccountInput) {
  const branch = deps.ifsc.lookup(input.ifsc);
  if (!branch)
    throw new InvalidError(BANK_MESSAGES.unknownIfsc, {
      errors: [{ path: 'ifsc', message: BANK_MESSAGES.unknownIfsc }],
    });
  const hash = deps.sealer.fingerprint(`${input.ifsc}:${input.account_number}`);
  if (await repo.hasAccountHash(db, userId, hash)) throw new ConflictError(BANK_MESSAGES.duplicate);
  if ((await repo.countAccounts(db, userId)) >= MAX_BANK_ACCOUNTS)
    throw new ConflictError(BANK_MESSAGES.tooMany);
  // Asking for primary is refused while another is primary; otherwise the account becomes primary once its
  // penny drop verifies it (the first verified account of an investor without a primary always does).
  if (input.is_primary && (await repo.findPrimary(db, userId)))
    throw new ConflictError(BANK_MESSAGES.secondPrimary);
  return { branch, hash };
}

export async function addAccount(
  deps: BankDeps,
  userId: string,
  input: NewAccountInput,
): Promise<BankAccountView> {
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockAccountsOf(tx, userId);
    const { branch, hash } = await checkNewAccount(deps, tx, userId, input);
    return repo.insertAccount(tx, {
      userId,
      ifsc: input.ifsc,
      bankName: branch.bank,
      branch: branch.branch,
      accountNumberEnc: deps.sealer.sealText(input.account_number),
      accountLast4: input.account_number.slice(-4),
      accountHash: hash,
      accountType: input.account_type,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
  });
  return toBankAccountView(row);
}

async function pennyDropAccount(deps: BankDeps, userId: string, row: repo.BankAccountRow) {
  const kycName = await (deps.holderNameOf ?? repo.kycNameOf)(deps.db, userId);
  if (!kycName) throw new ConflictError(BANK_MESSAGES.noKycName);
  return { ifsc: row.ifsc, accountNumber: deps.sealer.openText(row.accountNumberEnc), kycName };
}

export async function startPennyDrop(deps: BankDeps, userId: string, accountId: string) {
  const row = await repo.findAccount(deps.db, userId, accountId);
  if (!row) throw new NotFoundError(BANK_MESSAGES.accountNotFound);
  if (row.pennyDropStatus === 'verified') throw new ConflictError(BANK_MESSAGES.alreadyVerified);
  const { reference } = await deps.pennyDrop.start(await pennyDropAccount(deps, userId, row));
  await repo.updatePennyDrop(
    deps.db,
    row.id,
    {
      pennyDropStatus: 'pending',
      pennyDropReference: reference,
      pennyDropName: null,
      nameMatchScore: null,
      pennyDropMessage: null,
    },
    deps.now(),
  );
  return { reference, status: 'pending' as const, sandbox: deps.pennyDrop.sandbox };
}

export async function pennyDropResult(
  deps: BankDeps,
  userId: string,
  reference: string,
): Promise<BankAccountView> {
  const row = await repo.findByReference(deps.db, userId, reference);
  if (!row) throw new NotFoundError(BANK_MESSAGES.referenceNotFound);
  if (row.pennyDropStatus !== 'pending') return toBankAccountView(row); // answered before: the same answer again
  const account = await pennyDropAccount(deps, userId, row);
  const outcome = await deps.pennyDrop.result(reference, account);
  if (outcome.status === 'pending') return toBankAccountView(row);
  if (outcome.status === 'failed') {
    const failed = await repo.updatePennyDrop(
      deps.db,
      row.id,
      { pennyDropStatus: 'failed', pennyDropMessage: outcome.message },
      deps.now(),
    );
    return toBankAccountView(failed);
  }
  const score = nameMatchScore(account.kycName, outcome.holderName);
  const verified = score >= MATCH_THRESHOLD;
  const updated = await repo.updatePennyDrop(
    deps.db,
    row.id,
    {
      pennyDropStatus: verified ? 'verified' : 'name_mismatch',
      pennyDropName: outcome.holderName,
      holderName: outcome.holderName,
      nameMatchScore: score,
      pennyDropMessage: verified
        ? BANK_MESSAGES.verified
        : BANK_MESSAGES.mismatch(outcome.holderName),
    },
    deps.now(),
  );
  if (!verified) return toBankAccountView(updated);
  const primary = await becomePrimaryIfNone(deps, userId, updated.id);
  return toBankAccountView({ ...updated, isPrimary: primary });
}

/** An investor's first verified account becomes primary when none is. */
async function becomePrimaryIfNone(
  deps: BankDeps,
  userId: string,
  accountId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await repo.lockAccountsOf(tx, userId);
    if (await repo.findPrimary(tx, userId)) return false;
    await repo.switchPrimary(tx, userId, accountId, deps.now());
    return true;
  });
}

export async function makePrimary(
  deps: BankDeps,
  userId: string,
  accountId: string,
): Promise<BankAccountView[]> {
  await deps.db.transaction(async (tx) => {
    await repo.lockAccountsOf(tx, userId);
    const row = await repo.findAccount(tx, userId, accountId);
    if (!row) throw new NotFoundError(BANK_MESSAGES.accountNotFound);
    if (row.pennyDropStatus !== 'verified')
      throw new ConflictError(BANK_MESSAGES.primaryNeedsVerified);
    await repo.switchPrimary(tx, userId, accountId, deps.now());
  });
  return listBankAccounts(deps.db, userId);
}

/** For answers that list an investor's accounts (GET /kyc/kycdata/{id} too). */
export async function listBankAccounts(db: Db, userId: string): Promise<BankAccountView[]> {
  return (await repo.listAccounts(db, userId)).map(toBankAccountView);
}
