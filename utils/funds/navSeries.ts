// NAV history for the fund page's chart: ranges, thinning, and holes in the data (pure, no I/O).
import type { FundReturns, NavPoint } from './types';

export const NAV_RANGES = ['1M', '6M', '1Y', '3Y', '5Y', 'All'] as const;
export type NavRange = (typeof NAV_RANGES)[number];
export const DEFAULT_NAV_RANGE: NavRange = '1Y';

const RANGE_MONTHS: Record<Exclude<NavRange, 'All'>, number> = {
  '1M': 1,
  '6M': 6,
  '1Y': 12,
  '3Y': 36,
  '5Y': 60,
};

/** A chart a few hundred pixels wide shows no more detail than this many points. */
export const CHART_POINTS = 240;
/** Weekends and exchange holidays leave at most a few days; anything longer is missing data. */
export const GAP_DAYS = 31;

const DAY_MS = 86_400_000;
const toUtc = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** `iso` minus whole months, clamped to the month's end (31-Mar minus 1M is 28/29-Feb). */
export function minusMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 - months;
  const day = Number(iso.slice(8, 10));
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The points of a range, counted back from the latest NAV (not from today: data can be days old). */
export function sliceRange(points: readonly NavPoint[], range: NavRange): NavPoint[] {
  if (points.length === 0 || range === 'All') return [...points];
  const start = minusMonths(points[points.length - 1].date, RANGE_MONTHS[range]);
  return points.filter((p) => p.date >= start);
}

/** Does the history reach back to the start of the range? */
export function coversRange(points: readonly NavPoint[], range: NavRange): boolean {
  if (range === 'All' || points.length === 0) return points.length > 0;
  const start = minusMonths(points[points.length - 1].date, RANGE_MONTHS[range]);
  return points[0].date <= start;
}

/**
 * At most `max` points, evenly spread, always keeping the first and the last so the chart starts and ends
 * on real NAVs; each kept point is a real published NAV (no averaging that would invent values).
 */
export function downsample<T>(points: readonly T[], max = CHART_POINTS): T[] {
  if (points.length <= max || max < 2) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
}

export interface NavGap {
  /** Last NAV before the hole. */
  from: string;
  /** First NAV after it. */
  to: string;
}

/** Stretches of more than GAP_DAYS without a NAV: said beside the chart, which draws straight across them. */
export function findGaps(points: readonly NavPoint[], minDays = GAP_DAYS): NavGap[] {
  const gaps: NavGap[] = [];
  for (let i = 1; i < points.length; i += 1) {
    if (daysBetween(points[i - 1].date, points[i].date) > minDays) {
      gaps.push({ from: points[i - 1].date, to: points[i].date });
    }
  }
  return gaps;
}

/** Change from the first to the last point of a series, as a fraction. */
export function seriesChange(points: readonly NavPoint[]): number | null {
  if (points.length < 2) return null;
  const start = Number(points[0].nav);
  const end = Number(points[points.length - 1].nav);
  return start > 0 && Number.isFinite(end) ? end / start - 1 : null;
}

/**
 * Whether a fund has a NAV history worth a chart. Every fund has the few NAVs of the daily AMFI files;
 * a history shows up as a trailing return, or as a since-first-NAV CAGR (at least a year of NAVs).
 */
export function hasNavHistory(returns: FundReturns | null | undefined): boolean {
  if (!returns) return false;
  const { abs, cagr } = returns;
  return [abs['1M'], abs['3M'], abs['6M'], abs['1Y'], abs['3Y'], abs['5Y'], cagr.inception].some(
    (v) => v !== null,
  );
}
