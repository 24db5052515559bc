import dayjs from 'dayjs';
import {
  earliestPaymentDate,
  isPaymentDateAllowed,
  latestPaymentDate,
  paymentMonthOptions,
  resolvePaymentDate,
  rollPaymentDate,
} from '@/utils/dates/paymentDates';

describe('rollPaymentDate', () => {
  it('moves the 29th, 30th and 31st to the 1st of the next month', () => {
    expect(rollPaymentDate('2024-01-29')).toBe('2024-02-01');
    expect(rollPaymentDate('2024-01-30')).toBe('2024-02-01');
    expect(rollPaymentDate('2024-01-31')).toBe('2024-02-01');
    expect(rollPaymentDate('2024-02-29')).toBe('2024-03-01');
    expect(rollPaymentDate('2024-12-31')).toBe('2025-01-01');
  });

  it('keeps days 1 to 28', () => {
    expect(rollPaymentDate('2024-01-01')).toBe('2024-01-01');
    expect(rollPaymentDate('2024-01-28')).toBe('2024-01-28');
    expect(rollPaymentDate('2023-02-28')).toBe('2023-02-28');
  });

  it('rejects malformed and impossible dates', () => {
    expect(() => rollPaymentDate('2024-02-30')).toThrow(RangeError);
    expect(() => rollPaymentDate('10/01/2024')).toThrow(RangeError);
    expect(() => rollPaymentDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('earliest and latest payment dates', () => {
  it('starts 4 days after today', () => {
    expect(earliestPaymentDate('2024-01-10')).toBe('2024-01-14');
    expect(earliestPaymentDate('2024-01-24')).toBe('2024-01-28');
    expect(earliestPaymentDate('2023-12-29')).toBe('2024-01-02');
    expect(earliestPaymentDate('2023-02-25')).toBe('2023-03-01');
  });

  it('rolls an earliest date on the 29th to 31st to the next 1st', () => {
    expect(earliestPaymentDate('2024-01-25')).toBe('2024-02-01');
    expect(earliestPaymentDate('2024-01-26')).toBe('2024-02-01');
    expect(earliestPaymentDate('2024-01-27')).toBe('2024-02-01');
    expect(earliestPaymentDate('2024-02-25')).toBe('2024-03-01');
    expect(earliestPaymentDate('2024-03-27')).toBe('2024-04-01');
  });

  it('ends 60 days after today', () => {
    expect(latestPaymentDate('2024-01-10')).toBe('2024-03-10');
    expect(latestPaymentDate('2023-01-10')).toBe('2023-03-11');
    expect(latestPaymentDate('2023-12-29')).toBe('2024-02-27');
  });

  it('reads a Date as its local calendar day whatever the time', () => {
    expect(earliestPaymentDate(new Date(2024, 0, 10, 23, 59))).toBe('2024-01-14');
    expect(earliestPaymentDate(dayjs('2024-01-10T00:01:00'))).toBe('2024-01-14');
  });
});

describe('resolvePaymentDate and isPaymentDateAllowed', () => {
  const today = '2024-01-10';

  it('accepts dates inside the window, both ends included', () => {
    expect(resolvePaymentDate('2024-01-14', today)).toBe('2024-01-14');
    expect(resolvePaymentDate('2024-03-10', today)).toBe('2024-03-10');
    expect(isPaymentDateAllowed('2024-02-01', today)).toBe(true);
  });

  it('refuses dates before the earliest or after the latest', () => {
    expect(resolvePaymentDate('2024-01-13', today)).toBeNull();
    expect(resolvePaymentDate('2024-03-11', today)).toBeNull();
    expect(resolvePaymentDate('2023-12-01', today)).toBeNull();
  });

  it('rolls a chosen 29th to 31st and checks the rolled date', () => {
    expect(resolvePaymentDate('2024-01-30', today)).toBe('2024-02-01');
    expect(isPaymentDateAllowed('2024-01-30', today)).toBe(false);
    // Window ends 2023-03-31; the 30th rolls to 1 April, which is outside it.
    expect(latestPaymentDate('2023-01-30')).toBe('2023-03-31');
    expect(resolvePaymentDate('2023-03-30', '2023-01-30')).toBeNull();
  });
});

describe('paymentMonthOptions', () => {
  it('offers the three months a window touches, with their allowed days', () => {
    const options = paymentMonthOptions('2024-01-10');
    expect(options.map((o) => o.label)).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024']);
    expect(options.map((o) => o.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(options[0].dates[0]).toBe('2024-01-14');
    expect(options[0].dates).toHaveLength(15); // 14th to 28th
    expect(options[1].dates).toHaveLength(28); // 29 February excluded
    expect(options[1].dates).not.toContain('2024-02-29');
    expect(options[2].dates[options[2].dates.length - 1]).toBe('2024-03-10');
    expect(options[2].dates).toHaveLength(10);
  });

  it('offers two months when the earliest date rolls into the next month', () => {
    const options = paymentMonthOptions('2024-01-25');
    expect(options.map((o) => o.month)).toEqual(['2024-02', '2024-03']);
    expect(options[0].dates[0]).toBe('2024-02-01');
    expect(options[1].dates[options[1].dates.length - 1]).toBe('2024-03-25');
  });

  it('crosses a year boundary', () => {
    expect(paymentMonthOptions('2023-12-29').map((o) => o.label)).toEqual(['Jan 2024', 'Feb 2024']);
    expect(paymentMonthOptions('2023-11-20').map((o) => o.label)).toEqual(['Nov 2023', 'Dec 2023', 'Jan 2024']);
  });

  it('keeps only months where a preferred day of month is allowed', () => {
    expect(paymentMonthOptions('2024-01-10', 5).map((o) => o.dates)).toEqual([['2024-02-05'], ['2024-03-05']]);
    expect(paymentMonthOptions('2024-01-10', 14).map((o) => o.dates)).toEqual([['2024-01-14'], ['2024-02-14']]);
    expect(paymentMonthOptions('2024-01-10', 12).map((o) => o.dates)).toEqual([['2024-02-12']]);
  });

  it('rejects a preferred day that can never be an instalment day', () => {
    expect(() => paymentMonthOptions('2024-01-10', 29)).toThrow(RangeError);
    expect(() => paymentMonthOptions('2024-01-10', 0)).toThrow(RangeError);
    expect(() => paymentMonthOptions('2024-01-10', 2.5)).toThrow(RangeError);
  });

  it('lists exactly the allowed days of the window for every day of a year spanning a leap February', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    for (let t = new Date(2023, 6, 1); t < new Date(2024, 6, 1); t = new Date(t.getFullYear(), t.getMonth(), t.getDate() + 1)) {
      // Independent reference: walk the window day by day with plain Date arithmetic.
      const expected: string[] = [];
      for (let offset = 4; offset <= 60; offset += 1) {
        const d = new Date(t.getFullYear(), t.getMonth(), t.getDate() + offset);
        if (d.getDate() <= 28) expected.push(iso(d));
      }
      const options = paymentMonthOptions(iso(t));
      expect(options.length === 2 || options.length === 3).toBe(true);
      expect(options.flatMap((o) => o.dates)).toEqual(expected);
      expect(new Set(options.map((o) => o.month)).size).toBe(options.length);
      for (const option of options) {
        expect(option.dates.every((d) => d.startsWith(option.month))).toBe(true);
      }
      expect(options[0].dates[0]).toBe(earliestPaymentDate(iso(t)));
    }
  });
});
