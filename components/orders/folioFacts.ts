// What a person needs to see before redeeming or moving money out of a folio: units held, their value, the exit
// load and any lock-in, from the scheme's rules (utils/orders/schemeRules.ts).
import type { FolioDetail } from '@/services/portfolio.types';
import { toDay, toIsoDate } from '@/utils/dates/calendar';
import { schemeRules, type SchemeRules } from '@/utils/orders/schemeRules';
import { type Lot, buildLots } from '@/utils/portfolio/lots';
import type { PortfolioTxnType } from '@/utils/portfolio/types';
import type { FolioRef } from './folioOrder';

export interface FolioFacts extends FolioRef {
  schemeName: string;
  fundHouse: string;
  category: string;
  unitsHeld: string;
  valuePaise: number;
  rules: SchemeRules;
  exitLoad: string;
  /** Units still in their lock-in and the date the last of them free up; null without a lock-in. */
  lockIn: { units: number; until: string } | null;
  /** The units held, lot by lot, oldest first (what an exit-load estimate walks); empty when they cannot be told. */
  lots: Lot[];
  /** The latest NAV, for estimates; null when the market data has none. */
  nav: string | null;
}

const BOUGHT = new Set(['purchase', 'sip', 'switch_in', 'stp_in', 'dividend_reinvest']);

export function exitLoadText(rules: SchemeRules): string {
  if (rules.exitLoadPercent === 0) return 'No exit load';
  return `${rules.exitLoadPercent}% of the value of units redeemed within ${rules.exitLoadDays} days of purchase`;
}

/** Units bought within the lock-in period before `today` are still locked (ELSS: 3 years from each purchase). */
function lockInOf(detail: FolioDetail, rules: SchemeRules, today: Date): FolioFacts['lockIn'] {
  if (rules.lockInDays === 0) return null;
  const start = toIsoDate(toDay(today).subtract(rules.lockInDays, 'day'));
  const locked = detail.transactions.filter((t) => BOUGHT.has(t.txn_type) && t.txn_date > start);
  if (locked.length === 0) return null;
  const latest = locked.reduce((a, t) => (t.txn_date > a ? t.txn_date : a), locked[0].txn_date);
  const units = locked.reduce((sum, t) => sum + Number(t.units), 0);
  return { units, until: toIsoDate(toDay(latest).add(rules.lockInDays, 'day')) };
}

/** The open lots of the folio's transactions; none when they do not add up (an odd imported statement). */
function lotsOf(detail: FolioDetail): Lot[] {
  try {
    return buildLots(
      detail.transactions.map((t) => ({
        date: t.txn_date,
        type: t.txn_type as PortfolioTxnType,
        units: t.units,
        amountPaise: t.amount_paise,
        stampDutyPaise: t.stamp_duty_paise,
      })),
    ).lots;
  } catch {
    return [];
  }
}

export function folioFacts(detail: FolioDetail, today: Date = new Date()): FolioFacts {
  const rules = schemeRules({
    category: detail.scheme.category,
    name: detail.scheme.scheme_name,
    fundHouse: detail.folio.amc,
  });
  return {
    schemeCode: Number(detail.scheme.scheme_code),
    folioNo: detail.folio.folio_no,
    schemeName: detail.scheme.scheme_name,
    fundHouse: detail.folio.amc,
    category: detail.scheme.category,
    unitsHeld: detail.units,
    valuePaise: detail.current_value_paise,
    rules,
    exitLoad: exitLoadText(rules),
    lockIn: lockInOf(detail, rules, today),
    lots: lotsOf(detail),
    nav: detail.scheme.nav,
  };
}
