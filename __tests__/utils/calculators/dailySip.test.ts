import {
  MARKET_DAYS_PER_MONTH,
  MARKET_DAYS_PER_YEAR,
  dailyRate,
  dailySipFutureValue,
  dailySipSchedule,
} from '@/utils/calculators/dailySip';
import { sipFutureValue } from '@/utils/calculators/sip';
import { expectClose, expectRupees } from './helpers';

describe('daily SIP conventions', () => {
  it('counts 21 market days a month, 252 a year', () => {
    expect(MARKET_DAYS_PER_MONTH).toBe(21);
    expect(MARKET_DAYS_PER_YEAR).toBe(252);
  });

  it('uses the daily rate that compounds to the SIP monthly rate over 21 market days', () => {
    // 12% a year -> 1% a month; (1 + d)^21 = 1.01, so d = 1.01^(1/21) - 1 = 0.000473937...
    const d = dailyRate(12);
    expectClose(Math.pow(1 + d, 21), 1.01);
    expect(d).toBeCloseTo(0.00047394, 8);
    expect(dailyRate(0)).toBe(0);
  });
});

describe('dailySipFutureValue', () => {
  it('at 0% is the sum of the instalments: ₹100 x 252 days = ₹25,200', () => {
    expect(dailySipFutureValue(100, 0, 252)).toBe(25200);
  });

  it('pays at the start of the day: one ₹1,000 instalment earns one day of growth', () => {
    expectClose(dailySipFutureValue(1000, 12, 1), 1000 * (1 + dailyRate(12)));
  });

  it('gives ₹2,110.98 for 21 days of ₹100 at 12%', () => {
    // D * ((1 + d)^21 - 1) / d * (1 + d) = 100 * 0.01 / 0.00047393755 * 1.00047393755 = 2,110.98
    expectRupees(dailySipFutureValue(100, 12, 21), 2110.98);
  });

  it('is 0 for no days or no amount', () => {
    expect(dailySipFutureValue(100, 12, 0)).toBe(0);
    expect(dailySipFutureValue(0, 12, 252)).toBe(0);
  });

  it('is a little below a monthly SIP of 21 times the amount, paid at the month start', () => {
    // ₹500 a day vs ₹10,500 a month at 12% for 10 years: ₹24,28,038.38 vs ₹24,39,560.30.
    const daily = dailySipFutureValue(500, 12, 10 * 252);
    const monthly = sipFutureValue(10500, 12, 120);
    expectRupees(daily, 2428038.38);
    expectRupees(monthly, 2439560.3);
    expect(daily).toBeLessThan(monthly);
  });

  it('rejects bad inputs', () => {
    expect(() => dailySipFutureValue(-1, 12, 10)).toThrow(RangeError);
    expect(() => dailySipFutureValue(100, 12, 2.5)).toThrow(RangeError);
    expect(() => dailySipFutureValue(100, Number.NaN, 10)).toThrow(RangeError);
  });
});

describe('dailySipSchedule', () => {
  it('lists each year-end: ₹100 a day at 12% is worth ₹26,772.54 after 1 year on ₹25,200 invested', () => {
    // 100 * (1.01^12 - 1) / d * (1 + d) = 100 * 0.126825030 / 0.000473938 * 1.000473938 = 26,772.54
    const rows = dailySipSchedule(100, 12, 2);
    expect(rows.map((r) => r.year)).toEqual([1, 2]);
    expect(rows[0].invested).toBe(25200);
    expect(rows[1].invested).toBe(50400);
    expectRupees(rows[0].value, 26772.54);
    expectClose(rows[1].value, dailySipFutureValue(100, 12, 504));
  });

  it('is empty for 0 years and rejects fractional years', () => {
    expect(dailySipSchedule(100, 12, 0)).toEqual([]);
    expect(() => dailySipSchedule(100, 12, 1.5)).toThrow(RangeError);
  });
});
