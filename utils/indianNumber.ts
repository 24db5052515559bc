// Indian digit grouping (12,34,56,789) without anything else of utils/money, which re-exports all of it.
// Grouping is done by hand rather than with Intl 'en-IN' so that server and browser output is identical whatever
// ICU data the runtime ships.

export const RUPEE_SYMBOL = '₹';
/** Shown instead of a number when the value is missing or not finite. */
export const EMPTY_AMOUNT = '—';

export interface FormatOptions {
  /**
   * Exact number of decimals to show. When omitted, up to 2 decimals are shown and trailing
   * zeros are dropped, so whole amounts print without a fraction.
   */
  decimals?: number;
}

export const DEFAULT_MAX_DECIMALS = 2;

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be an integer from 0 to 10, got ${decimals}`);
  }
}

/**
 * Rounds half away from zero at the given number of decimals. Shifting through the exponent
 * notation avoids binary artefacts such as 1.005 * 100 = 100.49999999999999.
 */
export function roundHalfAway(value: number, decimals = 0): number {
  assertDecimals(decimals);
  const abs = Math.abs(value);
  // Past 2^53 a double has no fractional digits left to round.
  if (abs >= Number.MAX_SAFE_INTEGER) return value;
  // Exponent-shifting only works for numbers printed without an exponent of their own (1e-7).
  const rounded = /e/i.test(String(abs))
    ? Math.round(abs * 10 ** decimals) / 10 ** decimals
    : Number(`${Math.round(Number(`${abs}e${decimals}`))}e-${decimals}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** 123456789 -> '12,34,56,789': the last three digits, then groups of two. */
function groupIntegerDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

/**
 * Formats a non-negative number with grouping. `decimals` fixes the fraction length; without
 * it up to 2 decimals are kept and trailing zeros dropped. `maxDecimals` changes that cap.
 */
export function formatAbsolute(abs: number, options: FormatOptions, maxDecimals = DEFAULT_MAX_DECIMALS): string {
  const fixed = options.decimals !== undefined ? options.decimals : maxDecimals;
  assertDecimals(fixed);
  let text = roundHalfAway(abs, fixed).toFixed(fixed);
  if (options.decimals === undefined && text.includes('.')) {
    text = text.replace(/\.?0+$/, '');
  }
  const [intPart, fracPart] = text.split('.');
  return fracPart ? `${groupIntegerDigits(intPart)}.${fracPart}` : groupIntegerDigits(intPart);
}

export function isNegativeAfterRounding(value: number, options: FormatOptions): boolean {
  const decimals = options.decimals ?? DEFAULT_MAX_DECIMALS;
  return value < 0 && roundHalfAway(value, decimals) !== 0;
}

/** Indian digit grouping without a currency symbol: 123456789 -> '12,34,56,789'. */
export function formatIndianNumber(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_AMOUNT;
  const body = formatAbsolute(Math.abs(value), options);
  return isNegativeAfterRounding(value, options) ? `-${body}` : body;
}

