// How NAVs, their dates and returns are written on screen (UI.md: 21-Aug-2026 for NAV dates).
import { EMPTY_AMOUNT, RUPEE_SYMBOL, formatIndianNumber } from '@/utils/indianNumber';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(iso: string | null | undefined): [string, string, string] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return null;
  return [match[1], MONTHS[Number(match[2]) - 1], match[3]];
}

/** '2026-08-21' -> '21-Aug-2026'; read as text, so no time zone can move the day. */
export function formatNavDate(iso: string | null | undefined): string {
  const p = parts(iso);
  return p ? `${p[2]}-${p[1]}-${p[0]}` : EMPTY_AMOUNT;
}

/** '2026-08-21' -> 'Aug-2026' (chart labels over months and years). */
export function formatMonthYear(iso: string): string {
  const p = parts(iso);
  return p ? `${p[1]}-${p[0]}` : iso;
}

/** '2026-08-21' -> '21-Aug' (chart labels within a month). */
export function formatDayMonth(iso: string): string {
  const p = parts(iso);
  return p ? `${p[2]}-${p[1]}` : iso;
}

/**
 * A NAV as AMFI publishes it (all its decimals), with Indian grouping: '1234.5678' -> '₹1,234.5678'.
 * The decimals are kept as text so that no rounding changes a published figure.
 */
export function formatNav(nav: string | null | undefined): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(nav?.trim() ?? '');
  if (!match) return EMPTY_AMOUNT;
  const whole = formatIndianNumber(Number(match[1]), { decimals: 0 });
  return `${RUPEE_SYMBOL}${whole}${match[2] ? `.${match[2]}` : ''}`;
}

/** Signed percentage of a fraction: 0.12345 -> '+12.35%', -0.02 -> '−2.00%', null -> '—'. */
export function formatReturn(fraction: number | null | undefined, decimals = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction))
    return EMPTY_AMOUNT;
  const percent = Math.abs(fraction * 100).toFixed(decimals);
  if (Number(percent) === 0) return `${(0).toFixed(decimals)}%`;
  return `${fraction > 0 ? '+' : '−'}${percent}%`;
}

export type Direction = 'up' | 'down' | 'flat';

export function directionOf(value: number | null | undefined): Direction | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}

export interface NavChange {
  /** Rupees, rounded to 4 decimals as NAVs are. */
  amount: number;
  /** Fraction of the previous NAV. */
  fraction: number;
  since: string;
}

/** Change of the latest NAV against the one before it; null when either is missing. */
export function navChange(
  latest: string | null,
  previous: { date: string; nav: string } | null,
): NavChange | null {
  const now = Number(latest);
  const before = Number(previous?.nav);
  if (!previous || !latest || !Number.isFinite(now) || !Number.isFinite(before) || before <= 0)
    return null;
  const amount = Math.round((now - before) * 10_000) / 10_000;
  return { amount, fraction: (now - before) / before, since: previous.date };
}

/** '+₹0.2200' / '−₹1.0500' for a NAV change. */
export function formatNavChange(amount: number): string {
  const text = `${RUPEE_SYMBOL}${Math.abs(amount).toFixed(4)}`;
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}

/** 'Flexi Cap Fund' -> 'Flexi Cap funds', 'ELSS' -> 'ELSS funds': a category named as a kind of fund, in the plural. */
export function fundsOfCategory(category: string): string {
  const name = category.trim().replace(/\s+(fund|funds|scheme)$/i, '');
  return name ? `${name} funds` : 'funds';
}
