// The advisor's payout account: a bank account of their own user id, checked by penny drop as in KYC. Advisors
// need no KYC of their own, so the bank's holder name is compared with their KYC name if any, else their
// registered name. The payout account is the primary one (else the newest).
import type { Db } from '../../../db/client';
import * as banks from '../banks/banks.service';
import type { BankAccountView } from '../banks/banks.view';
import { kycNameOf } from '../banks/banks.repo';
import { userNameOf } from './expertProfile.repo';

export async function payoutHolderName(db: Db, userId: string): Promise<string | null> {
  return (await kycNameOf(db, userId)) ?? (await userNameOf(db, userId));
}

export async function getPayoutAccount(db: Db, userId: string): Promise<BankAccountView | null> {
  const accounts = await banks.listBankAccounts(db, userId);
  return accounts.find((a) => a.is_primary) ?? accounts.at(-1) ?? null;
}

/** Adds the account, runs the ₹1 check at once, and makes a verified account the payout (primary) one. */
export async function setPayoutAccount(
  deps: banks.BankDeps,
  userId: string,
  input: banks.NewAccountInput,
): Promise<BankAccountView> {
  const added = await banks.addAccount(deps, userId, { ...input, is_primary: false });
  const { reference } = await banks.startPennyDrop(deps, userId, added.id);
  const checked = await banks.pennyDropResult(deps, userId, reference);
  if (checked.penny_drop_status !== 'verified' || checked.is_primary) return checked;
  const all = await banks.makePrimary(deps, userId, checked.id);
  return all.find((a) => a.id === checked.id) ?? checked;
}
