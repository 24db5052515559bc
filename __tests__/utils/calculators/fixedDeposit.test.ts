import {
  DEFAULT_COMPOUNDING,
  fdMaturity,
  fdSchedule,
  isCompounding,
} from '@/utils/calculators/fixedDeposit';
import { expectRupees } from './helpers';

describe('fdMaturity', () => {
  it('compounds quarterly by default, as Indian banks do', () => {
    expect(DEFAULT_COMPOUNDING).toBe('quarterly');
  });

  it('₹1,00,000 at 8% quarterly for 12 months is ₹1,08,243.22', () => {
    // 2% a quarter, 4 quarters: 1,00,000 * 1.02^4 = 1,08,243.216
    expectRupees(fdMaturity(100000, 8, 12, 'quarterly'), 108243.22);
  });

  it('pays simple interest for a broken period: 14 months quarterly is ₹1,09,686.46', () => {
    // 4 whole quarters -> 1,08,243.216; 2 more months at 8% simple: * (1 + 0.08 * 2/12) = 1,09,686.459
    expectRupees(fdMaturity(100000, 8, 14, 'quarterly'), 109686.46);
  });

  it('monthly: ₹1,00,000 at 12% for 12 months is ₹1,12,682.50', () => {
    expectRupees(fdMaturity(100000, 12, 12, 'monthly'), 112682.5);
  });

  it('yearly: ₹1,00,000 at 8% for 24 months is ₹1,16,640', () => {
    // 1,00,000 * 1.08 * 1.08
    expectRupees(fdMaturity(100000, 8, 24, 'yearly'), 116640);
  });

  it('simple: ₹1,00,000 at 7% is ₹1,35,000 after 60 months and ₹1,03,500 after 6', () => {
    expectRupees(fdMaturity(100000, 7, 60, 'simple'), 135000);
    expectRupees(fdMaturity(100000, 7, 6, 'simple'), 103500);
  });

  it('a 1-month quarterly deposit earns one month of simple interest: ₹1,00,000 at 6% -> ₹1,00,500', () => {
    expectRupees(fdMaturity(100000, 6, 1, 'quarterly'), 100500);
  });

  it('keeps the principal at 0 months or 0%', () => {
    expect(fdMaturity(50000, 7, 0, 'quarterly')).toBe(50000);
    expect(fdMaturity(50000, 0, 36, 'monthly')).toBe(50000);
  });

  it('rejects bad inputs', () => {
    expect(() => fdMaturity(-1, 7, 12, 'quarterly')).toThrow(RangeError);
    expect(() => fdMaturity(1000, 7, 1.5, 'quarterly')).toThrow(RangeError);
    // @ts-expect-error an unknown compounding is a caller's bug
    expect(() => fdMaturity(1000, 7, 12, 'daily')).toThrow(RangeError);
  });

  it('recognises the compounding names', () => {
    expect(['simple', 'monthly', 'quarterly', 'yearly'].every(isCompounding)).toBe(true);
    expect(isCompounding('daily')).toBe(false);
  });
});

describe('fdSchedule', () => {
  it('gives a row per year and a last row for the part year', () => {
    const rows = fdSchedule(100000, 8, 14, 'quarterly');
    expect(rows.map((r) => [r.year, r.months])).toEqual([
      [1, 12],
      [2, 14],
    ]);
    expectRupees(rows[0].interest, 8243.22);
    expectRupees(rows[1].balance, 109686.46);
    // Interest by row adds up to the total interest.
    expectRupees(rows[0].interest + rows[1].interest, 9686.46);
  });

  it('has exactly one row per year for whole years and none for 0 months', () => {
    expect(fdSchedule(100000, 7, 36, 'yearly').map((r) => r.months)).toEqual([12, 24, 36]);
    expect(fdSchedule(100000, 7, 0, 'yearly')).toEqual([]);
  });
});
