/**
 * Money formatting for an Indian audience (digit grouping, K, L and Cr, the rupee symbol).
 *
 * Amounts travel as integer paise in the database and in APIs; these helpers convert at the
 * edge and format rupees with Indian digit grouping (12,34,56,789) and the K / L / Cr
 * abbreviations. Grouping is done by hand rather than with Intl 'en-IN' so that server and
 * browser output is identical whatever ICU data the runtime ships.
 */

export const RUPEE_SYMBOL = '₹';
/** Shown instead of a number when the value is missing or not finite. */
export const EMPTY_AMOUNT = '—';

export const THOUSAND = 1e3;
export const LAKH = 1e5;
export const CRORE = 1e7;

export interface FormatOptions {
  /**
   * Exact number of decimals to show. When omitted, up to 2 decimals are shown and trailing
   * zeros are dropped, so whole amounts print without a fraction.
   */
  decimals?: number;
}

const DEFAULT_MAX_DECIMALS = 2;

function assertDecimals(decimals: number): void {
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
function formatAbsolute(abs: number, options: FormatOptions, maxDecimals = DEFAULT_MAX_DECIMALS): string {
  const fixed = options.decimals !== undefined ? options.decimals : maxDecimals;
  assertDecimals(fixed);
  let text = roundHalfAway(abs, fixed).toFixed(fixed);
  if (options.decimals === undefined && text.includes('.')) {
    text = text.replace(/\.?0+$/, '');
  }
  const [intPart, fracPart] = text.split('.');
  return fracPart ? `${groupIntegerDigits(intPart)}.${fracPart}` : groupIntegerDigits(intPart);
}

function isNegativeAfterRounding(value: number, options: FormatOptions): boolean {
  const decimals = options.decimals ?? DEFAULT_MAX_DECIMALS;
  return value < 0 && roundHalfAway(value, decimals) !== 0;
}

/** Indian digit grouping without a currency symbol: 123456789 -> '12,34,56,789'. */
export function formatIndianNumber(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_AMOUNT;
  const body = formatAbsolute(Math.abs(value), options);
  return isNegativeAfterRounding(value, options) ? `-${body}` : body;
}

/** Rupees with the symbol: 1234567.5 -> '₹12,34,567.5'; negatives as '-₹1,234'. */
export function formatINR(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_AMOUNT;
  const body = `${RUPEE_SYMBOL}${formatAbsolute(Math.abs(value), options)}`;
  return isNegativeAfterRounding(value, options) ? `-${body}` : body;
}

/** Integer paise -> rupees. Rejects fractional paise, which would mean a bug upstream. */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`paise must be a safe integer, got ${paise}`);
  }
  return paise / 100;
}

/** Rupees -> integer paise, rounding half away from zero (0.295 -> 30, not 29). */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  const paise = roundHalfAway(rupees, 2) * 100;
  const whole = Math.round(paise);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`amount too large: ${rupees}`);
  return whole === 0 ? 0 : whole;
}

/** Formats an integer paise amount as rupees: 1234550 -> '₹12,345.5'. */
export function formatPaise(paise: number | null | undefined, options: FormatOptions = {}): string {
  if (paise === null || paise === undefined || !Number.isSafeInteger(paise)) return EMPTY_AMOUNT;
  return formatINR(paiseToRupees(paise), options);
}

const UNITS = [
  { size: CRORE, suffix: 'Cr' },
  { size: LAKH, suffix: 'L' },
  { size: THOUSAND, suffix: 'K' },
] as const;

export interface AbbreviateOptions {
  /** Maximum decimals of the scaled number; trailing zeros are dropped. Default 2. */
  decimals?: number;
}

/**
 * Short Indian form without the symbol: 12345678 -> '1.23 Cr', 1250000 -> '12.5 L',
 * 1500 -> '1.5 K'. A value that rounds up to the next unit is promoted (99999 -> '1 L').
 */
export function abbreviateIndian(value: number | null | undefined, options: AbbreviateOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_AMOUNT;
  const decimals = options.decimals ?? DEFAULT_MAX_DECIMALS;
  assertDecimals(decimals);
  const abs = Math.abs(value);
  const index = UNITS.findIndex((unit) => abs >= unit.size);
  let scaled: number;
  let suffix: string;
  if (index === -1) {
    scaled = roundHalfAway(abs, decimals);
    // 999.999 rounds to 1000, which reads better as '1 K'.
    if (scaled >= THOUSAND) {
      scaled = 1;
      suffix = ' K';
    } else {
      suffix = '';
    }
  } else {
    const unit = UNITS[index];
    scaled = roundHalfAway(abs / unit.size, decimals);
    suffix = ` ${unit.suffix}`;
    const larger = UNITS[index - 1];
    // 99,999 is 99.999 K, which rounds to 100 K: that is 1 L.
    if (larger && scaled * unit.size >= larger.size) {
      scaled = roundHalfAway(abs / larger.size, decimals);
      suffix = ` ${larger.suffix}`;
    }
  }
  if (scaled === 0) return '0';
  const sign = value < 0 ? '-' : '';
  return `${sign}${formatAbsolute(scaled, {}, decimals)}${suffix}`;
}

/** Short form with the rupee symbol: 12345678 -> '₹1.23 Cr', -150000 -> '-₹1.5 L'. */
export function abbreviateINR(value: number | null | undefined, options: AbbreviateOptions = {}): string {
  const short = abbreviateIndian(value, options);
  if (short === EMPTY_AMOUNT) return short;
  return short.startsWith('-') ? `-${RUPEE_SYMBOL}${short.slice(1)}` : `${RUPEE_SYMBOL}${short}`;
}
