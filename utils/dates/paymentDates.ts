/**
 * Payment (SIP instalment) date helper: "earliest date 4 days ahead, window
 * 60 days, days 29 to 31 roll to the 1st of the next month, up to 3 month options".
 *
 * Our reading, since the spec gives only those four facts:
 * - The window is counted from `today`: the first allowed date is today + 4 days and the last
 *   is today + 60 days, both inclusive. The 4 days give the mandate time to register.
 * - Instalments run only on days 1 to 28, which exist in every month. A date on the 29th, 30th
 *   or 31st rolls to the 1st of the next month; that applies to the earliest date too.
 * - The "month options" are the calendar months the window touches, in order. A window of
 *   56 days touches two or three months, never four, hence "up to 3". Each option lists the
 *   allowed dates in that month so a picker can offer a month first and then a day.
 *   Given a preferred day of month, only the months where that day is allowed are offered.
 *
 * `today` is always a parameter so the helper stays pure and testable.
 */
import type { Dayjs } from 'dayjs';
import { type DateInput, toDay, toIsoDate } from './calendar';

export const PAYMENT_LEAD_DAYS = 4;
export const PAYMENT_WINDOW_DAYS = 60;
export const MAX_PAYMENT_MONTH_OPTIONS = 3;
/** Highest day of month an instalment may fall on; later days roll to the next 1st. */
export const LAST_PAYMENT_DAY = 28;

export interface PaymentMonthOption {
  /** 'YYYY-MM' */
  month: string;
  /** 'Mar 2024' */
  label: string;
  /** Allowed ISO dates in this month, ascending. */
  dates: string[];
}

function rollDay(day: Dayjs): Dayjs {
  return day.date() > LAST_PAYMENT_DAY ? day.add(1, 'month').startOf('month') : day;
}

/** 2024-01-30 -> '2024-02-01'; days 1 to 28 are returned unchanged. */
export function rollPaymentDate(date: DateInput): string {
  return toIsoDate(rollDay(toDay(date)));
}

export function earliestPaymentDate(today: DateInput): string {
  return toIsoDate(rollDay(toDay(today).add(PAYMENT_LEAD_DAYS, 'day')));
}

export function latestPaymentDate(today: DateInput): string {
  return toIsoDate(toDay(today).add(PAYMENT_WINDOW_DAYS, 'day'));
}

/**
 * The date an instalment chosen for `date` will actually run on, or null when that falls
 * outside the window (a 30th rolled past the window's end is outside too).
 */
export function resolvePaymentDate(date: DateInput, today: DateInput): string | null {
  const rolled = rollPaymentDate(date);
  // ISO strings of the same format compare correctly as text.
  if (rolled < earliestPaymentDate(today) || rolled > latestPaymentDate(today)) return null;
  return rolled;
}

/** True when `date` is itself a valid instalment date (no rolling needed) inside the window. */
export function isPaymentDateAllowed(date: DateInput, today: DateInput): boolean {
  const iso = toIsoDate(toDay(date));
  return resolvePaymentDate(iso, today) === iso;
}

export function paymentMonthOptions(today: DateInput, preferredDay?: number): PaymentMonthOption[] {
  if (preferredDay !== undefined && (!Number.isInteger(preferredDay) || preferredDay < 1 || preferredDay > LAST_PAYMENT_DAY)) {
    throw new RangeError(`preferred day must be 1 to ${LAST_PAYMENT_DAY}, got ${preferredDay}`);
  }
  const last = toDay(latestPaymentDate(today));
  const options: PaymentMonthOption[] = [];
  for (let day = toDay(earliestPaymentDate(today)); !day.isAfter(last); day = day.add(1, 'day')) {
    if (day.date() > LAST_PAYMENT_DAY) continue;
    if (preferredDay !== undefined && day.date() !== preferredDay) continue;
    const month = day.format('YYYY-MM');
    let option = options[options.length - 1];
    if (!option || option.month !== month) {
      option = { month, label: day.format('MMM YYYY'), dates: [] };
      options.push(option);
    }
    option.dates.push(toIsoDate(day));
  }
  return options.slice(0, MAX_PAYMENT_MONTH_OPTIONS);
}
