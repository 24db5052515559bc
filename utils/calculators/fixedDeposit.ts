/**
 * Fixed deposit maturity.
 *
 * - Simple interest: A = P * (1 + R/100 * months/12).
 * - Compound interest credited k times a year (monthly 12, quarterly 4, yearly 1):
 *   A = P * (1 + R/(100k))^(whole periods). Indian banks compound quarterly by default.
 * - A tenure that is not a whole number of periods (14 months compounded quarterly) earns
 *   simple interest on the compounded amount for the broken part, the way banks pay for a
 *   broken period, rather than a fractional power.
 */

export type Compounding = 'simple' | 'monthly' | 'quarterly' | 'yearly';

export const COMPOUNDINGS: readonly Compounding[] = ['quarterly', 'monthly', 'yearly', 'simple'];
export const DEFAULT_COMPOUNDING: Compounding = 'quarterly';

/** Interest credits a year; 0 for simple interest. */
export const PERIODS_PER_YEAR: Record<Compounding, number> = {
  simple: 0,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
};

export interface FdYear {
  /** 1-based; the last row may end part-way through a year (its `months` says where). */
  year: number;
  /** Months from the start to the end of this row. */
  months: number;
  /** Interest earned during this row. */
  interest: number;
  /** Deposit plus all interest so far. */
  balance: number;
}

export function isCompounding(value: unknown): value is Compounding {
  return typeof value === 'string' && (COMPOUNDINGS as readonly string[]).includes(value);
}

/** Amount of `principal` after `months` months. */
export function fdMaturity(
  principal: number,
  annualRatePercent: number,
  months: number,
  compounding: Compounding,
): number {
  if (!Number.isFinite(principal) || principal < 0)
    throw new RangeError(`principal must be a non-negative number, got ${principal}`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError(
      `annualRatePercent must be a non-negative number, got ${annualRatePercent}`,
    );
  }
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`months must be a non-negative integer, got ${months}`);
  if (!isCompounding(compounding))
    throw new RangeError(`unknown compounding ${String(compounding)}`);

  const rate = annualRatePercent / 100;
  const k = PERIODS_PER_YEAR[compounding];
  if (k === 0) return principal * (1 + (rate * months) / 12);
  const monthsPerPeriod = 12 / k;
  const wholePeriods = Math.floor(months / monthsPerPeriod);
  const brokenMonths = months - wholePeriods * monthsPerPeriod;
  const compounded = principal * Math.pow(1 + rate / k, wholePeriods);
  return compounded * (1 + (rate * brokenMonths) / 12);
}

/** Balance at the end of each year of the tenure, plus a last row for a part year. */
export function fdSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
  compounding: Compounding,
): FdYear[] {
  const rows: FdYear[] = [];
  let previous = principal;
  for (let end = 12; end < months + 12; end += 12) {
    const at = Math.min(end, months);
    const balance = fdMaturity(principal, annualRatePercent, at, compounding);
    rows.push({ year: rows.length + 1, months: at, interest: balance - previous, balance });
    previous = balance;
  }
  return rows;
}
