import { MARKET_HOLIDAYS_2020, isMarketHoliday, isWeekend, isWorkingDay, previousWorkingDay } from '@/utils/dates/workingDay';

describe('previousWorkingDay', () => {
  it('returns the day before on an ordinary weekday', () => {
    expect(previousWorkingDay('2020-01-08')).toBe('2020-01-07');
    expect(previousWorkingDay('2020-01-10')).toBe('2020-01-09');
  });

  it('skips the weekend from a Monday, Saturday or Sunday', () => {
    expect(previousWorkingDay('2020-01-13')).toBe('2020-01-10');
    expect(previousWorkingDay('2020-01-11')).toBe('2020-01-10');
    expect(previousWorkingDay('2020-01-12')).toBe('2020-01-10');
  });

  it('skips a holiday Friday and the weekend on the Monday after it', () => {
    // 2020-02-21 Mahashivratri (Friday)
    expect(previousWorkingDay('2020-02-24')).toBe('2020-02-20');
    // 2020-04-10 Good Friday
    expect(previousWorkingDay('2020-04-13')).toBe('2020-04-09');
    // 2020-12-25 Christmas (Friday)
    expect(previousWorkingDay('2020-12-28')).toBe('2020-12-24');
  });

  it('skips a holiday Monday and the weekend before it', () => {
    // 2020-05-25 Id-Ul-Fitr (Monday)
    expect(previousWorkingDay('2020-05-26')).toBe('2020-05-22');
    // 2020-04-06 Mahavir Jayanti (Monday)
    expect(previousWorkingDay('2020-04-07')).toBe('2020-04-03');
  });

  it('skips a midweek holiday', () => {
    // 2020-03-10 Holi (Tuesday)
    expect(previousWorkingDay('2020-03-11')).toBe('2020-03-09');
    // 2020-04-02 Ram Navami (Thursday)
    expect(previousWorkingDay('2020-04-03')).toBe('2020-04-01');
  });

  it('passes a run of holidays and weekends in April 2020', () => {
    // 10 Apr holiday, 11-12 weekend, 13 working, 14 holiday: from the 15th the 13th is next.
    expect(previousWorkingDay('2020-04-15')).toBe('2020-04-13');
    // From Monday the 6th (itself a holiday): the 3rd.
    expect(previousWorkingDay('2020-04-06')).toBe('2020-04-03');
  });

  it('treats the source data error 2020-03-29 (a Sunday) as a weekend only', () => {
    expect(previousWorkingDay('2020-03-30')).toBe('2020-03-27');
    expect(isMarketHoliday('2020-03-29')).toBe(false);
    expect(isWeekend('2020-03-29')).toBe(true);
  });

  it('crosses into the previous year', () => {
    expect(previousWorkingDay('2020-01-01')).toBe('2019-12-31');
    expect(previousWorkingDay('2021-01-04')).toBe('2021-01-01');
  });

  it('applies the holiday list to 2020 only', () => {
    // 26 January 2021 was a trading holiday, but only the 2020 list is known.
    expect(previousWorkingDay('2021-01-27')).toBe('2021-01-26');
  });

  it('accepts a Date and reads its local calendar day', () => {
    expect(previousWorkingDay(new Date(2020, 1, 24, 18, 30))).toBe('2020-02-20');
  });

  it('rejects malformed dates', () => {
    expect(() => previousWorkingDay('2020-02-30')).toThrow(RangeError);
    expect(() => previousWorkingDay('24/02/2020')).toThrow(RangeError);
  });

  it('for every day of 2020 lands on the nearest earlier weekday outside the list', () => {
    const holidays = new Set([
      '2020-02-21', '2020-03-10', '2020-04-02', '2020-04-06', '2020-04-10', '2020-04-14',
      '2020-05-01', '2020-05-25', '2020-10-02', '2020-11-16', '2020-11-30', '2020-12-25',
    ]);
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const closed = (d: Date) => d.getDay() === 0 || d.getDay() === 6 || holidays.has(iso(d));
    for (let t = new Date(2020, 0, 1); t.getFullYear() === 2020; t = new Date(2020, t.getMonth(), t.getDate() + 1)) {
      let expected = new Date(2020, t.getMonth(), t.getDate() - 1);
      while (closed(expected)) expected = new Date(expected.getFullYear(), expected.getMonth(), expected.getDate() - 1);
      expect(previousWorkingDay(iso(t))).toBe(iso(expected));
    }
  });
});

describe('holiday list', () => {
  it('holds the twelve weekday holidays of 2020', () => {
    expect(MARKET_HOLIDAYS_2020).toHaveLength(12);
    for (const holiday of MARKET_HOLIDAYS_2020) {
      expect(isWeekend(holiday.date)).toBe(false);
      expect(isWorkingDay(holiday.date)).toBe(false);
    }
  });

  it('marks ordinary weekdays as working days', () => {
    expect(isWorkingDay('2020-02-20')).toBe(true);
    expect(isWorkingDay('2020-02-22')).toBe(false);
  });
});
