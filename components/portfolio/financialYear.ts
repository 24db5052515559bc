// Indian financial years run 1 April to 31 March and are named '2025-26'.

const pad = (n: number) => String(n).padStart(2, '0');

/** The financial year a day falls in, e.g. 2026-11-23 -> '2026-27', 2027-02-01 -> '2026-27'. */
export function financialYearOf(today: Date): string {
  const year = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  return `${year}-${pad((year + 1) % 100)}`;
}

/** 1 April of the financial year `today` is in, as YYYY-MM-DD. */
export function financialYearStart(today: Date): string {
  return `${financialYearOf(today).slice(0, 4)}-04-01`;
}

export function isoDay(day: Date): string {
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** This financial year and the `count - 1` before it, newest first. */
export function recentFinancialYears(today: Date, count = 6): string[] {
  const first = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${first - i}-${pad((first - i + 1) % 100)}`);
}
