// Trailing returns of a fund from its NAV history, as of the history's last date (pure, no I/O).
//
// Rules (issue 3): the start NAV of a period is the NAV on or before the anniversary date (as_of minus the
// period, calendar arithmetic by dayjs); a period longer than the history is null. Two choices of ours:
// - a start NAV more than MAX_START_GAP_DAYS older than the anniversary is treated as unknown (null): the
//   history has a hole there (our copy jumps from Dec 2025 to Aug 2026), and a "1M return" measured over
//   eight months would mislead an investor. Real gaps (weekends, exchange holidays) never exceed 5 days.
// - CAGR over 1Y/3Y/5Y uses exactly 1, 3, 5 years; since inception it uses days/365 and is null below one year
//   (annualising a few months' change exaggerates it; SEBI also asks for absolute returns under a year).
// - "inception" means since the first NAV the history holds, which for a scheme older than our data is not its
//   launch date.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { ratio, relativeChange, roundTo } from './decimal';

dayjs.extend(utc);

export interface NavPoint {
  /** ISO date YYYY-MM-DD */
  date: string;
  /** exact decimal text */
  nav: string;
}

export const ABS_PERIODS = ['1M', '3M', '6M', '1Y', '3Y', '5Y', 'inception'] as const;
export const CAGR_PERIODS = ['1Y', '3Y', '5Y', 'inception'] as const;
export type AbsPeriod = (typeof ABS_PERIODS)[number];
export type CagrPeriod = (typeof CAGR_PERIODS)[number];
export type TrailingPeriod = Exclude<AbsPeriod, 'inception'>;

export interface Returns {
  as_of: string | null;
  abs: Record<AbsPeriod, number | null>;
  cagr: Record<CagrPeriod, number | null>;
}

export const MAX_START_GAP_DAYS = 7;

const PERIOD_SPAN: Record<TrailingPeriod, { amount: number; unit: 'month' | 'year' }> = {
  '1M': { amount: 1, unit: 'month' },
  '3M': { amount: 3, unit: 'month' },
  '6M': { amount: 6, unit: 'month' },
  '1Y': { amount: 1, unit: 'year' },
  '3Y': { amount: 3, unit: 'year' },
  '5Y': { amount: 5, unit: 'year' },
};

/** as_of minus the period; 31-Mar minus 1M is 28/29-Feb (dayjs clamps to the month's end). */
export function anniversaryDate(asOf: string, period: TrailingPeriod): string {
  const { amount, unit } = PERIOD_SPAN[period];
  return dayjs.utc(asOf).subtract(amount, unit).format('YYYY-MM-DD');
}

export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** The last point dated on or before `date` in an ascending history (binary search), or null. */
export function navOnOrBefore(history: readonly NavPoint[], date: string): NavPoint | null {
  let low = 0;
  let high = history.length - 1;
  let found: NavPoint | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (history[mid].date <= date) {
      found = history[mid];
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

/** The start point of a trailing period, or null when the history does not reach back to it. */
export function periodStart(history: readonly NavPoint[], asOf: string, period: TrailingPeriod): NavPoint | null {
  const target = anniversaryDate(asOf, period);
  const start = navOnOrBefore(history, target);
  return start && daysBetween(start.date, target) <= MAX_START_GAP_DAYS ? start : null;
}

/** (end/start)^(1/years) - 1, rounded to 6 decimals. */
export function annualised(start: string, end: string, years: number): number | null {
  const growth = ratio(start, end);
  if (growth === null || years <= 0) return null;
  return roundTo(Math.pow(growth, 1 / years) - 1);
}

const YEARS: Record<'1Y' | '3Y' | '5Y', number> = { '1Y': 1, '3Y': 3, '5Y': 5 };

function emptyReturns(asOf: string | null): Returns {
  return {
    as_of: asOf,
    abs: { '1M': null, '3M': null, '6M': null, '1Y': null, '3Y': null, '5Y': null, inception: null },
    cagr: { '1Y': null, '3Y': null, '5Y': null, inception: null },
  };
}

/** Returns of an ascending history; points without a usable NAV must be left out by the caller. */
export function computeReturns(history: readonly NavPoint[]): Returns {
  if (history.length === 0) return emptyReturns(null);
  const last = history[history.length - 1];
  const result = emptyReturns(last.date);

  for (const period of Object.keys(PERIOD_SPAN) as TrailingPeriod[]) {
    const start = periodStart(history, last.date, period);
    if (!start) continue;
    result.abs[period] = relativeChange(start.nav, last.nav);
    if (period === '1Y' || period === '3Y' || period === '5Y') {
      result.cagr[period] = annualised(start.nav, last.nav, YEARS[period]);
    }
  }

  const first = history[0];
  if (first.date < last.date) {
    result.abs.inception = relativeChange(first.nav, last.nav);
    const days = daysBetween(first.date, last.date);
    if (days >= 365) result.cagr.inception = annualised(first.nav, last.nav, days / 365);
  }
  return result;
}
