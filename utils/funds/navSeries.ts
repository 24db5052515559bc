// NAV history for the fund page's chart: ranges, thinning, and holes in the data (pure, no I/O).
import type { AbsPeriod, FundReturns, NavPoint } from './types';

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

/**
 * A start NAV this much older than the start of a range still starts it (weekends and holidays); the backend's
 * returns use the same bound (server/market/returns.ts MAX_START_GAP_DAYS), so the line and the figure agree.
 */
export const MAX_START_GAP_DAYS = 7;

export interface RangeWindow {
  /** The points drawn: from the range's start NAV (or the first NAV inside the range) to the latest. */
  points: NavPoint[];
  /** The first day of the range (for 'All', the first NAV's date). */
  start: string;
  /** The span the time axis covers: from the earlier of `start` and the first point, to the latest NAV. */
  from: string;
  to: string;
  /** Whether a NAV near the range's start exists (the returns table then has a figure for it). */
  startKnown: boolean;
}

/**
 * The window a chart range shows, counted back from the latest NAV (not from today: data can be days old). Its
 * first point is the NAV on or before the range's first day, as the returns table takes it (within
 * MAX_START_GAP_DAYS), so the line starts where the table's figure is measured from.
 */
export function rangeWindow(points: readonly NavPoint[], range: NavRange): RangeWindow {
  if (points.length === 0) return { points: [], start: '', from: '', to: '', startKnown: false };
  const last = points[points.length - 1].date;
  if (range === 'All') {
    return { points: [...points], start: points[0].date, from: points[0].date, to: last, startKnown: true };
  }
  const start = minusMonths(last, RANGE_MONTHS[range]);
  let i = points.findIndex((p) => p.date > start);
  if (i === -1) i = points.length;
  const before = points[i - 1];
  const startKnown = before !== undefined && daysBetween(before.date, start) <= MAX_START_GAP_DAYS;
  const shown = points.slice(startKnown ? i - 1 : i);
  return {
    points: shown,
    start,
    from: shown.length && shown[0].date < start ? shown[0].date : start,
    to: last,
    startKnown,
  };
}

/** The returns table's period for a chart range ('All' is since our first NAV). */
export function periodOfRange(range: NavRange): AbsPeriod {
  return range === 'All' ? 'inception' : range;
}

/**
 * The change a chart range shows: the returns table's absolute return for the same period, the one computation
 * (server/market/returns.ts) both show. null where the table shows '—' (no NAV near the range's start).
 */
export function rangeChange(returns: FundReturns | null | undefined, range: NavRange): number | null {
  return returns?.abs[periodOfRange(range)] ?? null;
}

/** Milliseconds (UTC midnight) of an ISO date, for a time axis. */
export const timeOf = toUtc;

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

/**
 * downsample, run by run between holes of more than GAP_DAYS, so the NAVs on either side of a hole stay (the line
 * ends and resumes on them) and each run keeps its share of the `max` points (at least its ends).
 */
export function downsampleRuns(points: readonly NavPoint[], max = CHART_POINTS): NavPoint[] {
  if (points.length <= max) return [...points];
  const runs: NavPoint[][] = [[]];
  points.forEach((p, i) => {
    if (i > 0 && daysBetween(points[i - 1].date, p.date) > GAP_DAYS) runs.push([]);
    runs[runs.length - 1].push(p);
  });
  const ends = runs.reduce((n, r) => n + Math.min(r.length, 2), 0);
  const spare = Math.max(0, max - ends);
  const inner = points.length - ends;
  return runs.flatMap((r) =>
    downsample(r, Math.min(r.length, 2) + Math.floor((spare * Math.max(0, r.length - 2)) / Math.max(1, inner))),
  );
}

export interface NavGap {
  /** Last NAV before the hole. */
  from: string;
  /** First NAV after it. */
  to: string;
}

/** Stretches of more than GAP_DAYS without a NAV: said beside the chart, whose line breaks across them. */
export function findGaps(points: readonly NavPoint[], minDays = GAP_DAYS): NavGap[] {
  const gaps: NavGap[] = [];
  for (let i = 1; i < points.length; i += 1) {
    if (daysBetween(points[i - 1].date, points[i].date) > minDays) {
      gaps.push({ from: points[i - 1].date, to: points[i].date });
    }
  }
  return gaps;
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
