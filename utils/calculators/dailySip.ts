/**
 * Daily SIP: a fixed amount invested on every market day.
 *
 * Conventions (stated on the page too):
 * - 21 market days a month, so 252 a year. Weekends and exchange holidays carry no instalment.
 * - The daily rate is the one that, compounded over the 21 market days of a month, gives the
 *   monthly rate of the regular SIP calculator (annual / 12 / 100). A daily SIP of D and a
 *   monthly SIP of 21 * D therefore differ only by when in the month the money goes in.
 * - Each instalment is paid at the start of its day, as the monthly SIP pays at the start of
 *   its month.
 */
import { MONTHS_PER_YEAR, monthlyRate, type SipYear } from './sip';

export const MARKET_DAYS_PER_MONTH = 21;
export const MARKET_DAYS_PER_YEAR = MARKET_DAYS_PER_MONTH * MONTHS_PER_YEAR;

/** 12 (% a year) -> the daily rate with (1 + daily)^21 = 1 + 0.01. */
export function dailyRate(annualRatePercent: number): number {
  return Math.pow(1 + monthlyRate(annualRatePercent), 1 / MARKET_DAYS_PER_MONTH) - 1;
}

function assertInputs(dailyAmount: number, annualRatePercent: number, years: number): void {
  if (!Number.isFinite(dailyAmount) || dailyAmount < 0) {
    throw new RangeError(`dailyAmount must be a non-negative number, got ${dailyAmount}`);
  }
  if (!Number.isFinite(annualRatePercent) || annualRatePercent <= -100) {
    throw new RangeError(`annualRatePercent must be above -100, got ${annualRatePercent}`);
  }
  if (!Number.isInteger(years) || years < 0) {
    throw new RangeError(`years must be a non-negative integer, got ${years}`);
  }
}

/** Value of `days` daily instalments, each paid at the start of its market day. */
export function dailySipFutureValue(
  dailyAmount: number,
  annualRatePercent: number,
  days: number,
): number {
  assertInputs(dailyAmount, annualRatePercent, 0);
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`days must be a non-negative integer, got ${days}`);
  const d = dailyRate(annualRatePercent);
  if (d === 0) return dailyAmount * days;
  return dailyAmount * ((Math.pow(1 + d, days) - 1) / d) * (1 + d);
}

/** Invested amount and value at the end of each year, years 1 to `years`. */
export function dailySipSchedule(
  dailyAmount: number,
  annualRatePercent: number,
  years: number,
): SipYear[] {
  assertInputs(dailyAmount, annualRatePercent, years);
  return Array.from({ length: years }, (_, i) => {
    const days = (i + 1) * MARKET_DAYS_PER_YEAR;
    return {
      year: i + 1,
      invested: dailyAmount * days,
      value: dailySipFutureValue(dailyAmount, annualRatePercent, days),
    };
  });
}
