/** Instants as people in India read them: cut-offs, order times. India has no daylight saving (UTC+05:30). */

/** '2026-11-24T08:00:00Z' -> '24/11/2026, 13:30' (24-hour clock, Indian time). */
export function istDateTime(iso: string | Date): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The day of an instant in India, DD/MM/YYYY (the spec's date format; NAV dates alone read 21-Aug-2026):
 * '2026-11-24T20:00:00Z' -> '25/11/2026'; '' for a missing or unreadable one. Worked out by hand, so the server's
 * HTML and the browser agree whatever ICU data each ships.
 */
export function istDay(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const [y, m, d] = new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
