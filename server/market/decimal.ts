// Exact arithmetic on NAV decimal strings. NAVs carry up to 8 decimals; a return computed through binary
// floats is usually right to 6 places, but "usually" is not good enough for figures shown to investors.

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

function fractionDigits(text: string): number {
  const match = DECIMAL.exec(text);
  return match?.[3]?.length ?? 0;
}

/** '170.7719' at scale 6 -> 170771900n. Throws on text that is not a plain decimal. */
export function toScaledInt(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Not a decimal number: "${text}"`);
  const fraction = (match[3] ?? '').padEnd(scale, '0');
  if (fraction.length > scale) throw new Error(`"${text}" has more than ${scale} decimals`);
  const magnitude = BigInt((match[2] || '0') + fraction);
  return match[1] === '-' ? -magnitude : magnitude;
}

/** numerator / denominator rounded half away from zero to `places` decimals, as a number. */
function roundedQuotient(numerator: bigint, denominator: bigint, places: number): number {
  const twice = (numerator * 10n ** BigInt(places) * 2n) / denominator;
  const rounded = (twice + (twice >= 0n ? 1n : -1n)) / 2n;
  return Number(rounded) / 10 ** places;
}

/**
 * (end - start) / start, exact until the final rounding to `places` decimals (default 6).
 * Null when start is not positive: a zero NAV (segregated portfolios publish 0) has no return.
 */
export function relativeChange(start: string, end: string, places = 6): number | null {
  const scale = Math.max(fractionDigits(start), fractionDigits(end));
  const s = toScaledInt(start, scale);
  const e = toScaledInt(end, scale);
  if (s <= 0n) return null;
  return roundedQuotient(e - s, s, places);
}

/** end / start as a float, for the one place that needs a real power (CAGR). */
export function ratio(start: string, end: string): number | null {
  const s = Number(start);
  const e = Number(end);
  return s > 0 && Number.isFinite(e) ? e / s : null;
}

export function roundTo(value: number, places = 6): number {
  const factor = 10 ** places;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  // -0 would print as 0 anyway; keep the sign only for real negatives.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
