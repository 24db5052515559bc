/**
 * Which day's NAV an order gets, and until when it can be cancelled (SEBI cut-off rules, from 1 Feb 2021; SEBI
 * Master Circular for Mutual Funds, "Uniform cut-off timings for applicability of NAV"):
 *
 * | scheme | side | received before the cut-off on business day D | received after it |
 * |---|---|---|---|
 * | liquid, overnight | purchase (cut-off 1:30 pm) | NAV of the day before D | NAV of the day before the next business day |
 * | liquid, overnight | redemption (3 pm) | NAV of the day before the next business day | NAV of the next business day |
 * | every other scheme | purchase and redemption (3 pm) | NAV of D | NAV of the next business day |
 *
 * A purchase counts as received when the fund house has the money (for UPI and net banking: when the payment
 * succeeds); a request on a weekend or exchange holiday counts as received at the start of the next business day.
 * Liquid-fund NAVs exist for every calendar day, so their NAV date may be a Sunday. A SIP instalment takes the NAV of
 * its debit date, or the next business day's when that is a holiday. Switches, STPs and SWPs follow the redemption
 * rule of their source scheme (the purchase leg gets the same business day in ordinary schemes).
 *
 * Times are India Standard Time (UTC+5:30, no daylight saving), whatever the server's zone.
 */
import { isExchangeHoliday } from './holidays';

export type SchemeKind = 'liquid' | 'other';
export type OrderSide = 'purchase' | 'redemption';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export const CUT_OFFS = {
  liquid: { purchase: 13 * 60 + 30, redemption: 15 * 60 },
  other: { purchase: 15 * 60, redemption: 15 * 60 },
} as const satisfies Record<SchemeKind, Record<OrderSide, number>>;

/** 'Debt Scheme - Liquid Fund' and 'Debt Scheme - Overnight Fund' follow the liquid rule; every other scheme does not. */
export function schemeKindOf(category: string | null | undefined, subCategory?: string | null): SchemeKind {
  const text = `${category ?? ''} ${subCategory ?? ''}`;
  return /\b(liquid|overnight)\b/i.test(text) ? 'liquid' : 'other';
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isExchangeHoliday(iso);
}

/** The first business day strictly after `iso`. */
export function nextBusinessDay(iso: string): string {
  let day = addDays(iso, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The instant as India's calendar date and minutes past midnight. */
export function istParts(at: Date): { date: string; minutes: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The instant of `minutes` past midnight IST on `iso`. */
export function istInstant(iso: string, minutes: number): Date {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000);
}

export interface NavDateAnswer {
  /** YYYY-MM-DD: the day whose NAV the order gets. */
  navDate: string;
  /** The business day the request counts as received. */
  receivedOn: string;
  /** True when the request (or the money) came in time for that day's cut-off. */
  beforeCutOff: boolean;
  /** Minutes past midnight IST of the cut-off that applied. */
  cutOffMinutes: number;
}

export function expectedNavDate(kind: SchemeKind, side: OrderSide, at: Date): NavDateAnswer {
  const cutOffMinutes = CUT_OFFS[kind][side];
  const { date, minutes } = istParts(at);
  const onBusinessDay = isBusinessDay(date);
  const receivedOn = onBusinessDay ? date : nextBusinessDay(date);
  const beforeCutOff = !onBusinessDay || minutes < cutOffMinutes;
  let navDate: string;
  if (kind === 'other') navDate = beforeCutOff ? receivedOn : nextBusinessDay(receivedOn);
  else if (side === 'purchase') navDate = addDays(beforeCutOff ? receivedOn : nextBusinessDay(receivedOn), -1);
  else navDate = beforeCutOff ? addDays(nextBusinessDay(receivedOn), -1) : nextBusinessDay(receivedOn);
  return { navDate, receivedOn, beforeCutOff, cutOffMinutes };
}

/** A SIP instalment (or STP/SWP instalment) debited on `debitDate` gets that day's NAV, or the next business day's. */
export function instalmentNavDate(debitDate: string): string {
  return isBusinessDay(debitDate) ? debitDate : nextBusinessDay(debitDate);
}

/**
 * Until when an order that needs no payment (redemption, switch, STP, SWP) can be cancelled: until the cut-off that
 * fixes its NAV date, after which it has gone to the fund house. A purchase can be cancelled only until its payment
 * is matched to it (then null here: the screen says "until you pay").
 */
export function cancellableUntil(kind: SchemeKind, side: OrderSide, at: Date): Date | null {
  if (side === 'purchase') return null;
  const answer = expectedNavDate(kind, side, at);
  const day = answer.beforeCutOff ? answer.receivedOn : nextBusinessDay(answer.receivedOn);
  return istInstant(day, answer.cutOffMinutes);
}

/** 810 -> '1:30 pm' */
export function formatCutOff(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}
