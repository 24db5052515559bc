/**
 * XIRR: the yearly rate r at which the cash flows' present value is zero, with the spreadsheet's convention
 * (actual days / 365, discounted to the first flow's date). Money the investor puts in is negative; money out
 * (redemptions, payouts) and today's value are positive.
 *
 * Newton's method is fast but diverges on real SIP flows (large or near -100 % rates, flat slopes), so a
 * bisection over a bracketing range takes over whenever Newton fails.
 */

export interface CashFlow {
  /** YYYY-MM-DD */
  date: string;
  amountPaise: number;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_TOLERANCE = 1e-10;
const MAX_NEWTON_STEPS = 100;
const MAX_BISECTION_STEPS = 300;
// Bracket candidates from near -100 % to a ten-billion-fold yearly gain; a sign change between two neighbours
// holds a root (the present value is continuous on (-1, ∞)).
const BRACKET_POINTS = [
  1e-15 - 1,
  1e-12 - 1,
  -0.999999999,
  -0.9999999,
  -0.99999,
  -0.9999,
  -0.999,
  -0.99,
  -0.95,
  -0.9,
  -0.75,
  -0.5,
  -0.25,
  0,
  0.25,
  0.5,
  1,
  2,
  5,
  10,
  100,
  1e3,
  1e4,
  1e5,
  1e6,
  1e8,
  1e10,
];

interface Point {
  years: number;
  amount: number;
}

/** Tolerance scale: relative to the rate when large, to 1 + rate near -100 % (where 1e-10 absolute is coarse). */
function closeEnough(step: number, rate: number): boolean {
  return Math.abs(step) <= RATE_TOLERANCE * (rate < 0 ? 1 + rate : Math.max(1, rate));
}

function dayNumber(date: string): number {
  const ms = ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`expected a YYYY-MM-DD date, got '${date}'`);
  return Math.round(ms / DAY_MS);
}

/** Present value and its derivative at rate r. */
function presentValue(points: Point[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const { years, amount } of points) {
    const factor = Math.pow(1 + rate, years);
    value += amount / factor;
    slope -= (years * amount) / (factor * (1 + rate));
  }
  return { value, slope };
}

function newton(points: Point[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const { value, slope } = presentValue(points, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    // A zero step: the rate cannot be told apart any finer in a double.
    if (next === rate || closeEnough(next - rate, next)) return next;
    rate = next;
  }
  return null;
}

function bisection(points: Point[]): number | null {
  const signAt = (rate: number) => Math.sign(presentValue(points, rate).value);
  for (let i = 0; i + 1 < BRACKET_POINTS.length; i += 1) {
    let low = BRACKET_POINTS[i];
    let high = BRACKET_POINTS[i + 1];
    const lowSign = signAt(low);
    if (lowSign === 0) return low;
    const highSign = signAt(high);
    if (Number.isNaN(lowSign) || Number.isNaN(highSign) || lowSign === highSign) continue;
    for (let step = 0; step < MAX_BISECTION_STEPS; step += 1) {
      const mid = (low + high) / 2;
      const midSign = signAt(mid);
      if (midSign === 0 || mid === low || mid === high || closeEnough(high - low, mid)) return mid;
      if (midSign === lowSign) low = mid;
      else high = mid;
    }
    return (low + high) / 2;
  }
  return null;
}

/**
 * The yearly rate as a fraction (0.1234 = 12.34 %), or null when there is none to give: fewer than two flows,
 * every flow on one day (no time has passed, so no yearly rate exists), no money in, or no root found.
 * Money in with nothing back at all (every positive flow zero: the whole investment lost) is -1, -100 %: the
 * limit of the rate as the final value falls to zero, and what the investor lived through. A spreadsheet says
 * #NUM! there only because its root finder cannot reach -100 %.
 */
export function xirr(flows: readonly CashFlow[], guess = 0.1): number | null {
  if (flows.length < 2) return null;
  for (const flow of flows) {
    if (!Number.isFinite(flow.amountPaise))
      throw new RangeError(`amount must be finite, got ${flow.amountPaise}`);
  }
  const days = flows.map((flow) => dayNumber(flow.date));
  const first = Math.min(...days);
  if (Math.max(...days) === first) return null;
  const hasIn = flows.some((flow) => flow.amountPaise < 0);
  const hasOut = flows.some((flow) => flow.amountPaise > 0);
  if (!hasIn) return null;
  if (!hasOut) return -1;
  // Scaling to the largest flow keeps sums of crore-sized paise amounts well inside a double's precision.
  const scale = Math.max(...flows.map((flow) => Math.abs(flow.amountPaise)));
  const points = flows
    .map((flow, i) => ({ years: (days[i] - first) / 365, amount: flow.amountPaise / scale }))
    .filter((point) => point.amount !== 0);
  // Flows that only net out on one day say nothing about a rate.
  if (points.every((point) => point.years === points[0].years)) return null;
  const rate = newton(points, guess) ?? bisection(points);
  return rate === null || !Number.isFinite(rate) ? null : rate;
}
