// Dates and counts on the questions pages. The time zone is fixed so that server HTML and the browser agree.
import { istDay } from '@/utils/dates/ist';
import { formatIndianNumber } from '@/utils/money';

/** '2025-06-02T04:30:00Z' -> '02/06/2025' (the day in India, DD/MM/YYYY); '' for a missing or unreadable date. */
export const formatDate = (iso: string | null | undefined): string => istDay(iso);

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(n)} ${n === 1 ? one : many}`;
}

/** A person's name as shown beside their text; people who gave none are 'ZF member'. */
export function displayName(name: string | null | undefined): string {
  return name?.trim() || 'ZF member';
}

/** The start of a long text for a title or a description, cut at a word where possible. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
