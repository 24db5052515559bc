/**
 * Systematic withdrawal plan (SWP).
 *
 * Conventions: the corpus earns the monthly rate annual / 12 / 100 (as the SIP calculator);
 * each withdrawal is taken at the START of its month, before that month's growth, so
 * balance after a month = (balance - withdrawal) * (1 + r). When the balance is smaller than
 * the withdrawal, what is left is paid out and the plan has run out in that month.
 */
import { MONTHS_PER_YEAR, monthlyRate } from './sip';

export interface SwpYear {
  year: number;
  openingBalance: number;
  /** Paid out during this year. */
  withdrawn: number;
  /** Growth earned during this year. */
  growth: number;
  closingBalance: number;
  /** Paid out from the start up to the end of this year. */
  totalWithdrawn: number;
}

export interface SwpResult {
  years: SwpYear[];
  totalWithdrawn: number;
  finalBalance: number;
  /** Month (1-based) of the last withdrawal when the corpus runs out within the period, else null. */
  depletedInMonth: number | null;
}

function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

export function swpSchedule(
  corpus: number,
  monthlyWithdrawal: number,
  annualRatePercent: number,
  years: number,
): SwpResult {
  assertNonNegative('corpus', corpus);
  assertNonNegative('monthlyWithdrawal', monthlyWithdrawal);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent <= -100) {
    throw new RangeError(`annualRatePercent must be above -100, got ${annualRatePercent}`);
  }
  if (!Number.isInteger(years) || years < 0)
    throw new RangeError(`years must be a non-negative integer, got ${years}`);

  const r = monthlyRate(annualRatePercent);
  const rows: SwpYear[] = [];
  let balance = corpus;
  let totalWithdrawn = 0;
  let depletedInMonth: number | null = null;

  for (let year = 1; year <= years; year += 1) {
    const openingBalance = balance;
    let withdrawn = 0;
    let growth = 0;
    for (let m = 1; m <= MONTHS_PER_YEAR && depletedInMonth === null; m += 1) {
      const month = (year - 1) * MONTHS_PER_YEAR + m;
      const paid = Math.min(monthlyWithdrawal, balance);
      balance -= paid;
      withdrawn += paid;
      // A withdrawal of 0 never depletes anything; a positive one that empties the balance does.
      if (monthlyWithdrawal > 0 && balance <= 0) {
        balance = 0;
        depletedInMonth = month;
        break;
      }
      const earned = balance * r;
      balance += earned;
      growth += earned;
    }
    totalWithdrawn += withdrawn;
    rows.push({ year, openingBalance, withdrawn, growth, closingBalance: balance, totalWithdrawn });
  }
  return { years: rows, totalWithdrawn, finalBalance: balance, depletedInMonth };
}
