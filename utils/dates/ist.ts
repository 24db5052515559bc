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
