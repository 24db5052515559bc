// A monthly SIP's calendar: the instalment after a due date, the last one of a SIP of n instalments, and the amount
// once its yearly step-ups have come. The debit date keeps the SIP's day; only its NAV date moves past a holiday
// (instalmentNavDate in navDate.ts), so a holiday never shifts the months after it.

/** The SIP's day `months` months after `iso` (a short month takes its last day; SIP days are 1–28 anyway). */
export function monthsAfter(iso: string, months: number, day: number): string {
  const [y, m] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** The instalment after the one due on `due`. */
export function nextInstalmentDate(due: string, day: number): string {
  return monthsAfter(due, 1, day);
}

/** The date of the last of `count` instalments from `start` (the SIP's end date). */
export function lastInstalmentDate(start: string, count: number, day: number): string {
  return monthsAfter(start, count - 1, day);
}

export interface StepUpTerms {
  amountPaise: number;
  startDate: string;
  stepUpPercent: string | null;
  stepUpAmountPaise: number | null;
}

/** Whole years from `start` to `on`: how many yearly step-ups have come by then. */
function yearsPassed(start: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(start.slice(0, 4));
  return on.slice(5) >= start.slice(5) ? years : years - 1;
}

/** The instalment's amount on `due`: the SIP's amount raised once a year from its start, by amount or by percent. */
export function steppedAmountPaise(sip: StepUpTerms, due: string): number {
  const steps = Math.max(0, yearsPassed(sip.startDate, due));
  let amount = sip.amountPaise;
  // Percent in hundredths, so the sum stays in whole numbers; each year's rise is rounded to the paisa.
  const percentBasis = sip.stepUpPercent ? Math.round(Number(sip.stepUpPercent) * 100) : 0;
  for (let i = 0; i < steps; i += 1) {
    if (sip.stepUpAmountPaise) amount += sip.stepUpAmountPaise;
    else if (percentBasis) amount = Math.round((amount * (10_000 + percentBasis)) / 10_000);
  }
  return amount;
}
