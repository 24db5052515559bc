import {
  DEBT_LTV_PERCENT,
  EQUITY_LTV_PERCENT,
  eligibleLoan,
  emi,
  loanSchedule,
} from '@/utils/calculators/loanAgainstMf';
import { expectRupees } from './helpers';

describe('eligibleLoan', () => {
  it('lends 50% of equity and 80% of debt fund value', () => {
    expect(EQUITY_LTV_PERCENT).toBe(50);
    expect(DEBT_LTV_PERCENT).toBe(80);
    // 50% of 5,00,000 + 80% of 2,00,000 = 2,50,000 + 1,60,000
    expect(eligibleLoan(500000, 200000)).toBe(410000);
    expect(eligibleLoan(0, 0)).toBe(0);
    expect(eligibleLoan(100000, 0)).toBe(50000);
    expect(eligibleLoan(0, 100000)).toBe(80000);
  });

  it('rejects negative values', () => {
    expect(() => eligibleLoan(-1, 0)).toThrow(RangeError);
  });
});

describe('emi', () => {
  it('₹1,00,000 at 12% for 12 months is ₹8,884.88', () => {
    // r = 0.01, (1.01)^12 = 1.12682503; 1,00,000 * 0.01 * 1.12682503 / 0.12682503 = 8,884.88
    expectRupees(emi(100000, 12, 12), 8884.88);
  });

  it('₹2,00,000 at 10.5% for 24 months is ₹9,275.21', () => {
    expectRupees(emi(200000, 10.5, 24), 9275.21);
  });

  it('is principal / months at 0%, and the whole loan for one month', () => {
    expect(emi(120000, 0, 12)).toBe(10000);
    // One month at 12%: 1,00,000 * 1.01 = 1,01,000.
    expectRupees(emi(100000, 12, 1), 101000);
  });

  it('rejects a tenure under one month', () => {
    expect(() => emi(1000, 10, 0)).toThrow(RangeError);
    expect(() => emi(1000, 10, 1.5)).toThrow(RangeError);
  });
});

describe('loanSchedule', () => {
  it('totals for ₹1,00,000 at 12% over 12 months: ₹6,618.55 interest', () => {
    // 12 * 8,884.8789 - 1,00,000 = 6,618.55
    const r = loanSchedule(100000, 12, 12);
    expectRupees(r.totalInterest, 6618.55);
    expectRupees(r.totalPayment, 106618.55);
    expect(r.years).toHaveLength(1);
    expectRupees(r.years[0].principalPaid, 100000);
    expect(Math.abs(r.years[0].balance)).toBeLessThan(1e-6);
  });

  it('first month: interest ₹1,000 on ₹1,00,000 at 1% a month, the rest repays the loan', () => {
    const r = loanSchedule(100000, 12, 1);
    expectRupees(r.years[0].interestPaid, 1000);
    expectRupees(r.years[0].principalPaid, 100000);
  });

  it('splits a 30-month loan into years 1, 2 and a part year 3', () => {
    const r = loanSchedule(300000, 0, 30);
    expect(r.emi).toBe(10000);
    expect(r.years.map((y) => [y.year, y.principalPaid, y.balance, y.totalPaid])).toEqual([
      [1, 120000, 180000, 120000],
      [2, 120000, 60000, 240000],
      [3, 60000, 0, 300000],
    ]);
    expect(r.totalInterest).toBe(0);
  });
});
