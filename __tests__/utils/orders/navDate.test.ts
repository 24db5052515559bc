// Hand-worked cut-off cases. November 2026: Fri 20, Sat 21, Sun 22, Mon 23, Tue 24 (Guru Nanak Jayanti, an
// exchange holiday), Wed 25. IST is UTC+5:30, so 13:29 IST is 07:59Z.
import {
  cancellableUntil,
  expectedNavDate,
  formatCutOff,
  instalmentNavDate,
  schemeKindOf,
  type OrderSide,
  type SchemeKind,
} from '../../../utils/orders/navDate';

/** An instant given as India's wall clock. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('expectedNavDate', () => {
  const cases: [string, SchemeKind, OrderSide, Date, string, boolean][] = [
    // [what, kind, side, received at (IST), NAV date, before the cut-off]
    ['liquid purchase before 1:30 pm on a Monday: the day before', 'liquid', 'purchase', ist('2026-11-23', '13:29'), '2026-11-22', true],
    ['liquid purchase after 1:30 pm, next business day is after the holiday', 'liquid', 'purchase', ist('2026-11-23', '13:31'), '2026-11-24', false],
    ['liquid purchase before 1:30 pm on a Friday: Thursday', 'liquid', 'purchase', ist('2026-11-20', '10:00'), '2026-11-19', true],
    ['liquid purchase after 1:30 pm on a Friday: Sunday (the day before Monday)', 'liquid', 'purchase', ist('2026-11-20', '15:00'), '2026-11-22', false],
    ['liquid purchase on a Saturday counts as Monday morning', 'liquid', 'purchase', ist('2026-11-21', '11:00'), '2026-11-22', true],
    ['liquid purchase on the holiday counts as Wednesday morning', 'liquid', 'purchase', ist('2026-11-24', '10:00'), '2026-11-24', true],
    ['liquid redemption before 3 pm: the day before the next business day', 'liquid', 'redemption', ist('2026-11-23', '14:59'), '2026-11-24', true],
    ['liquid redemption after 3 pm: the next business day', 'liquid', 'redemption', ist('2026-11-23', '15:01'), '2026-11-25', false],
    ['liquid redemption before 3 pm on a Friday: Sunday', 'liquid', 'redemption', ist('2026-11-20', '12:00'), '2026-11-22', true],
    ['other purchase before 3 pm: the same day', 'other', 'purchase', ist('2026-11-23', '14:59'), '2026-11-23', true],
    ['other purchase at 3 pm: skips the holiday to Wednesday', 'other', 'purchase', ist('2026-11-23', '15:00'), '2026-11-25', false],
    ['other purchase after 3 pm on a Friday: Monday', 'other', 'purchase', ist('2026-11-20', '15:30'), '2026-11-23', false],
    ['other purchase on a Sunday: Monday', 'other', 'purchase', ist('2026-11-22', '18:00'), '2026-11-23', true],
    ['other purchase on the holiday: Wednesday', 'other', 'purchase', ist('2026-11-24', '09:00'), '2026-11-25', true],
    ['other purchase just after midnight IST (still the day before in UTC)', 'other', 'purchase', new Date('2026-11-22T20:00:00Z'), '2026-11-23', true],
    ['other redemption after 3 pm on a Friday: Monday', 'other', 'redemption', ist('2026-11-20', '16:00'), '2026-11-23', false],
  ];

  it.each(cases)('%s', (_what, kind, side, at, navDate, beforeCutOff) => {
    const answer = expectedNavDate(kind, side, at);
    expect(answer.navDate).toBe(navDate);
    expect(answer.beforeCutOff).toBe(beforeCutOff);
  });

  it('says which cut-off applied', () => {
    expect(formatCutOff(expectedNavDate('liquid', 'purchase', ist('2026-11-23', '10:00')).cutOffMinutes)).toBe('1:30 pm');
    expect(formatCutOff(expectedNavDate('other', 'redemption', ist('2026-11-23', '10:00')).cutOffMinutes)).toBe('3:00 pm');
  });
});

describe('schemeKindOf', () => {
  it.each([
    ['Debt Scheme - Liquid Fund', null, 'liquid'],
    ['Debt Scheme', 'Overnight Fund', 'liquid'],
    ['Equity Scheme - Large Cap Fund', null, 'other'],
    ['Debt Scheme - Ultra Short Duration Fund', null, 'other'],
    [null, null, 'other'],
  ] as const)('%s / %s is %s', (category, sub, kind) => {
    expect(schemeKindOf(category, sub)).toBe(kind);
  });
});

describe('instalmentNavDate', () => {
  it('keeps a business day and moves a holiday or weekend to the next business day', () => {
    expect(instalmentNavDate('2026-11-23')).toBe('2026-11-23');
    expect(instalmentNavDate('2026-11-24')).toBe('2026-11-25');
    expect(instalmentNavDate('2026-11-21')).toBe('2026-11-23');
  });
});

describe('cancellableUntil', () => {
  it('is null for a purchase (cancellable until paid)', () => {
    expect(cancellableUntil('other', 'purchase', ist('2026-11-23', '10:00'))).toBeNull();
  });

  it("is that day's 3 pm for a redemption before the cut-off", () => {
    expect(cancellableUntil('other', 'redemption', ist('2026-11-23', '10:00'))?.toISOString()).toBe('2026-11-23T09:30:00.000Z');
  });

  it("is the next business day's 3 pm after the cut-off, skipping the holiday", () => {
    expect(cancellableUntil('other', 'redemption', ist('2026-11-23', '16:00'))?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });

  it("is Monday's 3 pm for a liquid redemption asked on a Saturday", () => {
    expect(cancellableUntil('liquid', 'redemption', ist('2026-11-21', '12:00'))?.toISOString()).toBe('2026-11-23T09:30:00.000Z');
  });
});
