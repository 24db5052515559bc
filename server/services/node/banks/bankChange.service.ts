// An advisor's change to a client's bank accounts once the client's KYC is with the KRA (issue 30): it is checked
// as the direct call would check it, kept with what it will do, and sent to the client to confirm
// (kyc/consent.service.ts). Confirmed, it is applied as the client's own call would be: the account added and
// checked by penny drop, or made primary.
import type { Identity } from '../../../auth/requireAuth';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import type { ChangeSentToClient } from '../../../../utils/kyc/wire';
import type { ChangePayload } from '../kyc/consent.kinds';
import { accountRows, accountWords } from '../kyc/consent.rows';
import { requestConsent } from '../kyc/consent.service';
import type { KycDeps } from '../kyc/kyc.deps';
import type { KycRow } from '../kyc/kyc.repo';
import * as repo from './banks.repo';
import {
  BANK_MESSAGES,
  type BankDeps,
  type NewAccountInput,
  addAccount,
  checkNewAccount,
  listBankAccounts,
  makePrimary,
  pennyDropResult,
  startPennyDrop,
} from './banks.service';

export type BankChangeDeps = KycDeps & { bank: BankDeps };

type BankChange =
  | { action: 'add'; ifsc: string; account_type: string; account_number_sealed: string }
  | { action: 'make_primary'; bank_account_id: string };

export const ALREADY_PRIMARY = 'This account is already the primary one';

const sent = async (deps: BankChangeDeps, identity: Identity, row: KycRow, payload: ChangePayload): Promise<ChangeSentToClient> => ({
  status: 'awaiting_client',
  client_confirmation: await requestConsent(deps, identity, { row, kind: 'bank_change', payload }),
});

/** PUT /kyc/v3/edit/addbankaccount by an advisor: the new account waits for the client. */
export async function requestAccountAddition(
  deps: BankChangeDeps,
  identity: Identity,
  row: KycRow,
  input: NewAccountInput,
): Promise<ChangeSentToClient> {
  const { branch } = await checkNewAccount(deps.bank, deps.db, row.userId, input);
  const accounts = await repo.listAccounts(deps.db, row.userId);
  const added = accountWords({ bankName: branch.bank, accountLast4: input.account_number.slice(-4), ifsc: input.ifsc });
  const change: BankChange = {
    action: 'add',
    ifsc: input.ifsc,
    account_type: input.account_type,
    account_number_sealed: deps.bank.sealer.sealText(input.account_number),
  };
  return sent(deps, identity, row, {
    summary: `Add ${added}`,
    before: accountRows(accounts),
    after: [
      ...accountRows(accounts),
      { label: `Account ${accounts.length + 1}`, value: `${added}, new: checked with your bank by a ₹1 credit when you confirm` },
    ],
    change,
  });
}

/** POST /cart/primary_bank by an advisor: the switch waits for the client. */
export async function requestPrimarySwitch(
  deps: BankChangeDeps,
  identity: Identity,
  row: KycRow,
  accountId: string,
): Promise<ChangeSentToClient> {
  const accounts = await repo.listAccounts(deps.db, row.userId);
  const chosen = accounts.find((a) => a.id === accountId);
  if (!chosen) throw new NotFoundError(BANK_MESSAGES.accountNotFound);
  if (chosen.pennyDropStatus !== 'verified') throw new ConflictError(BANK_MESSAGES.primaryNeedsVerified);
  if (chosen.isPrimary) throw new ConflictError(ALREADY_PRIMARY);
  const change: BankChange = { action: 'make_primary', bank_account_id: accountId };
  return sent(deps, identity, row, {
    summary: `Make ${accountWords(chosen)} your primary account`,
    before: accountRows(accounts),
    after: accountRows(accounts.map((a) => ({ ...a, isPrimary: a.id === accountId }))),
    change,
  });
}

/** The client confirmed: the change as the client's own calls would make it. */
export async function applyBankChange(deps: BankDeps, userId: string, payload: ChangePayload) {
  const change = payload.change as BankChange;
  if (change.action === 'make_primary') {
    const accounts = await makePrimary(deps, userId, change.bank_account_id);
    return { account: accounts.find((a) => a.id === change.bank_account_id) ?? null, bank_accounts: accounts };
  }
  const added = await addAccount(deps, userId, {
    ifsc: change.ifsc,
    account_type: change.account_type,
    account_number: deps.sealer.openText(change.account_number_sealed),
  });
  const { reference } = await startPennyDrop(deps, userId, added.id);
  const account = await pennyDropResult(deps, userId, reference);
  return { account, bank_accounts: await listBankAccounts(deps.db, userId) };
}
