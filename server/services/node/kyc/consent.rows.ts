// How what a client confirms reads to them: nominees and bank accounts in words, account numbers masked. The KYC
// submission's page and the change pages say them the same way.
import type { ConsentRow } from '../../../../utils/kyc/wire';
import { maskAccountNumber } from '../../../../utils/validation/kyc';

type Dict = Record<string, unknown>;
export const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A nomination as saved with the declarations: the opt-out, or each nominee with relation and share. */
export function nominationRows(nomination: unknown): ConsentRow[] {
  const saved = (nomination ?? {}) as Dict;
  if (saved.opt_out === true) return [{ label: 'Nomination', value: 'You opt out of nomination' }];
  const nominees = Array.isArray(saved.nominees) ? (saved.nominees as Dict[]) : [];
  return nominees.map((n, i) => ({
    label: `Nominee ${i + 1}`,
    value: `${text(n.name) ?? ''} (${text(n.relation) ?? ''}), ${Number(n.share) || 0}%`,
  }));
}

export interface AccountLine {
  bankName: string;
  accountLast4: string;
  ifsc: string;
  isPrimary: boolean;
}

export const accountWords = (a: Omit<AccountLine, 'isPrimary'>) =>
  `${a.bankName}, ${maskAccountNumber(a.accountLast4)} (${a.ifsc})`;

export function accountRows(accounts: AccountLine[]): ConsentRow[] {
  return accounts.map((a, i) => ({ label: `Account ${i + 1}`, value: `${accountWords(a)}${a.isPrimary ? ', primary' : ''}` }));
}
