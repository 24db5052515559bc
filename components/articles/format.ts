// Dates and counts on content pages. The time zone is fixed so that server HTML and the browser agree.
import { istDay } from '@/utils/dates/ist';
import { formatIndianNumber } from '@/utils/money';

/** '2025-06-02T04:30:00Z' -> '02/06/2025' (the day in India, DD/MM/YYYY); '' for a missing or unreadable date. */
export const formatDate = (iso: string | null | undefined): string => istDay(iso);

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
