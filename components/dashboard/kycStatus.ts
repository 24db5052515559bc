import type { BadgeTone } from '@/components/ui/Badge';

export interface KycView {
  label: string;
  tone: BadgeTone;
  verified: boolean;
}

/** The backend's KYC status words, as a person reads them. */
export function kycView(status: string | null | undefined): KycView {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'verified') return { label: 'KYC verified', tone: 'gain', verified: true };
  if (s === 'rejected') return { label: 'KYC rejected', tone: 'loss', verified: false };
  if (['pending', 'in_progress', 'submitted', 'under_review'].includes(s)) {
    return { label: 'KYC in progress', tone: 'warning', verified: false };
  }
  return { label: 'KYC not started', tone: 'neutral', verified: false };
}
