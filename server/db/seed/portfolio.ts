/**
 * Turns an investment plan (lumpsums, a monthly SIP, redemptions) into the transactions a registrar would
 * have booked, priced at the real NAV of each date. Pure: the caller passes the scheme's NAV history.
 *
 * A wanted date that has no NAV (weekend, exchange holiday) is booked on the next date that has one,
 * the way an order placed on a holiday is allotted at the next business day's NAV; the transaction's date
 * is then that NAV date, so `transaction.nav` always equals `nav_history.nav` of `transaction.date`.
 */
import { scaledToUnits, unitsForAmount, unitsToScaled, valueInPaise } from './decimal';

export interface NavPoint {
  date: string; // YYYY-MM-DD
  nav: string; // exact decimal text
}

export type TxnKind = 'purchase' | 'sip' | 'redemption';

export interface PlannedSip {
  /** First instalment month, YYYY-MM. */
  startMonth: string;
  /** Last instalment month booked so far (inclusive), YYYY-MM. */
  lastMonth: string;
  dayOfMonth: number;
  amountPaise: number;
}

export interface PlannedRedemption {
  date: string;
  /** Either an amount in paise or a number of units (4 decimals); 'all' redeems the whole balance. */
  amountPaise?: number;
  units?: string | 'all';
}

export interface InvestmentPlan {
  lumpsums?: { date: string; amountPaise: number }[];
  sip?: PlannedSip;
  redemptions?: PlannedRedemption[];
}

export interface BookedTxn {
  kind: TxnKind;
  date: string;
  nav: string;
  amountPaise: number;
  units: string; // positive for purchases, positive for redemptions too (the kind says the direction)
  balanceUnits: string; // running balance after this transaction
}

/** Index of the first NAV on or after `date`, or -1 when the history ends before it. */
export function navIndexOnOrAfter(history: readonly NavPoint[], date: string): number {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history[mid].date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo < history.length ? lo : -1;
}

/** 'YYYY-MM' months from start to end inclusive. */
export function monthsBetween(startMonth: string, endMonth: string): string[] {
  const months: string[] = [];
  let [year, month] = startMonth.split('-').map(Number);
  const [endYear, endMonthNo] = endMonth.split('-').map(Number);
  while (year < endYear || (year === endYear && month <= endMonthNo)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

interface Wanted {
  kind: TxnKind;
  date: string;
  amountPaise?: number;
  units?: string;
}

function wantedOrders(plan: InvestmentPlan): Wanted[] {
  const wanted: Wanted[] = [];
  for (const lump of plan.lumpsums ?? [])
    wanted.push({ kind: 'purchase', date: lump.date, amountPaise: lump.amountPaise });
  if (plan.sip) {
    const day = String(plan.sip.dayOfMonth).padStart(2, '0');
    for (const month of monthsBetween(plan.sip.startMonth, plan.sip.lastMonth)) {
      wanted.push({ kind: 'sip', date: `${month}-${day}`, amountPaise: plan.sip.amountPaise });
    }
  }
  for (const r of plan.redemptions ?? [])
    wanted.push({ kind: 'redemption', date: r.date, amountPaise: r.amountPaise, units: r.units });
  // Stable by date; on the same date purchases settle before a redemption.
  return wanted.sort((a, b) =>
    a.date === b.date
      ? Number(a.kind === 'redemption') - Number(b.kind === 'redemption')
      : a.date < b.date
        ? -1
        : 1,
  );
}

export function bookTransactions(plan: InvestmentPlan, history: readonly NavPoint[]): BookedTxn[] {
  const booked: BookedTxn[] = [];
  let balance = 0n;
  for (const order of wantedOrders(plan)) {
    const index = navIndexOnOrAfter(history, order.date);
    // An instalment falling after the last published NAV has simply not been processed yet.
    if (index < 0 && order.kind === 'sip') continue;
    if (index < 0)
      throw new RangeError(`no NAV on or after ${order.date}: the plan runs past the history`);
    const { date, nav } = history[index];
    if (order.kind === 'redemption') {
      const units =
        order.units === 'all'
          ? balance
          : order.units
            ? unitsToScaled(order.units)
            : unitsToScaled(unitsForAmount(order.amountPaise ?? 0, nav));
      if (units <= 0n || units > balance)
        throw new RangeError(`redemption on ${date} exceeds the balance`);
      balance -= units;
      const unitText = scaledToUnits(units);
      booked.push({
        kind: 'redemption',
        date,
        nav,
        amountPaise:
          order.amountPaise && !order.units ? order.amountPaise : valueInPaise(unitText, nav),
        units: unitText,
        balanceUnits: scaledToUnits(balance),
      });
    } else {
      const units = unitsForAmount(order.amountPaise ?? 0, nav);
      balance += unitsToScaled(units);
      booked.push({
        kind: order.kind,
        date,
        nav,
        amountPaise: order.amountPaise ?? 0,
        units,
        balanceUnits: scaledToUnits(balance),
      });
    }
  }
  return booked;
}

/**
 * Cost in paise of the units still held, by the average-cost method: a redemption takes away its share
 * of the cost in proportion to the units sold.
 */
export function remainingCostPaise(txns: readonly BookedTxn[]): number {
  let cost = 0n;
  let units = 0n;
  for (const t of txns) {
    const u = unitsToScaled(t.units);
    if (t.kind === 'redemption') {
      cost = units === u ? 0n : cost - (cost * u + units / 2n) / units;
      units -= u;
    } else {
      cost += BigInt(t.amountPaise);
      units += u;
    }
  }
  return Number(cost);
}

/** Money put in minus money taken out, in paise. */
export function netInvestedPaise(txns: readonly BookedTxn[]): number {
  return txns.reduce(
    (sum, t) => sum + (t.kind === 'redemption' ? -t.amountPaise : t.amountPaise),
    0,
  );
}
