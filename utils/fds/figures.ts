/**
 * What a fixed deposit earns, by the FD calculator's rules (utils/calculators/fixedDeposit.ts), so the product
 * page, the booking review and the backend's booking agree to the paisa:
 * - cumulative: interest compounds quarterly (as Indian issuers do unless they say otherwise) and is paid with
 *   the deposit at maturity;
 * - monthly, quarterly, yearly payout: interest is paid out as it falls due, so it does not compound; the total is
 *   simple interest over the tenure and the deposit alone comes back at maturity.
 */
import { DEFAULT_COMPOUNDING, fdMaturity } from '../calculators/fixedDeposit';
import { addMonths } from '../portfolio/capitalGains';
import type { FdFigures, FdPayout, FdRate } from './wire';

export const SENIOR_AGE = 60;

const PAYOUTS_PER_YEAR: Readonly<Record<Exclude<FdPayout, 'cumulative'>, number>> = {
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

/** Completed years on `day` (both YYYY-MM-DD): a person is 60 from their 60th birthday on. */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export function isSenior(dob: string | null | undefined, day: string): boolean {
  return !!dob && ageOn(dob, day) >= SENIOR_AGE;
}

export function rateFor(rates: readonly FdRate[], months: number, senior: boolean): number | null {
  const row = rates.find((r) => r.months === months);
  if (!row) return null;
  return senior ? row.senior_rate_bps : row.rate_bps;
}

export interface FiguresInput {
  amountPaise: number;
  rateBps: number;
  months: number;
  payout: FdPayout;
  senior: boolean;
  /** The day the deposit starts (YYYY-MM-DD). */
  startDay: string;
}

export function fdFigures({ amountPaise, rateBps, months, payout, senior, startDay }: FiguresInput): FdFigures {
  const percent = rateBps / 100;
  const maturity_date = addMonths(startDay, months);
  if (payout === 'cumulative') {
    const maturity = Math.round(fdMaturity(amountPaise, percent, months, DEFAULT_COMPOUNDING));
    return {
      rate_bps: rateBps,
      senior,
      interest_paise: maturity - amountPaise,
      maturity_paise: maturity,
      payout_paise: null,
      maturity_date,
    };
  }
  const interest = Math.round(fdMaturity(amountPaise, percent, months, 'simple')) - amountPaise;
  return {
    rate_bps: rateBps,
    senior,
    interest_paise: interest,
    maturity_paise: amountPaise,
    payout_paise: Math.round((amountPaise * percent) / 100 / PAYOUTS_PER_YEAR[payout]),
    maturity_date,
  };
}
