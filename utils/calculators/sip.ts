/**
 * SIP, lumpsum and step-up SIP calculators.
 *
 * - SIP: monthly compounding at the given annual rate, r = annual / 12 / 100, with each
 *   instalment paid at the START of its month: FV = P * ((1 + r)^n - 1) / r * (1 + r).
 *   At a rate of 0 the value is simply P * n.
 * - Lumpsum: compounded once a year, FV = P * (1 + annual / 100)^years, the convention of the
 *   lumpsum calculators investors in India are used to.
 * - Step-up SIP: the monthly instalment grows by the step-up percentage once a year (months
 *   1-12 pay P, months 13-24 pay P * (1 + s), ...), otherwise compounded as a SIP. The spec's
 *   default step-up is "about 12.2% yearly"; callers may pass another percentage.
 *
 * Results are unrounded rupees (or whatever unit the caller uses); round only for display.
 */

export const MONTHS_PER_YEAR = 12;
export const STEP_UP_FACTOR = 0.122;
export const STEP_UP_PERCENT = 12.2;

export interface SipYear {
  year: number;
  /** Total paid in by the end of this year. */
  invested: number;
  /** Value at the end of this year. */
  value: number;
}

export interface StepUpSipYear extends SipYear {
  /** Instalment paid in each month of this year. */
  monthlyInstalment: number;
}

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

function assertRate(name: string, value: number): void {
  // Below -100% a balance would turn negative, which no calculator input means.
  if (!Number.isFinite(value) || value <= -100) throw new RangeError(`${name} must be above -100, got ${value}`);
}

/** Monthly rate as a fraction: 12 (% a year) -> 0.01. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / MONTHS_PER_YEAR / 100;
}

/** What one unit paid at the start of each of `months` months grows to. */
function annuityDueFactor(rate: number, months: number): number {
  if (rate === 0) return months;
  return ((Math.pow(1 + rate, months) - 1) / rate) * (1 + rate);
}

export function sipFutureValue(monthlyAmount: number, annualRatePercent: number, months: number): number {
  assertAmount('monthlyAmount', monthlyAmount);
  assertRate('annualRatePercent', annualRatePercent);
  assertCount('months', months);
  return monthlyAmount * annuityDueFactor(monthlyRate(annualRatePercent), months);
}

/** Year-by-year invested amount and value of a plain SIP, years 1 to `years`. */
export function sipSchedule(monthlyAmount: number, annualRatePercent: number, years: number): SipYear[] {
  assertCount('years', years);
  return Array.from({ length: years }, (_, i) => {
    const months = (i + 1) * MONTHS_PER_YEAR;
    return {
      year: i + 1,
      invested: monthlyAmount * months,
      value: sipFutureValue(monthlyAmount, annualRatePercent, months),
    };
  });
}

export function lumpsumFutureValue(principal: number, annualRatePercent: number, years: number): number {
  assertAmount('principal', principal);
  assertRate('annualRatePercent', annualRatePercent);
  if (!Number.isFinite(years) || years < 0) throw new RangeError(`years must be a non-negative number, got ${years}`);
  return principal * Math.pow(1 + annualRatePercent / 100, years);
}

export function stepUpSipSchedule(
  monthlyAmount: number,
  annualRatePercent: number,
  years: number,
  stepUpPercent: number = STEP_UP_PERCENT,
): StepUpSipYear[] {
  assertAmount('monthlyAmount', monthlyAmount);
  assertRate('annualRatePercent', annualRatePercent);
  assertCount('years', years);
  if (!Number.isFinite(stepUpPercent) || stepUpPercent < 0) {
    throw new RangeError(`stepUpPercent must be a non-negative number, got ${stepUpPercent}`);
  }
  const rate = monthlyRate(annualRatePercent);
  const yearGrowth = Math.pow(1 + rate, MONTHS_PER_YEAR);
  const yearFactor = annuityDueFactor(rate, MONTHS_PER_YEAR);
  const schedule: StepUpSipYear[] = [];
  let instalment = monthlyAmount;
  let invested = 0;
  let value = 0;
  for (let year = 1; year <= years; year += 1) {
    // Last year's balance compounds for twelve months while this year's instalments go in.
    value = value * yearGrowth + instalment * yearFactor;
    invested += instalment * MONTHS_PER_YEAR;
    schedule.push({ year, invested, value, monthlyInstalment: instalment });
    instalment *= 1 + stepUpPercent / 100;
  }
  return schedule;
}

export function stepUpSipFutureValue(
  monthlyAmount: number,
  annualRatePercent: number,
  years: number,
  stepUpPercent: number = STEP_UP_PERCENT,
): number {
  const schedule = stepUpSipSchedule(monthlyAmount, annualRatePercent, years, stepUpPercent);
  return schedule.length ? schedule[schedule.length - 1].value : 0;
}
