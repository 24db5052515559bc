// The periods New Sales counts by: days, ISO weeks (starting Monday) or calendar months, each named by its first
// day (YYYY-MM-DD), as PostgreSQL's date_trunc names them. Shared by the backend (every period of the range is
// answered, empty ones included, so charts have no gaps) and the screen (its default range).
export type SalesGroup = 'day' | 'week' | 'month';

export const SALES_GROUPS: readonly SalesGroup[] = ['day', 'week', 'month'];

/** More periods than this make an unreadable chart: a longer range needs a larger grouping. */
export const MAX_SALES_PERIODS = 400;

const DAY_MS = 86_400_000;

function parse(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The first day of the period that holds `day`. */
export function periodStart(day: string, group: SalesGroup): string {
  const d = parse(day);
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  if (group === 'week') return iso(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS));
  return day;
}

function nextPeriod(start: string, group: SalesGroup): string {
  const d = parse(start);
  if (group === 'month') return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
  return iso(new Date(d.getTime() + (group === 'week' ? 7 : 1) * DAY_MS));
}

/** Every period from the one holding `from` to the one holding `to`; stops past MAX_SALES_PERIODS + 1. */
export function salesPeriods(from: string, to: string, group: SalesGroup): string[] {
  const out: string[] = [];
  const last = periodStart(to, group);
  for (let p = periodStart(from, group); p <= last && out.length <= MAX_SALES_PERIODS; p = nextPeriod(p, group))
    out.push(p);
  return out;
}

/** The day `months` calendar months before `day` (clamped to the month's length). */
export function monthsBefore(day: string, months: number): string {
  const d = parse(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return iso(target);
}

/** Today in India (no daylight saving: a fixed 5 h 30 min ahead of UTC). */
export function indiaToday(now: Date = new Date()): string {
  return iso(new Date(now.getTime() + 330 * 60_000));
}

/** The range New Sales opens with: the last 24 months, by month. */
export function defaultSalesRange(now: Date = new Date()): { from: string; to: string; group: SalesGroup } {
  const to = indiaToday(now);
  return { from: monthsBefore(to, 24), to, group: 'month' };
}
