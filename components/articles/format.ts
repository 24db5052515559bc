// Dates and counts on content pages. The time zone is fixed so that server HTML and the browser agree.
import { formatIndianNumber } from '@/utils/money';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2025-06-02T04:30:00Z' -> '2 Jun 2025'; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
}

/** 'YYYY-MM-DD' for <time dateTime>. */
export function isoDay(iso: string | null | undefined): string | undefined {
  return iso ? iso.slice(0, 10) : undefined;
}

export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(n)} ${n === 1 ? one : many}`;
}
