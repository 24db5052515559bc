import {
  abbreviateINR,
  abbreviateIndian,
  formatINR,
  formatIndianNumber,
  formatPaise,
  paiseToRupees,
  roundHalfAway,
  rupeesToPaise,
} from '@/utils/money';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
    [1234567890123, '12,34,56,78,90,123'],
  ])('groups %p as %p', (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  it('puts the minus sign before negative numbers', () => {
    expect(formatIndianNumber(-123456789)).toBe('-12,34,56,789');
    expect(formatIndianNumber(-999)).toBe('-999');
  });

  it('keeps up to two decimals and drops trailing zeros by default', () => {
    expect(formatIndianNumber(1234567.5)).toBe('12,34,567.5');
    expect(formatIndianNumber(1234567.456)).toBe('12,34,567.46');
    expect(formatIndianNumber(1234567.0)).toBe('12,34,567');
    expect(formatIndianNumber(0.1 + 0.2)).toBe('0.3');
  });

  it('shows exactly the requested decimals', () => {
    expect(formatIndianNumber(1234567, { decimals: 2 })).toBe('12,34,567.00');
    expect(formatIndianNumber(1234567.891, { decimals: 1 })).toBe('12,34,567.9');
    expect(formatIndianNumber(99999.5, { decimals: 0 })).toBe('1,00,000');
  });

  it('rounds half away from zero without binary artefacts', () => {
    expect(formatIndianNumber(1.005, { decimals: 2 })).toBe('1.01');
    expect(formatIndianNumber(-1.005, { decimals: 2 })).toBe('-1.01');
    expect(formatIndianNumber(2.5, { decimals: 0 })).toBe('3');
  });

  it('does not print a negative zero', () => {
    expect(formatIndianNumber(-0.001)).toBe('0');
    expect(formatIndianNumber(-0)).toBe('0');
  });

  it('agrees with the en-IN locale over many values', () => {
    const oracle = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const value = Math.round(((seed / 2147483647) * 2 - 1) * 10 ** (i % 13)) / 100;
      expect(formatIndianNumber(value)).toBe(oracle.format(value).replace(/^-0$/, '0'));
    }
  });

  it('shows a dash for missing or non-finite values', () => {
    expect(formatIndianNumber(undefined)).toBe('—');
    expect(formatIndianNumber(null)).toBe('—');
    expect(formatIndianNumber(Number.NaN)).toBe('—');
    expect(formatIndianNumber(Infinity)).toBe('—');
  });

  it('rejects an invalid decimals option', () => {
    expect(() => formatIndianNumber(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatIndianNumber(1, { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('formatINR', () => {
  it('prefixes the rupee symbol', () => {
    expect(formatINR(123456789)).toBe('₹12,34,56,789');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(1500.5, { decimals: 2 })).toBe('₹1,500.50');
  });

  it('puts the minus sign (U+2212, as gains are written) before the symbol, in every form of an amount', () => {
    expect(formatINR(-1234.5)).toBe('−₹1,234.50');
    expect(formatINR(-1)).toBe('−₹1');
    expect(formatPaise(-100)).toBe('−₹1');
    expect(formatINR(-19999.5)).toBe('−₹19,999.50');
    expect(formatINR(-0.004)).toBe('₹0');
    expect(abbreviateINR(-150000)).toBe('−₹1.5 L');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatINR(undefined)).toBe('—');
  });
});

describe('paise helpers', () => {
  it('converts paise to rupees', () => {
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(paiseToRupees(5)).toBe(0.05);
    expect(paiseToRupees(-250)).toBe(-2.5);
    expect(paiseToRupees(0)).toBe(0);
  });

  it('rejects fractional or unsafe paise', () => {
    expect(() => paiseToRupees(10.5)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    expect(() => paiseToRupees(Number.NaN)).toThrow(RangeError);
  });

  it('converts rupees to whole paise despite binary fractions', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999 in floating point.
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1.15)).toBe(115);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(1234567.89)).toBe(123456789);
    expect(Number.isInteger(rupeesToPaise(0.1 + 0.2))).toBe(true);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('rounds fractions of a paisa half away from zero', () => {
    expect(rupeesToPaise(0.295)).toBe(30);
    expect(rupeesToPaise(0.294)).toBe(29);
    expect(rupeesToPaise(-0.295)).toBe(-30);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
  });

  it('round-trips every paise amount of a range', () => {
    for (let paise = -2000; paise <= 2000; paise += 1) {
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
    }
  });

  it('rejects non-finite rupees', () => {
    expect(() => rupeesToPaise(Infinity)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('formats paise amounts as rupees', () => {
    expect(formatPaise(123456789)).toBe('₹12,34,567.89');
    expect(formatPaise(1234550)).toBe('₹12,345.50');
    expect(formatPaise(1.5)).toBe('—');
    expect(formatPaise(null)).toBe('—');
  });
});

describe('roundHalfAway', () => {
  it('rounds very large and very small numbers', () => {
    expect(roundHalfAway(1e21, 2)).toBe(1e21);
    expect(roundHalfAway(1e-7, 2)).toBe(0);
    expect(roundHalfAway(-2.5)).toBe(-3);
  });
});

describe('abbreviateINR', () => {
  it.each([
    [12345678, '₹1.23 Cr'],
    [1250000, '₹12.5 L'],
    [10000000, '₹1 Cr'],
    [100000, '₹1 L'],
    [1500, '₹1.5 K'],
    [1000, '₹1 K'],
    [999, '₹999'],
    [12.5, '₹12.5'],
    [0, '₹0'],
    [99999, '₹1 L'],
    [9999999, '₹1 Cr'],
    [99499, '₹99.5 K'],
    [1234567890123, '₹1,23,456.79 Cr'],
  ])('abbreviates %p as %p', (value, expected) => {
    expect(abbreviateINR(value)).toBe(expected);
  });

  it('handles negative amounts', () => {
    expect(abbreviateINR(-12345678)).toBe('−₹1.23 Cr');
    expect(abbreviateINR(-1500)).toBe('−₹1.5 K');
    expect(abbreviateINR(-0.001)).toBe('₹0');
  });

  it('honours a decimals option', () => {
    expect(abbreviateINR(12345678, { decimals: 0 })).toBe('₹1 Cr');
    expect(abbreviateINR(12345678, { decimals: 3 })).toBe('₹1.235 Cr');
    // 600 must not round up to a thousand when no decimals are kept.
    expect(abbreviateINR(600, { decimals: 0 })).toBe('₹600');
  });

  it('shows a dash for a missing amount', () => {
    expect(abbreviateINR(undefined)).toBe('—');
    expect(abbreviateIndian(Number.NaN)).toBe('—');
  });

  it('has an unsymbolled variant', () => {
    expect(abbreviateIndian(1250000)).toBe('12.5 L');
    expect(abbreviateIndian(999.999)).toBe('1 K');
  });
});
