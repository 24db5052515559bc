import type { BankAccount } from '@/services/profile.api';
import type { BadgeTone } from '@/components/ui/Badge';

/** The payout account's penny drop (₹1 credited, the bank names the holder) in words, with the badge's tone. */
export function payoutCheckWords(a: BankAccount): { label: string; tone: BadgeTone; text: string } {
  const holder = a.penny_drop_name ?? 'another name';
  switch (a.penny_drop_status) {
    case 'verified':
      return { label: 'Verified', tone: 'gain', text: `Verified: ₹1 credited, and ${a.bank_name} says the holder is ${holder}.` };
    case 'name_mismatch':
      return {
        label: 'Name mismatch: in review',
        tone: 'warning',
        text: `${a.bank_name} says the holder is ${holder}, which does not match your name. We will review it by hand; commissions are not paid to it meanwhile.`,
      };
    case 'failed':
      return { label: 'Not verified', tone: 'loss', text: `Not verified: ${a.penny_drop_message ?? 'the bank could not credit ₹1'}.` };
    default:
      return { label: 'Checking', tone: 'neutral', text: 'Checking with the bank.' };
  }
}
