/**
 * Monthly trail commission of a distributor, by fund house, worked out from the clients' real holdings:
 * units held at each month end x the NAV of that day x the fund house's yearly trail rate / 12. The rates
 * are invented demo figures (real ones vary by scheme and are published by each AMC); the holdings and
 * NAVs are real, so the commission rises and falls with the market the way a distributor's does.
 */
import { unitsToScaled, scaledToUnits, valueInPaise } from './decimal';
import type { BookedTxn, NavPoint } from './portfolio';

/** Yearly trail rates in basis points of assets (demo figures). */
export const DEMO_TRAIL_BPS: Record<string, number> = {
  'PPFAS Mutual Fund': 60,
  'HDFC Mutual Fund': 75,
  'ICICI Prudential Mutual Fund': 80,
  'Axis Mutual Fund': 5,
  'quant Mutual Fund': 95,
  'Helios Mutual Fund': 110,
};
const DEFAULT_TRAIL_BPS = 50;

export interface HoldingHistory {
  schemeCode: number;
  fundHouse: string;
  txns: readonly BookedTxn[];
}

export interface MonthlyCommission {
  /** YYYY-MM */
  month: string;
  fundHouse: string;
  /** Assets under advice at the month end, paise. */
  aumPaise: number;
  commissionPaise: number;
}

/** Last NAV on or before a date, or null when the history starts after it. */
export function navOnOrBefore(history: readonly NavPoint[], date: string): NavPoint | null {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (history[mid].date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? history[lo - 1] : null;
}

export function monthEnd(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
}

export function unitsHeldOn(txns: readonly BookedTxn[], date: string): string {
  let held = 0n;
  for (const t of txns) {
    if (t.date > date) break;
    held += t.kind === 'redemption' ? -unitsToScaled(t.units) : unitsToScaled(t.units);
  }
  return scaledToUnits(held);
}

export function monthlyCommissions(
  holdings: readonly HoldingHistory[],
  navs: ReadonlyMap<number, readonly NavPoint[]>,
  months: readonly string[],
): MonthlyCommission[] {
  const rows: MonthlyCommission[] = [];
  for (const month of months) {
    const end = monthEnd(month);
    const aumByHouse = new Map<string, number>();
    for (const holding of holdings) {
      const units = unitsHeldOn(holding.txns, end);
      const nav = navOnOrBefore(navs.get(holding.schemeCode) ?? [], end);
      if (!nav || units === '0.0000') continue;
      aumByHouse.set(
        holding.fundHouse,
        (aumByHouse.get(holding.fundHouse) ?? 0) + valueInPaise(units, nav.nav),
      );
    }
    for (const [fundHouse, aumPaise] of [...aumByHouse].sort(([a], [b]) => a.localeCompare(b))) {
      const bps = DEMO_TRAIL_BPS[fundHouse] ?? DEFAULT_TRAIL_BPS;
      rows.push({
        month,
        fundHouse,
        aumPaise,
        commissionPaise: Math.round((aumPaise * bps) / 10_000 / 12),
      });
    }
  }
  return rows;
}
