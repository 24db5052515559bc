import { xirr, type CashFlow } from '@/utils/portfolio/xirr';

// Each expected value says where it comes from. "By construction" means the final value was computed from a
// chosen rate with the XIRR convention (actual days / 365): V = Σ amount × (1 + r)^(days to the end / 365),
// rounded to the paisa; the rounding moves the rate by less than 1e-7. "scipy" values are the root of the same
// present-value equation on the rounded flows found by scipy.optimize.brentq (xtol 1e-14), an independent solver.

const flow = (date: string, amountPaise: number): CashFlow => ({ date, amountPaise });
const monthlySip = (year: number, day: string, amountPaise: number) =>
  Array.from({ length: 12 }, (_, m) =>
    flow(`${year}-${String(m + 1).padStart(2, '0')}-${day}`, -amountPaise),
  );

/** Plain Newton from 10 %, no fallback: what the fallback is there for. */
function plainNewton(flows: CashFlow[]): number {
  const t0 = Date.parse(flows[0].date);
  const points = flows.map((f) => ({
    t: (Date.parse(f.date) - t0) / 86_400_000 / 365,
    a: f.amountPaise,
  }));
  let r = 0.1;
  for (let i = 0; i < 100; i += 1) {
    const value = points.reduce((s, p) => s + p.a / (1 + r) ** p.t, 0);
    const slope = points.reduce((s, p) => s - (p.t * p.a) / (1 + r) ** (p.t + 1), 0);
    r -= value / slope;
  }
  return r;
}

describe('xirr', () => {
  it('gives the exact rate of one purchase valued a year later', () => {
    // ₹1,00,000 on 2023-01-01 worth ₹1,12,340 on 2024-01-01 (365 days): (112340 / 100000)^(365/365) - 1.
    const rate = xirr([flow('2023-01-01', -10_000_000), flow('2024-01-01', 11_234_000)]);
    expect(rate).toBeCloseTo(0.1234, 9);
  });

  it("matches a spreadsheet's XIRR on Microsoft's documented example", () => {
    // support.microsoft.com "XIRR function": -10,000 on 1-Jan-2008, 2,750 on 1-Mar-2008, 4,250 on 30-Oct-2008,
    // 3,250 on 15-Feb-2009, 2,750 on 1-Apr-2009 -> 0.373362535 (37.34 %).
    const rate = xirr([
      flow('2008-01-01', -1_000_000),
      flow('2008-03-01', 275_000),
      flow('2008-10-30', 425_000),
      flow('2009-02-15', 325_000),
      flow('2009-04-01', 275_000),
    ]);
    expect(Math.abs((rate ?? NaN) - 0.373362535)).toBeLessThan(1e-6);
  });

  it('recovers the rate of a 12-instalment monthly SIP', () => {
    // By construction at 12 %: ₹10,000 on the 5th of each month of 2024, valued on 2025-01-05 at 12,770,329
    // paise. scipy on the rounded flows: 0.1199999363242622.
    const rate = xirr([...monthlySip(2024, '05', 1_000_000), flow('2025-01-05', 12_770_329)]);
    expect(Math.abs((rate ?? NaN) - 0.1199999363242622)).toBeLessThan(1e-9);
    expect(Math.abs((rate ?? NaN) - 0.12)).toBeLessThan(1e-6);
  });

  it('counts a partial redemption as money out', () => {
    // By construction at 15 %: the SIP above, ₹50,000 redeemed on 2024-09-20, the rest worth 7,749,881 paise
    // on 2025-01-05. scipy: 0.14999998170936174.
    const rate = xirr([
      ...monthlySip(2024, '05', 1_000_000),
      flow('2024-09-20', 5_000_000),
      flow('2025-01-05', 7_749_881),
    ]);
    expect(Math.abs((rate ?? NaN) - 0.14999998170936174)).toBeLessThan(1e-9);
  });

  describe('a switch from scheme A into scheme B', () => {
    // ₹1,00,000 into A on 2024-01-01; A switched out for ₹1,10,000 on 2024-07-01 (182 days) into B; B worth
    // ₹1,21,000 on 2025-01-01 (184 days later, 366 in all: 2024 is a leap year).
    const schemeA = [flow('2024-01-01', -10_000_000), flow('2024-07-01', 11_000_000)];
    const schemeB = [flow('2024-07-01', -11_000_000), flow('2025-01-01', 12_100_000)];

    it('gives each scheme its own leg', () => {
      expect(xirr(schemeA)).toBeCloseTo(1.1 ** (365 / 182) - 1, 9); // 0.2106338215
      expect(xirr(schemeB)).toBeCloseTo(1.1 ** (365 / 184) - 1, 9); // 0.2081211561
    });

    it('nets the two legs out for the portfolio', () => {
      // Only the first purchase and the final value remain: 1.21^(365/366) - 1 = 0.2093699711.
      expect(xirr([...schemeA, ...schemeB])).toBeCloseTo(1.21 ** (365 / 366) - 1, 9);
    });
  });

  it('has no rate for a holding bought and valued on the same day', () => {
    // No time has passed, so no yearly rate exists (any annualisation of a same-day gain is infinite or 0/0).
    expect(xirr([flow('2025-03-03', -500_000), flow('2025-03-03', 510_000)])).toBeNull();
    // Legs that net out on one day while the rest is one flow carry no rate either.
    expect(
      xirr([flow('2025-03-03', -500_000), flow('2025-03-03', 500_000), flow('2025-04-03', 0)]),
    ).toBeNull();
  });

  it('says -100 % when everything was lost', () => {
    // Value 0: no rate solves the equation, but -100 % is its limit as the value falls to 0 (next case).
    expect(xirr([flow('2024-01-01', -10_000_000), flow('2025-01-01', 0)])).toBe(-1);
    expect(xirr([flow('2024-01-01', -10_000_000)])).toBeNull();
  });

  it('finds rates near -100 % where plain Newton breaks down', () => {
    // ₹1,00,000 worth 1 paisa 365 days later: 1e-7^(365/365) - 1 = -0.9999999.
    const tiny = [flow('2024-01-01', -10_000_000), flow('2024-12-31', 1)];
    expect(Number.isFinite(plainNewton(tiny))).toBe(false);
    expect(Math.abs((xirr(tiny) ?? NaN) + 0.9999999)).toBeLessThan(1e-6);
    // Half lost in 30 days: 0.5^(365/30) - 1 = -0.9997824954.
    const halved = [flow('2025-01-01', -10_000_000), flow('2025-01-31', 5_000_000)];
    expect(Number.isFinite(plainNewton(halved))).toBe(false);
    expect(xirr(halved)).toBeCloseTo(0.5 ** (365 / 30) - 1, 8);
  });

  it('finds very large rates', () => {
    // +1 % in one day: 1.01^365 - 1 = 36.7834343; +50 % in 30 days: 1.5^(365/30) - 1 = 137.8173188.
    expect(xirr([flow('2025-01-01', -10_000_000), flow('2025-01-02', 10_100_000)])).toBeCloseTo(
      1.01 ** 365 - 1,
      6,
    );
    expect(xirr([flow('2025-01-01', -10_000_000), flow('2025-01-31', 15_000_000)])).toBeCloseTo(
      1.5 ** (365 / 30) - 1,
      6,
    );
  });

  it('falls back to bisection when Newton leaves the domain from a poor guess', () => {
    // From a guess of 50 (5,000 %) the first Newton step jumps below -100 %; bisection still finds 12.34 %.
    expect(xirr([flow('2023-01-01', -10_000_000), flow('2024-01-01', 11_234_000)], 50)).toBeCloseTo(
      0.1234,
      9,
    );
  });

  it('returns null without money in or without two flows', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([flow('2024-01-01', 100), flow('2025-01-01', 200)])).toBeNull();
  });

  it('does not depend on the order of the flows', () => {
    const flows = [...monthlySip(2024, '05', 1_000_000), flow('2025-01-05', 12_770_329)];
    expect(xirr([...flows].reverse())).toBeCloseTo(xirr(flows) ?? NaN, 12);
  });

  it('rejects a malformed date', () => {
    expect(() => xirr([flow('05-01-2024', -100), flow('2025-01-05', 200)])).toThrow(RangeError);
  });
});
