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
