/**
 * Calendar-date input shared by the date helpers. Callers pass an ISO 'YYYY-MM-DD' string (the
 * wire format), a Date or a Dayjs; all are read as a local calendar day, so the time of day and
 * the time zone offset never shift the result by a day.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type DateInput = string | Date | Dayjs;

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Returns the local start of the given calendar day; throws RangeError on an invalid input. */
export function toDay(input: DateInput): Dayjs {
  if (typeof input === 'string') {
    const match = ISO_DATE.exec(input);
    if (!match) throw new RangeError(`expected a YYYY-MM-DD date, got '${input}'`);
    const [, y, m, d] = match.map(Number);
    const day = dayjs(new Date(y, m - 1, d));
    // new Date(2024, 1, 30) silently becomes 1 March; refuse such dates instead.
    if (day.year() !== y || day.month() !== m - 1 || day.date() !== d) {
      throw new RangeError(`not a calendar date: '${input}'`);
    }
    return day;
  }
  const day = dayjs(input);
  if (!day.isValid()) throw new RangeError('invalid date');
  return day.startOf('day');
}

export function toIsoDate(day: Dayjs): string {
  return day.format(ISO_DATE_FORMAT);
}
