/** Input sanitising for controlled fields (phone input keeps digits only). */

/**
 * First code point of each block of decimal digits in the scripts of the supported languages
 * (Devanagari for Hindi and Marathi, Bengali, Gurmukhi for Punjabi, Gujarati). Phones with
 * those keyboards type these digits; they are turned into ASCII instead of being dropped.
 */
const DIGIT_BLOCK_STARTS = [0x0966, 0x09e6, 0x0a66, 0x0ae6];

function toAsciiDigit(char: string): string {
  if (char >= '0' && char <= '9') return char;
  const code = char.codePointAt(0) ?? 0;
  const start = DIGIT_BLOCK_STARTS.find((s) => code >= s && code <= s + 9);
  return start === undefined ? '' : String(code - start);
}

/** Keeps digits only, optionally cut to `maxLen`: '+91 98765-43210' -> '919876543210'. */
export function digitsOnly(input: string | number | null | undefined, maxLen?: number): string {
  if (maxLen !== undefined && (!Number.isInteger(maxLen) || maxLen < 0)) {
    throw new RangeError(`maxLen must be a non-negative integer, got ${maxLen}`);
  }
  if (input === null || input === undefined) return '';
  const digits = Array.from(String(input), toAsciiDigit).join('');
  return maxLen === undefined ? digits : digits.slice(0, maxLen);
}

/** Characters as a person counts them (code points), matching PostgreSQL's length(). */
export function textLength(text: string): number {
  return Array.from(text).length;
}
