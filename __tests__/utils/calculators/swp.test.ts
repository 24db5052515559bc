import { swpSchedule } from '@/utils/calculators/swp';
import { expectRupees } from './helpers';

describe('swpSchedule', () => {
  it('runs out in month 4 for ₹30,000 withdrawing ₹10,000 a month at 12%', () => {
    // Withdraw first, then grow 1%:
    // m1 (30,000 - 10,000) * 1.01 = 20,200; m2 (20,200 - 10,000) * 1.01 = 10,302;
    // m3 (10,302 - 10,000) * 1.01 = 305.02; m4 pays the last 305.02. Total 30,305.02.
    const result = swpSchedule(30000, 10000, 12, 1);
    expect(result.depletedInMonth).toBe(4);
    expectRupees(result.totalWithdrawn, 30305.02);
    expect(result.finalBalance).toBe(0);
    expectRupees(result.years[0].growth, 200 + 102 + 3.02);
  });

  it('keeps ₹99,873.17 of ₹1,00,000 after a year of ₹1,000 withdrawals at 12%', () => {
    // Closed form: C(1 + r)^12 - W(1 + r)((1 + r)^12 - 1) / r
    //   = 1,12,682.50 - 1,000 * 1.01 * 12.6825030 = 99,873.17
    const result = swpSchedule(100000, 1000, 12, 1);
    expect(result.depletedInMonth).toBeNull();
    expect(result.totalWithdrawn).toBe(12000);
    expectRupees(result.finalBalance, 99873.17);
    const [year] = result.years;
    expect(year.openingBalance).toBe(100000);
    expectRupees(year.closingBalance, 99873.17);
    // Growth balances the books: opening - withdrawn + growth = closing.
    expectRupees(year.growth, 99873.17 - 100000 + 12000);
  });

  it('at 0% empties exactly in month 12 when 12 withdrawals equal the corpus', () => {
    const result = swpSchedule(120000, 10000, 0, 2);
    expect(result.depletedInMonth).toBe(12);
    expect(result.totalWithdrawn).toBe(120000);
    // The second year has nothing left to pay.
    expect(result.years[1]).toEqual({
      year: 2,
      openingBalance: 0,
      withdrawn: 0,
      growth: 0,
      closingBalance: 0,
      totalWithdrawn: 120000,
    });
  });

  it('pays what is left when the withdrawal is larger than the corpus', () => {
    const result = swpSchedule(5000, 8000, 8, 1);
    expect(result.depletedInMonth).toBe(1);
    expect(result.totalWithdrawn).toBe(5000);
  });

  it('with no withdrawal just grows, and never "runs out" even from 0', () => {
    const grown = swpSchedule(100000, 0, 12, 1);
    expectRupees(grown.finalBalance, 112682.5); // 1,00,000 * 1.01^12
    expect(grown.depletedInMonth).toBeNull();
    expect(swpSchedule(0, 0, 12, 1).depletedInMonth).toBeNull();
  });

  it('tracks the running total withdrawn by year', () => {
    const result = swpSchedule(1000000, 8000, 8, 3);
    expect(result.years.map((y) => y.totalWithdrawn)).toEqual([96000, 192000, 288000]);
  });

  it('has no rows for 0 years and rejects bad inputs', () => {
    expect(swpSchedule(1000, 100, 8, 0)).toEqual({
      years: [],
      totalWithdrawn: 0,
      finalBalance: 1000,
      depletedInMonth: null,
    });
    expect(() => swpSchedule(-1, 100, 8, 1)).toThrow(RangeError);
    expect(() => swpSchedule(1000, -1, 8, 1)).toThrow(RangeError);
    expect(() => swpSchedule(1000, 100, -100, 1)).toThrow(RangeError);
    expect(() => swpSchedule(1000, 100, 8, 1.5)).toThrow(RangeError);
  });
});
