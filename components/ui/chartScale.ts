// Axis maths for the SVG chart, kept apart from the markup so it can be tested on its own.

/** A 'nice' step (1, 2, 2.5 or 5 times a power of ten) so that about `count` steps cover `max`. */
export function niceStep(max: number, count: number): number {
  if (!(max > 0) || count < 1) return 1;
  const raw = max / count;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks from 0 to the first nice value at or above `max`: [0, 5 L, 10 L, 15 L, 20 L, 25 L]. */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max, count);
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Which of `n` x labels to print so that at most `max` show (five fit a phone), always with the first and the last. */
export function labelIndexes(n: number, max = 5): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const every = Math.ceil((n - 1) / (max - 1));
  const picked: number[] = [];
  for (let i = 0; i < n - 1; i += every) picked.push(i);
  // Drop a label that would crowd the last one.
  if (n - 1 - picked[picked.length - 1] < every * 0.75) picked.pop();
  picked.push(n - 1);
  return picked;
}

/** x of point i of n as a percentage of the plot width; a single point sits in the middle. */
export function xPercent(i: number, n: number): number {
  return n <= 1 ? 50 : (i / (n - 1)) * 100;
}

/**
 * Ticks that fit the data instead of starting at 0, for values such as a NAV whose moves would look flat
 * on a zero baseline: from the nice step at or below `min` to the one at or above `max`.
 */
export function niceRangeTicks(min: number, max: number, count = 4): number[] {
  if (!(Number.isFinite(min) && Number.isFinite(max))) return [0, 1];
  if (min === max) {
    const pad = Math.abs(min) * 0.01 || 1;
    return niceRangeTicks(min - pad, max + pad, count);
  }
  const step = niceStep(max - min, count);
  const bottom = Math.floor(min / step + 1e-9) * step;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

// A time axis (issue 33, item 21): points sit where their dates fall, so a stretch without data shows as a stretch,
// not as one step between neighbouring points. Times are UTC milliseconds.
export const DAY_MS = 86_400_000;

/** x of time `t` as a percentage of a plot spanning `from`..`to`; a span of no length puts it in the middle. */
export function timePercent(t: number, from: number, to: number): number {
  return to > from ? ((t - from) / (to - from)) * 100 : 50;
}

const DAY_STEPS = [1, 2, 7, 14];
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 36, 60, 120];

/**
 * Where to label a time axis: at most `max` ticks inside `from`..`to`, on whole days (every 1, 2, 7 or 14 days) for
 * a span under two months, otherwise on the first of a month, every 1, 2, 3 or 6 months or 1, 2, 3, 5 or 10 years,
 * aligned to the calendar (January, April, July... for every three months) so labels do not wander as data is added.
 */
export function timeTicks(from: number, to: number, max = 5): number[] {
  if (!(to > from) || max < 1) return Number.isFinite(from) ? [from] : [];
  if (to - from < 62 * DAY_MS) {
    const first = Math.ceil(from / DAY_MS) * DAY_MS;
    for (const step of DAY_STEPS) {
      const ticks: number[] = [];
      for (let t = first; t <= to; t += step * DAY_MS) ticks.push(t);
      if (ticks.length <= max) return ticks;
    }
  }
  const start = new Date(from);
  for (const step of MONTH_STEPS) {
    const ticks: number[] = [];
    let year = start.getUTCFullYear();
    let month = start.getUTCMonth();
    for (;;) {
      const t = Date.UTC(year, month, 1);
      if (t > to) break;
      const index = year * 12 + month;
      if (t >= from && index % step === 0) ticks.push(t);
      month += 1;
      if (month === 12) {
        month = 0;
        year += 1;
      }
    }
    if (ticks.length <= max) return ticks;
  }
  return [from, to];
}

/**
 * The runs of points to join with a line: consecutive points further apart than `breakOver` ms are not joined (a
 * hole in the data is no price move). Each run is [first index, last index].
 */
export function lineRuns(times: readonly number[], breakOver: number): [number, number][] {
  if (times.length === 0) return [];
  const runs: [number, number][] = [];
  let start = 0;
  for (let i = 1; i < times.length; i += 1) {
    if (times[i] - times[i - 1] > breakOver) {
      runs.push([start, i - 1]);
      start = i;
    }
  }
  runs.push([start, times.length - 1]);
  return runs;
}

/** The index of the position (percentages, ascending) nearest to `x`. */
export function nearestIndex(positions: readonly number[], x: number): number {
  let best = 0;
  for (let i = 1; i < positions.length; i += 1) {
    if (Math.abs(positions[i] - x) < Math.abs(positions[best] - x)) best = i;
  }
  return best;
}
