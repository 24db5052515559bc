// Which clients have a birthday in the coming days. Pure date arithmetic on 'YYYY-MM-DD' strings (calendar days
// in India: the caller passes India's today), so the backend and its tests agree on every edge:
// - the window is today and the `days - 1` days after it (days = 7: "this week", today included);
// - a window that crosses 31 December meets January birthdays in the next year;
// - someone born on 29 February celebrates on 28 February in a year without a 29th.

export const BIRTHDAY_DAYS_DEFAULT = 7;
export const BIRTHDAY_DAYS_MAX = 31;

export interface UpcomingBirthday {
  /** 'YYYY-MM-DD': the day it is celebrated, in the year it falls in. */
  birthday: string;
  /** The age the client turns that day. */
  age: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(iso: string): [number, number, number] {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`expected a YYYY-MM-DD date, got '${iso}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** The day a birthday of `month`-`day` is celebrated in `year`: 29 February becomes the 28th in common years. */
export function celebratedOn(year: number, month: number, day: number): string {
  const shifted = month === 2 && day === 29 && !isLeapYear(year);
  return `${year}-${pad(month)}-${pad(shifted ? 28 : day)}`;
}

/** The days of the window, today first. */
export function windowDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/**
 * 'MM-DD' keys of the birthdays celebrated in the window: a database can match `to_char(dob, 'MM-DD')` against
 * them. A common-year 28 February brings in '02-29' as well.
 */
export function birthdayKeys(today: string, days: number): string[] {
  const window = windowDays(today, days);
  const keys = window.map((day) => day.slice(5));
  if (window.some((day) => day.slice(5) === '02-28' && !isLeapYear(Number(day.slice(0, 4))))) keys.push('02-29');
  return keys;
}

/** When the client born on `dob` celebrates within the window, or null. */
export function upcomingBirthday(dob: string, today: string, days: number): UpcomingBirthday | null {
  const [birthYear, month, day] = parts(dob);
  for (const date of windowDays(today, days)) {
    const year = Number(date.slice(0, 4));
    if (year > birthYear && celebratedOn(year, month, day) === date) return { birthday: date, age: year - birthYear };
  }
  return null;
}
