/**
 * A financial year's capital-gains statement from sales matched FIFO to their lots (see lots.ts).
 *
 * Holding period, as the Income-tax Act counts it: a unit is long term when held MORE than the threshold, so a
 * unit sold on the same calendar date 12 months after its purchase is still short term, and one sold the day
 * after is long term.
 * - Equity-oriented schemes: long term after 12 months.
 * - Other (debt) schemes bought on or after 1 Apr 2023: short term whatever the holding period (Finance Act 2023,
 *   section 50AA: taxed at the slab rate).
 * - Other schemes bought before 1 Apr 2023: long term after 24 months when sold on or after 23 Jul 2024 (Finance
 *   (No. 2) Act 2024), after 36 months when sold before it.
 * Gain = sale value − cost (stamp duty included) − exit load.
 *
 * Grandfathering (Finance Act 2018, section 112A(2) of the Income-tax Act): equity-oriented units bought on or before
 * 31 Jan 2018 and sold long term take as their cost the higher of the actual cost and the lower of (a) their fair
 * market value on 31 Jan 2018 — for mutual-fund units the NAV of that day — and (b) the sale value. So gains that
 * accrued before 1 Feb 2018 stay untaxed, and no loss is made up from the 31 Jan NAV.
 */
import { assetClass, type AssetClass } from './assetClass';
import { valueInPaise } from './decimal';
import type { RealisedMatch } from './lots';

export type Term = 'short' | 'long';
/** Why the term is what it is: the holding period, or the Finance Act 2023 rule for newer debt units. */
export type TermBasis = 'holding_period' | 'finance_act_2023';

export const DEBT_SLAB_FROM = '2023-04-01';
export const SHORTER_DEBT_PERIOD_FROM = '2024-07-23';
/** Units bought on or before this day are grandfathered (their cost may be lifted to the NAV of this day). */
export const GRANDFATHERING_DATE = '2018-01-31';

export interface SaleMatch extends RealisedMatch {
  scheme_name: string;
  folio_no: string;
  /** AMFI category with its sub-category (see assetClass). */
  category: string | null;
  /** The scheme's NAV on 31 Jan 2018 (the last one on or before it), for grandfathering; null when unknown. */
  nav_31_jan_2018?: string | null;
}

export interface CapitalGainsRow {
  scheme_name: string;
  folio_no: string;
  sell_date: string;
  units: string;
  sale_value_paise: number;
  buy_date: string;
  /** The cost the gain is taken from: the actual cost, or the grandfathered one. */
  cost_paise: number;
  /** What the units actually cost (stamp duty included); differs from cost_paise only when grandfathered. */
  actual_cost_paise: number;
  grandfathered: boolean;
  gain_paise: number;
  term: Term;
  term_basis: TermBasis;
  asset: AssetClass;
  stamp_duty_paise: number;
  exit_load_paise: number;
}

export interface TermTotals {
  short_term_paise: number;
  long_term_paise: number;
}

export interface CapitalGainsStatement {
  fy: string;
  from: string;
  to: string;
  rows: CapitalGainsRow[];
  totals: TermTotals & { equity: TermTotals; debt: TermTotals };
}

/** A folio-scheme's matched sales (buildLots(...).realised) labelled for the statement. */
export function saleMatchesOf(
  realised: readonly RealisedMatch[],
  label: Pick<SaleMatch, 'scheme_name' | 'folio_no' | 'category' | 'nav_31_jan_2018'>,
): SaleMatch[] {
  return realised.map((match) => ({ ...match, ...label }));
}

/** '2025-26' -> 1 Apr 2025 to 31 Mar 2026; null for anything else. */
export function financialYear(fy: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The same day `months` later, or the month's last day when it has no such day (29 Feb -> 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function termOf(
  asset: AssetClass,
  buyDate: string,
  sellDate: string,
): { term: Term; basis: TermBasis } {
  if (asset === 'debt' && buyDate >= DEBT_SLAB_FROM)
    return { term: 'short', basis: 'finance_act_2023' };
  const months = asset === 'equity' ? 12 : sellDate >= SHORTER_DEBT_PERIOD_FROM ? 24 : 36;
  return {
    term: sellDate > addMonths(buyDate, months) ? 'long' : 'short',
    basis: 'holding_period',
  };
}

/** The section 112A cost of a long-term equity sale of units bought on or before 31 Jan 2018. */
export function grandfatheredCost(m: SaleMatch, asset: AssetClass, term: Term): number | null {
  if (asset !== 'equity' || term !== 'long' || m.buyDate > GRANDFATHERING_DATE || !m.nav_31_jan_2018) return null;
  const fairValue = valueInPaise(m.units, m.nav_31_jan_2018);
  return Math.max(m.costPaise, Math.min(fairValue, m.saleValuePaise));
}

function sum(rows: CapitalGainsRow[], term: Term): number {
  return rows.filter((row) => row.term === term).reduce((total, row) => total + row.gain_paise, 0);
}

function termTotals(rows: CapitalGainsRow[]): TermTotals {
  return { short_term_paise: sum(rows, 'short'), long_term_paise: sum(rows, 'long') };
}

export function capitalGainsStatement(
  fy: string,
  matches: readonly SaleMatch[],
): CapitalGainsStatement {
  const range = financialYear(fy);
  if (!range) throw new RangeError(`financial year must look like 2025-26, got '${fy}'`);
  const rows = matches
    .filter((m) => m.sellDate >= range.from && m.sellDate <= range.to)
    .map((m): CapitalGainsRow => {
      const asset = assetClass(m.category, m.scheme_name);
      const { term, basis } = termOf(asset, m.buyDate, m.sellDate);
      const lifted = grandfatheredCost(m, asset, term);
      const cost = lifted ?? m.costPaise;
      return {
        scheme_name: m.scheme_name,
        folio_no: m.folio_no,
        sell_date: m.sellDate,
        units: m.units,
        sale_value_paise: m.saleValuePaise,
        buy_date: m.buyDate,
        cost_paise: cost,
        actual_cost_paise: m.costPaise,
        grandfathered: lifted !== null && lifted !== m.costPaise,
        gain_paise: m.saleValuePaise - cost - m.exitLoadPaise,
        term,
        term_basis: basis,
        asset,
        stamp_duty_paise: m.stampDutyPaise,
        exit_load_paise: m.exitLoadPaise,
      };
    })
    .sort(
      (a, b) =>
        a.sell_date.localeCompare(b.sell_date) || a.scheme_name.localeCompare(b.scheme_name),
    );
  return {
    fy,
    ...range,
    rows,
    totals: {
      ...termTotals(rows),
      equity: termTotals(rows.filter((row) => row.asset === 'equity')),
      debt: termTotals(rows.filter((row) => row.asset === 'debt')),
    },
  };
}
