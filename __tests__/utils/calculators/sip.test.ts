import {
  STEP_UP_FACTOR,
  STEP_UP_PERCENT,
  lumpsumFutureValue,
  monthlyRate,
  sipFutureValue,
  sipSchedule,
  stepUpSipFutureValue,
  stepUpSipSchedule,
} from '@/utils/calculators/sip';

/** Reference model: walk month by month, paying at the start of each month. */
function simulate(monthly: number, annualPercent: number, months: number, stepUpPercent = 0) {
  let balance = 0;
  let invested = 0;
  let instalment = monthly;
  const yearEnds: { invested: number; value: number; instalment: number }[] = [];
  for (let month = 1; month <= months; month += 1) {
    balance += instalment;
    invested += instalment;
    balance += balance * (annualPercent / 1200);
    if (month % 12 === 0) {
      yearEnds.push({ invested, value: balance, instalment });
      instalment += instalment * (stepUpPercent / 100);
    }
  }
  return { balance, invested, yearEnds };
}

/** Equal within a relative 1e-9, enough for sums of a few hundred terms. */
function expectClose(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(1e-9 * Math.abs(expected), 1e-9));
}

describe('sipFutureValue', () => {
  it('matches the month-by-month model for many inputs', () => {
    for (const [monthly, rate, months] of [
      [10000, 12, 120],
      [500, 8, 1],
      [2500, 15.5, 37],
      [1000, 1, 360],
      [99999, 30, 240],
    ]) {
      expectClose(sipFutureValue(monthly, rate, months), simulate(monthly, rate, months).balance);
    }
  });

  it('gives the familiar ₹23.23 lakh for ₹10,000 a month at 12% over 10 years', () => {
    expect(Math.round(sipFutureValue(10000, 12, 120))).toBe(2323391);
  });

  it('pays at the start of the month: one instalment earns one month of interest', () => {
    expectClose(sipFutureValue(1000, 12, 1), 1010);
  });

  it('is P * n at a rate of 0 and 0 for no months', () => {
    expect(sipFutureValue(1500, 0, 24)).toBe(36000);
    expect(sipFutureValue(1500, 12, 0)).toBe(0);
  });

  it('uses annual / 12 / 100 as the monthly rate', () => {
    expect(monthlyRate(12)).toBe(0.01);
    expect(monthlyRate(6)).toBe(0.005);
  });

  it('rejects invalid inputs', () => {
    expect(() => sipFutureValue(-1, 12, 12)).toThrow(RangeError);
    expect(() => sipFutureValue(1000, Number.NaN, 12)).toThrow(RangeError);
    expect(() => sipFutureValue(1000, -100, 12)).toThrow(RangeError);
    expect(() => sipFutureValue(1000, 12, 1.5)).toThrow(RangeError);
    expect(() => sipFutureValue(1000, 12, -12)).toThrow(RangeError);
  });
});

describe('sipSchedule', () => {
  it('lists invested and value at the end of each year', () => {
    const schedule = sipSchedule(5000, 10, 5);
    const reference = simulate(5000, 10, 60).yearEnds;
    expect(schedule.map((row) => row.year)).toEqual([1, 2, 3, 4, 5]);
    schedule.forEach((row, i) => {
      expect(row.invested).toBe(reference[i].invested);
      expectClose(row.value, reference[i].value);
    });
    expect(schedule[4].invested).toBe(300000);
  });

  it('is empty for 0 years', () => {
    expect(sipSchedule(5000, 10, 0)).toEqual([]);
  });
});

describe('lumpsumFutureValue', () => {
  it('compounds once a year', () => {
    let expected = 100000;
    for (let year = 0; year < 10; year += 1) expected *= 1.12;
    expectClose(lumpsumFutureValue(100000, 12, 10), expected);
    expect(Math.round(lumpsumFutureValue(100000, 12, 10))).toBe(310585);
  });

  it('keeps the principal at rate 0 or after 0 years', () => {
    expect(lumpsumFutureValue(5000, 0, 7)).toBe(5000);
    expect(lumpsumFutureValue(5000, 9, 0)).toBe(5000);
  });

  it('rejects invalid inputs', () => {
    expect(() => lumpsumFutureValue(-5, 9, 1)).toThrow(RangeError);
    expect(() => lumpsumFutureValue(5, 9, -1)).toThrow(RangeError);
  });
});

describe('step-up SIP', () => {
  it('uses about 12.2% a year by default', () => {
    expect(STEP_UP_FACTOR).toBe(0.122);
    expect(STEP_UP_PERCENT).toBe(12.2);
    const reference = simulate(10000, 12, 120, 12.2);
    expectClose(stepUpSipFutureValue(10000, 12, 10), reference.balance);
  });

  it('raises the instalment once a year by the step-up', () => {
    const schedule = stepUpSipSchedule(10000, 12, 3, 10);
    expectClose(schedule[0].monthlyInstalment, 10000);
    expectClose(schedule[1].monthlyInstalment, 11000);
    expectClose(schedule[2].monthlyInstalment, 12100);
    expectClose(schedule[2].invested, 12 * (10000 + 11000 + 12100));
  });

  it('matches the month-by-month model year by year for other step-ups', () => {
    for (const [monthly, rate, years, step] of [
      [5000, 12, 15, 10],
      [2000, 8.5, 7, 5],
      [1000, 0, 4, 12.2],
    ]) {
      const reference = simulate(monthly, rate, years * 12, step).yearEnds;
      const schedule = stepUpSipSchedule(monthly, rate, years, step);
      expect(schedule).toHaveLength(years);
      schedule.forEach((row, i) => {
        expect(row.year).toBe(i + 1);
        expectClose(row.invested, reference[i].invested);
        expectClose(row.value, reference[i].value);
        expectClose(row.monthlyInstalment, reference[i].instalment);
      });
    }
  });

  it('equals a plain SIP at a step-up of 0', () => {
    expectClose(stepUpSipFutureValue(3000, 11, 12, 0), sipFutureValue(3000, 11, 144));
  });

  it('grows faster than a plain SIP with a positive step-up', () => {
    expect(stepUpSipFutureValue(3000, 11, 12)).toBeGreaterThan(sipFutureValue(3000, 11, 144));
    // In the first year nothing has stepped up yet.
    expectClose(stepUpSipFutureValue(3000, 11, 1), sipFutureValue(3000, 11, 12));
  });

  it('is 0 for 0 years and rejects a negative step-up', () => {
    expect(stepUpSipFutureValue(3000, 11, 0)).toBe(0);
    expect(() => stepUpSipSchedule(3000, 11, 5, -5)).toThrow(RangeError);
    expect(() => stepUpSipSchedule(3000, 11, 2.5)).toThrow(RangeError);
  });
});
