// The PAN and KRA checks' answers in words a person reads, with whether they can go on.
import type { KraLookup, PanCheck } from '@/services/kyc.types';

export interface CheckWords {
  text: string;
  tone: 'good' | 'bad' | 'info';
}

export function panCheckWords(check: PanCheck): CheckWords {
  switch (check.status) {
    case 'valid':
      return {
        text: `PAN verified: it belongs to ${check.name ?? 'an active holder'}.`,
        tone: 'good',
      };
    case 'invalid':
      return {
        text: 'This PAN is not valid. Check the letters and digits against your PAN card.',
        tone: 'bad',
      };
    case 'deactivated':
      return {
        text: 'This PAN has been deactivated by the Income Tax Department. Please use an active PAN.',
        tone: 'bad',
      };
    case 'name_mismatch':
      return {
        text: `This PAN is held in the name ${check.name ?? 'of someone else'}, which does not match the name on this account. Check the PAN, or carry on if the name is yours as written on the PAN.`,
        tone: 'info',
      };
  }
}

const KRA_WORDS: Record<Exclude<KraLookup['kra_status'], 'not_found'>, string> = {
  validated: 'Your KYC is already validated with a KRA.',
  registered: 'Your KYC is registered with a KRA but not yet validated.',
  on_hold: 'Your KYC is on hold at the KRA.',
  rejected: 'Your KYC was rejected by the KRA: completing these steps sends a fresh one.',
};

/** What the KRA knows of the PAN, and what was filled in from it; null when it knows nothing. */
export function kraWords(kra: KraLookup, filled: string[]): CheckWords | null {
  if (kra.kra_status === 'not_found') return null;
  const reason =
    kra.kra_status === 'on_hold' && kra.hold_reason ? ` Reason: ${kra.hold_reason}.` : '';
  const prefilled = filled.length
    ? ` We filled in your ${filled.join(' and ')} from the KRA's record; check it.`
    : '';
  return {
    text: `${KRA_WORDS[kra.kra_status]}${reason}${prefilled}`,
    tone: kra.kra_status === 'rejected' ? 'bad' : 'info',
  };
}
