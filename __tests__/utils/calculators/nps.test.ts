import { MIN_ANNUITY_PERCENT, NPS_EXIT_AGE, npsProjection } from '@/utils/calculators/nps';
import { expectRupees } from './helpers';

const base = {
  currentAge: 59,
  monthlyContribution: 1000,
  expectedReturnPercent: 0,
  annuityPercent: 40,
  annuityRatePercent: 6,
};

describe('npsProjection', () => {
  it('exits at 60 with at least 40% in an annuity', () => {
    expect(NPS_EXIT_AGE).toBe(60);
    expect(MIN_ANNUITY_PERCENT).toBe(40);
  });

  it('at 0%, one year of ₹1,000: corpus ₹12,000, ₹4,800 annuity, ₹7,200 lump sum, ₹24 a month', () => {
    // 40% of 12,000 = 4,800; 4,800 * 6% / 12 = 24.
    const r = npsProjection(base);
    expect(r.totalInvested).toBe(12000);
    expect(r.corpus).toBe(12000);
    expect(r.annuityPurchase).toBe(4800);
    expect(r.lumpSum).toBe(7200);
    expect(r.monthlyPension).toBeCloseTo(24, 10);
    expect(r.years).toEqual([{ year: 1, age: 60, invested: 12000, value: 12000 }]);
  });

  it('grows contributions as a SIP: ₹1,000 a month at 12% for a year is ₹12,809.33', () => {
    // 1,000 * (1.01^12 - 1) / 0.01 * 1.01 = 1,000 * 12.682503 * 1.01 = 12,809.33
    const r = npsProjection({ ...base, expectedReturnPercent: 12 });
    expectRupees(r.corpus, 12809.33);
  });

  it('puts everything into the annuity at 100%', () => {
    const r = npsProjection({ ...base, annuityPercent: 100, annuityRatePercent: 12 });
    expect(r.lumpSum).toBe(0);
    // 12,000 * 12% / 12 = 120 a month
    expect(r.monthlyPension).toBeCloseTo(120, 10);
  });

  it('lists one row per year with the age reached', () => {
    const r = npsProjection({ ...base, currentAge: 57 });
    expect(r.years.map((y) => [y.year, y.age, y.invested])).toEqual([
      [1, 58, 12000],
      [2, 59, 24000],
      [3, 60, 36000],
    ]);
  });

  it('has nothing to build at 60', () => {
    const r = npsProjection({ ...base, currentAge: 60 });
    expect(r.years).toEqual([]);
    expect(r.corpus).toBe(0);
    expect(r.monthlyPension).toBe(0);
  });

  it('rejects an annuity share under 40%, an age past 60 and a negative contribution', () => {
    expect(() => npsProjection({ ...base, annuityPercent: 39 })).toThrow(RangeError);
    expect(() => npsProjection({ ...base, annuityPercent: 101 })).toThrow(RangeError);
    expect(() => npsProjection({ ...base, currentAge: 61 })).toThrow(RangeError);
    expect(() => npsProjection({ ...base, currentAge: 30.5 })).toThrow(RangeError);
    expect(() => npsProjection({ ...base, monthlyContribution: -1 })).toThrow(RangeError);
  });
});
