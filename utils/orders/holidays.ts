/**
 * Weekday trading holidays of the Indian exchanges (NSE/BSE), on which no NAV is struck for ordinary schemes and
 * no order reaches a fund house. Orders are placed now and later, so only the current and coming years matter here.
 *
 * Sources:
 * - 2025: `server/data/market_holidays/nse_bse_holidays_2018-2025.json` (iaseth/nse-bse-holidays, commit 989c4cf),
 *   copied here so that the pure order rules do not read files.
 * - 2026: NSE's trading-holiday circular for calendar year 2026 (issued December 2025), as recalled by the team;
 *   [check] against the circular before relying on it in production. Holidays falling on a weekend are left out
 *   (Mahashivratri 15 Feb, Id-ul-Fitr 21 Mar, Independence Day 15 Aug, Diwali Laxmi Pujan 8 Nov 2026).
 * A year missing here is treated as having weekends only: add the next year's list when the exchanges publish it.
 */
export const EXCHANGE_HOLIDAYS: ReadonlyArray<{ date: string; name: string }> = [
  { date: '2025-02-26', name: 'Mahashivratri' },
  { date: '2025-03-14', name: 'Holi' },
  { date: '2025-03-31', name: 'Id-Ul-Fitr (Ramadan Eid)' },
  { date: '2025-04-10', name: 'Shri Mahavir Jayanti' },
  { date: '2025-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-05-01', name: 'Maharashtra Day' },
  { date: '2025-08-15', name: 'Independence Day' },
  { date: '2025-08-27', name: 'Ganesh Chaturthi' },
  { date: '2025-10-02', name: 'Mahatma Gandhi Jayanti/Dussehra' },
  { date: '2025-10-21', name: 'Diwali Laxmi Pujan' },
  { date: '2025-10-22', name: 'Diwali-Balipratipada' },
  { date: '2025-11-05', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2025-12-25', name: 'Christmas' },
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-03', name: 'Holi' },
  { date: '2026-03-26', name: 'Shri Ram Navami' },
  { date: '2026-03-31', name: 'Shri Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-05-28', name: 'Bakri Id' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-10', name: 'Diwali-Balipratipada' },
  { date: '2026-11-24', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2026-12-25', name: 'Christmas' },
];

const HOLIDAYS: ReadonlySet<string> = new Set(EXCHANGE_HOLIDAYS.map((h) => h.date));

/** The holiday's name, or null on a business day or a weekend. */
export function exchangeHolidayName(isoDate: string): string | null {
  return EXCHANGE_HOLIDAYS.find((h) => h.date === isoDate)?.name ?? null;
}

export function isExchangeHoliday(isoDate: string): boolean {
  return HOLIDAYS.has(isoDate);
}
