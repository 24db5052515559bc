import { birthdayKeys, celebratedOn, upcomingBirthday } from '@/utils/prozone/birthdays';

describe('upcomingBirthday', () => {
  it('finds a birthday today and one six days on, but not seven (a 7-day window includes today)', () => {
    expect(upcomingBirthday('1990-06-10', '2026-06-10', 7)).toEqual({ birthday: '2026-06-10', age: 36 });
    expect(upcomingBirthday('1990-06-16', '2026-06-10', 7)).toEqual({ birthday: '2026-06-16', age: 36 });
    expect(upcomingBirthday('1990-06-17', '2026-06-10', 7)).toBeNull();
    expect(upcomingBirthday('1990-06-09', '2026-06-10', 7)).toBeNull();
  });

  it('crosses the new year: a January birthday seen in late December is next year, one year older', () => {
    expect(upcomingBirthday('1985-01-02', '2026-12-29', 7)).toEqual({ birthday: '2027-01-02', age: 42 });
    expect(upcomingBirthday('1985-12-31', '2026-12-29', 7)).toEqual({ birthday: '2026-12-31', age: 41 });
  });

  it('celebrates 29 February on 28 February in a common year, and on the 29th in a leap year', () => {
    expect(upcomingBirthday('1996-02-29', '2026-02-25', 7)).toEqual({ birthday: '2026-02-28', age: 30 });
    expect(upcomingBirthday('1996-02-29', '2028-02-25', 7)).toEqual({ birthday: '2028-02-29', age: 32 });
    // In a leap year the 28th is not the day of someone born on the 29th.
    expect(upcomingBirthday('1996-02-29', '2028-02-28', 1)).toBeNull();
    expect(celebratedOn(2100, 2, 29)).toBe('2100-02-28');
  });

  it('does not count the day of birth itself as a birthday', () => {
    expect(upcomingBirthday('2026-06-10', '2026-06-10', 7)).toBeNull();
  });
});

describe('birthdayKeys', () => {
  it('lists the window as MM-DD, across the year end', () => {
    expect(birthdayKeys('2026-12-30', 3)).toEqual(['12-30', '12-31', '01-01']);
  });

  it("adds 02-29 when a common year's 28 February is in the window, not in a leap year", () => {
    expect(birthdayKeys('2026-02-27', 2)).toEqual(['02-27', '02-28', '02-29']);
    expect(birthdayKeys('2028-02-27', 2)).toEqual(['02-27', '02-28']);
  });
});
