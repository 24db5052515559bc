// Months as `YYYY-MM` strings: the analytics period's arithmetic, shared by the screens and the backend.

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted (1 when equal). */
export function monthSpan(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** Every month from `from` to `to`, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const span = monthSpan(from, to);
  return Array.from({ length: Math.max(span, 0) }, (_, i) => addMonths(from, i));
}

/** The month of a moment in India (UTC+05:30, no daylight saving). */
export function monthInIndia(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}

/** The default period: the twelve months ending with the current one. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const to = monthInIndia(now);
  return { from: addMonths(to, -11), to };
}
