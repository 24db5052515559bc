/**
 * Previous working day: skips weekends and a fixed 2020 holiday list.
 *
 * The list is the 2020 NSE/BSE trading-holiday calendar as published in iaseth/nse-bse-holidays
 * (holidays.json, commit 989c4cf; MIT). That file also lists 2020-03-29 'Holi', which is a
 * Sunday and a data error (Holi 2020 was 10 March, present below); it is left out here, and the
 * weekend rule would skip that day anyway. Only 2020 holidays are known to this helper: for
 * other years it skips weekends only, as the spec describes.
 */
import { type DateInput, toDay, toIsoDate } from './calendar';

export const MARKET_HOLIDAYS_2020: ReadonlyArray<{ date: string; name: string }> = [
  { date: '2020-02-21', name: 'Mahashivratri' },
  { date: '2020-03-10', name: 'Holi' },
  { date: '2020-04-02', name: 'Ram Navami' },
  { date: '2020-04-06', name: 'Mahavir Jayanti' },
  { date: '2020-04-10', name: 'Good Friday' },
  { date: '2020-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2020-05-01', name: 'Maharashtra Day' },
  { date: '2020-05-25', name: 'Id-Ul-Fitr (Ramzan ID)' },
  { date: '2020-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2020-11-16', name: 'Diwali-Balipratipada' },
  { date: '2020-11-30', name: 'Gurunanak Jayanti' },
  { date: '2020-12-25', name: 'Christmas' },
];

const HOLIDAY_SET: ReadonlySet<string> = new Set(MARKET_HOLIDAYS_2020.map((h) => h.date));

export function isMarketHoliday(date: DateInput): boolean {
  return HOLIDAY_SET.has(toIsoDate(toDay(date)));
}

export function isWeekend(date: DateInput): boolean {
  const weekday = toDay(date).day();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(date: DateInput): boolean {
  return !isWeekend(date) && !isMarketHoliday(date);
}

/** The last working day strictly before `date`, as 'YYYY-MM-DD'. */
export function previousWorkingDay(date: DateInput): string {
  let day = toDay(date).subtract(1, 'day');
  // A week always holds a working day outside the holiday list, so this ends within days.
  while (!isWorkingDay(day)) day = day.subtract(1, 'day');
  return toIsoDate(day);
}
