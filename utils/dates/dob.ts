/**
 * Date of birth rules. Written without dayjs so that the zod schemas in
 * utils/validation (shared with the backend) depend on zod alone.
 *
 * - Input is DD/MM/YYYY, exactly 10 characters; empty is invalid; it must be a real calendar
 *   date (31/02 is not) and not after today.
 * - Ages are compared by YEAR DIFFERENCE (this year minus the birth year), as the spec says, not
 *   by completed years: someone born 31/12/2008 counts as 18 on 01/01/2026.
 * - Adult: at least 18. Spouse or client: 18 to 55. Child: 2 to 25; a child whose year
 *   difference is under 2 is accepted only when more than 90 days old.
 *
 * `today` defaults to the current local day and can be injected (Date or 'YYYY-MM-DD').
 */

export const DOB_LENGTH = 10;
export const ADULT_MIN_AGE = 18;
export const SPOUSE_CLIENT_MIN_AGE = 18;
export const SPOUSE_CLIENT_MAX_AGE = 55;
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 25;
/** A child under CHILD_MIN_AGE must be strictly older than this many days. */
export const INFANT_MIN_DAYS = 90;
/** Nobody alive is older (issue 33, item 16: 01/01/1890 was accepted). */
export const MAX_AGE = 120;

export type DobRole = 'adult' | 'spouse' | 'client' | 'child';
export type DobError = 'empty' | 'format' | 'invalid_date' | 'future' | 'age';

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export type DobResult = { ok: true; date: CalendarDate } | { ok: false; error: DobError; message: string };

/** The spec names the rules but not these messages; the wording is ours. */
export const DOB_MESSAGES = {
  empty: 'Date of birth cannot be empty',
  format: 'Please enter the date as DD/MM/YYYY',
  invalid_date: 'Please enter a valid date',
  future: 'Date of birth cannot be in the future',
  adult: `Age must be at least ${ADULT_MIN_AGE} years`,
  spouseOrClient: `Age must be between ${SPOUSE_CLIENT_MIN_AGE} and ${SPOUSE_CLIENT_MAX_AGE} years`,
  child: `Child's age must be between ${INFANT_MIN_DAYS} days and ${CHILD_MAX_AGE} years`,
  tooOld: `Age cannot be more than ${MAX_AGE} years: please check the year`,
} as const;

const DOB_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01; setUTCFullYear keeps years below 100 literal. */
function dayNumber({ year, month, day }: CalendarDate): number {
  const t = new Date(0);
  t.setUTCFullYear(year, month - 1, day);
  return Math.round(t.getTime() / 86_400_000);
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** Reads `today` as a calendar day: a Date by its local fields, a string as 'YYYY-MM-DD'. */
export function toCalendarDate(input: Date | string): CalendarDate {
  if (typeof input === 'string') {
    const match = ISO_PATTERN.exec(input);
    const date = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
    if (!date || !isRealDate(date)) throw new RangeError(`expected a YYYY-MM-DD date, got '${input}'`);
    return date;
  }
  if (Number.isNaN(input.getTime())) throw new RangeError('invalid date');
  return { year: input.getFullYear(), month: input.getMonth() + 1, day: input.getDate() };
}

/** Parses DD/MM/YYYY; null unless the text is exactly that shape and a real calendar date. */
export function parseDob(input: string | null | undefined): CalendarDate | null {
  if (typeof input !== 'string' || input.length !== DOB_LENGTH) return null;
  const match = DOB_PATTERN.exec(input);
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return isRealDate(date) ? date : null;
}

/** Checks shape, calendar and "not in the future"; no age rule. */
export function validateDob(input: string | null | undefined, today: Date | string = new Date()): DobResult {
  if (typeof input !== 'string' || input.trim() === '') return fail('empty');
  if (input.length !== DOB_LENGTH || !DOB_PATTERN.test(input)) return fail('format');
  const date = parseDob(input);
  if (!date) return fail('invalid_date');
  if (compare(date, toCalendarDate(today)) > 0) return fail('future');
  if (yearDifference(date, today) > MAX_AGE) return { ok: false, error: 'age', message: DOB_MESSAGES.tooOld };
  return { ok: true, date };
}

function fail(error: Exclude<DobError, 'age'>): DobResult {
  return { ok: false, error, message: DOB_MESSAGES[error] };
}

/** This year minus the birth year, the spec's measure of age. */
export function yearDifference(dob: CalendarDate, today: Date | string = new Date()): number {
  return toCalendarDate(today).year - dob.year;
}

/** Whole days from the date of birth to today (0 on the birthday itself). */
export function ageInDays(dob: CalendarDate, today: Date | string = new Date()): number {
  return compare(toCalendarDate(today), dob);
}

export function isAdult(dob: CalendarDate, today: Date | string = new Date()): boolean {
  return yearDifference(dob, today) >= ADULT_MIN_AGE;
}

export function isValidSpouseOrClientAge(dob: CalendarDate, today: Date | string = new Date()): boolean {
  const years = yearDifference(dob, today);
  return years >= SPOUSE_CLIENT_MIN_AGE && years <= SPOUSE_CLIENT_MAX_AGE;
}

export function isValidChildAge(dob: CalendarDate, today: Date | string = new Date()): boolean {
  const years = yearDifference(dob, today);
  if (years > CHILD_MAX_AGE || ageInDays(dob, today) < 0) return false;
  if (years >= CHILD_MIN_AGE) return true;
  return ageInDays(dob, today) > INFANT_MIN_DAYS;
}

const AGE_RULES: Record<DobRole, { check: typeof isAdult; message: string }> = {
  adult: { check: isAdult, message: DOB_MESSAGES.adult },
  spouse: { check: isValidSpouseOrClientAge, message: DOB_MESSAGES.spouseOrClient },
  client: { check: isValidSpouseOrClientAge, message: DOB_MESSAGES.spouseOrClient },
  child: { check: isValidChildAge, message: DOB_MESSAGES.child },
};

/** Full check for a form field: shape, calendar, not in the future, then the role's age rule. */
export function checkDob(input: string | null | undefined, role: DobRole, today: Date | string = new Date()): DobResult {
  const result = validateDob(input, today);
  if (!result.ok) return result;
  const rule = AGE_RULES[role];
  return rule.check(result.date, today) ? result : { ok: false, error: 'age', message: rule.message };
}
