/**
 * Exact decimal arithmetic for units and NAVs. Units are stored as text with 4 decimals and NAVs as the
 * exact text AMFI publishes; doing the division in binary floats would make "holdings = sum of units"
 * drift by a ten-thousandth here and there, so everything goes through scaled BigInts.
 */

export const UNIT_DECIMALS = 4;
const UNIT_SCALE = 10n ** BigInt(UNIT_DECIMALS);

interface Scaled {
  value: bigint;
  decimals: number;
}

function parse(text: string): Scaled {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal number: '${text}'`);
  const fraction = match[3] ?? '';
  const magnitude = BigInt(match[2] + fraction);
  return { value: match[1] ? -magnitude : magnitude, decimals: fraction.length };
}

/** Integer division rounding half away from zero (the rounding registrars use for units). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** Units as an integer count of ten-thousandths: '12.3456' -> 123456n. */
export function unitsToScaled(units: string): bigint {
  const { value, decimals } = parse(units);
  if (decimals > UNIT_DECIMALS)
    throw new RangeError(`units carry at most ${UNIT_DECIMALS} decimals: '${units}'`);
  return value * 10n ** BigInt(UNIT_DECIMALS - decimals);
}

/** 123456n -> '12.3456' (always 4 decimals, as the units column holds them). */
export function scaledToUnits(scaled: bigint): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(UNIT_DECIMALS + 1, '0');
  const whole = digits.slice(0, -UNIT_DECIMALS);
  return `${negative ? '-' : ''}${whole}.${digits.slice(-UNIT_DECIMALS)}`;
}

/** Units allotted for an amount in paise at a NAV: amount / NAV, rounded to 4 decimals. */
export function unitsForAmount(amountPaise: number, nav: string): string {
  if (!Number.isSafeInteger(amountPaise)) throw new RangeError('amount must be whole paise');
  const { value: navValue, decimals } = parse(nav);
  if (navValue <= 0n) throw new RangeError(`NAV must be positive: '${nav}'`);
  // units = (paise / 100) / (navValue / 10^decimals), then scaled by 10^4.
  const numerator = BigInt(amountPaise) * 10n ** BigInt(decimals) * UNIT_SCALE;
  return scaledToUnits(divRound(numerator, 100n * navValue));
}

/** Value in paise of some units at a NAV, rounded to the nearest paisa. */
export function valueInPaise(units: string, nav: string): number {
  const { value: navValue, decimals } = parse(nav);
  const scaledUnits = unitsToScaled(units);
  // paise = units * nav * 100 = scaledUnits / 10^4 * navValue / 10^decimals * 100.
  const paise = divRound(scaledUnits * navValue * 100n, UNIT_SCALE * 10n ** BigInt(decimals));
  return Number(paise);
}

export function sumUnits(units: readonly string[]): string {
  return scaledToUnits(units.reduce((total, u) => total + unitsToScaled(u), 0n));
}
