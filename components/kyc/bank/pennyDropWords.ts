import type { BankAccount } from '@/services/kyc.types';

export type PennyDropTone = 'good' | 'bad' | 'info';

export interface PennyDropWords {
  /** For the list's badge. */
  label: string;
  tone: PennyDropTone;
  /** What happened, in a sentence, and what to do next. */
  text: string;
}

/**
 * The penny drop's answer in words (₹1 over IMPS; the bank names the holder, matched against the KYC name). A name
 * mismatch goes to a person for review: it is said plainly and the account cannot be primary meanwhile.
 */
export function pennyDropWords(account: Pick<BankAccount, 'penny_drop_status' | 'penny_drop_name' | 'name_match_score' | 'penny_drop_message' | 'bank_name'>): PennyDropWords {
  const holder = account.penny_drop_name ?? 'another name';
  const score = account.name_match_score;
  switch (account.penny_drop_status) {
    case 'verified':
      return {
        label: 'Verified',
        tone: 'good',
        text: `Verified: ${account.bank_name} says this account belongs to ${holder}${score === null ? '' : `, a ${score}% match with your KYC name`}.`,
      };
    case 'name_mismatch':
      return {
        label: 'Name mismatch: in review',
        tone: 'bad',
        text: `Name mismatch: ${account.bank_name} says this account belongs to ${holder}, which does not match the name on your KYC${score === null ? '' : ` (${score}% match)`}. Our team will review it by hand; until then it cannot be your primary account. Add an account in your own name to go on now.`,
      };
    case 'failed':
      return {
        label: 'Not verified',
        tone: 'bad',
        text: `Not verified: ${account.penny_drop_message ?? 'the bank could not credit ₹1 to this account'}. Check the number or add another account.`,
      };
    case 'pending':
      return { label: 'Checking', tone: 'info', text: 'Checking with the bank: this takes a few seconds.' };
    default:
      return { label: 'Not checked', tone: 'info', text: 'Not checked with the bank yet.' };
  }
}
