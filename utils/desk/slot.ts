// A follow-up's day and time slot as the spec writes them ('24/11/2026', '10:30AM-11:00AM'), read into instants
// in India time (IST has no daylight saving). The form and the backend read them with the same code.
import { istInstant, istParts } from '../orders/navDate';

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(AM|PM)$/;

export interface Slot {
  /** YYYY-MM-DD */
  isoDate: string;
  startsAt: Date;
  endsAt: Date;
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a day of the calendar (31/02/2026). */
export function isoFromSlotDate(text: string): string | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** '10:30AM' → minutes past midnight, or null. */
export function minutesOf(text: string): number | null {
  const m = TIME.exec(text.trim().toUpperCase());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (m[3] === 'PM' ? 12 : 0)) * 60 + minute;
}

export type SlotProblem = 'date' | 'time' | 'order';

/** The slot's instants, or which part is wrong: a date or time that does not parse, or an end not after the start. */
export function readSlot(date: string, time: string): Slot | SlotProblem {
  const isoDate = isoFromSlotDate(date);
  if (!isoDate) return 'date';
  const [from, to] = time.split('-');
  const start = from === undefined ? null : minutesOf(from);
  const end = to === undefined ? null : minutesOf(to);
  if (start === null || end === null || time.split('-').length !== 2) return 'time';
  if (end <= start) return 'order';
  return { isoDate, startsAt: istInstant(isoDate, start), endsAt: istInstant(isoDate, end) };
}

/** 'YYYY-MM-DD' (a date input's value) → 'DD/MM/YYYY'. */
export function slotDateOf(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 'HH:mm' (a time input's 24-hour value) → '10:30AM'. */
export function slotTimeOf(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')}${h < 12 ? 'AM' : 'PM'}`;
}

/** '10:30AM' → '10:30' (a time input's 24-hour value), or '' when it does not parse. */
export function inputTimeOf(text: string): string {
  const minutes = minutesOf(text);
  if (minutes === null) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant's day and minute in India as a form's date and time inputs hold them. */
export function formValuesAt(at: Date): { date: string; time: string } {
  const { date, minutes } = istParts(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}
