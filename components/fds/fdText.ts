// How the FD screens word rates, tenures and payouts.
import { FD_PAYOUT_LABELS, type FdPayout } from '@/utils/fds/wire';

/** 725 -> '7.25%'. */
export const ratePercent = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** 12 -> '1 year', 18 -> '18 months', 24 -> '2 years'. */
export function tenureLabel(months: number): string {
  if (months % 12 !== 0) return `${months} months`;
  const years = months / 12;
  return years === 1 ? '1 year' : `${years} years`;
}

export const payoutLabel = (payout: FdPayout) => FD_PAYOUT_LABELS[payout];

/** '2027-11-24' -> '24/11/2027', the way dates are shown to people. */
export const shownDate = (iso: string) => iso.split('-').reverse().join('/');

export const SANDBOX_NOTICE =
  'Sandbox: this issuer and its rates are made up for the demo. No real deposit is opened and no money moves.';
