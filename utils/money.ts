/**
 * Money formatting for an Indian audience (digit grouping, K, L and Cr, the rupee symbol).
 *
 * Amounts travel as integer paise in the database and in APIs; these helpers convert at the
 * edge and format rupees with Indian digit grouping (12,34,56,789) and the K / L / Cr
 * abbreviations. Grouping is done by hand rather than with Intl 'en-IN' so that server and
 * browser output is identical whatever ICU data the runtime ships.
 */

// The digit grouping itself is in utils/indianNumber, so that a screen that only prints numbers does not ship the
// rest of these helpers (issue 17: first-load JavaScript); everything is still exported from here.
import {
  DEFAULT_MAX_DECIMALS,
  EMPTY_AMOUNT,
  RUPEE_SYMBOL,
  type FormatOptions,
  assertDecimals,
  formatAbsolute,
  isNegativeAfterRounding,
  roundHalfAway,
} from './indianNumber';

export {
  EMPTY_AMOUNT,
  RUPEE_SYMBOL,
  type FormatOptions,
  formatIndianNumber,
  roundHalfAway,
} from './indianNumber';

export const THOUSAND = 1e3;
export const LAKH = 1e5;
export const CRORE = 1e7;

/** The minus sign of a negative amount, '−₹1' (U+2212, as the gains and NAV changes are written), never '-₹1'. */
export const MINUS_SIGN = '\u2212';

/**
 * Rupees with the symbol: 1234567.5 -> '₹12,34,567.50', 1234 -> '₹1,234'; negatives as '−₹1,234'. Paise show as
 * two decimals or none (never '₹2,068.8'), unless `decimals` asks for a number of them.
 */
export function formatINR(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_AMOUNT;
  const digits = options.decimals !== undefined ? formatAbsolute(Math.abs(value), options) : formatAbsolute(Math.abs(value), { decimals: 2 }).replace(/\.00$/, '');
  const body = `${RUPEE_SYMBOL}${digits}`;
  return isNegativeAfterRounding(value, options) ? `${MINUS_SIGN}${body}` : body;
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

/** Formats an integer paise amount as rupees: 1234550 -> '₹12,345.50'. */
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

/** Short form with the rupee symbol: 12345678 -> '₹1.23 Cr', -150000 -> '−₹1.5 L'. */
export function abbreviateINR(value: number | null | undefined, options: AbbreviateOptions = {}): string {
  const short = abbreviateIndian(value, options);
  if (short === EMPTY_AMOUNT) return short;
  return short.startsWith('-') ? `${MINUS_SIGN}${RUPEE_SYMBOL}${short.slice(1)}` : `${RUPEE_SYMBOL}${short}`;
}
