/**
 * Holdings valued at the latest NAV: per folio, per scheme (the SchemeHolding of docs/PORTFOLIO.md, with the
 * spec's field names) and totals. Money stays in integer paise; percentages are rounded to 2 decimals only here,
 * at the end. A scheme with no NAV at all is carried at cost (gain 0, returns null) and says so with nav null.
 */
import { roundHalfAway } from '../money';
import { unitsToScaled, scaledToUnits, valueInPaise } from './decimal';
import { cashFlows } from './flows';
import { buildLots } from './lots';
import type { PortfolioTxn } from './types';
import { xirr, type CashFlow } from './xirr';

export interface FolioInput {
  folio_id: string;
  folio_no: string;
  txns: readonly PortfolioTxn[];
}

/** What the market data says of a scheme. */
export interface SchemeInfo {
  scheme_code: number;
  scheme_name: string;
  category: string;
  amc: string;
  /** Latest NAV on or before today, or null when the market data has none. */
  nav: string | null;
  nav_date: string | null;
}

export interface SchemeInput extends SchemeInfo {
  folios: readonly FolioInput[];
}

export interface FolioHolding {
  folio_id: string;
  folio_no: string;
  units: string;
  net_cost: number;
  current_value: number;
  gain_or_loss: number;
  average_cost: string | null;
}

export interface SchemeHolding extends SchemeInfo {
  units: string;
  net_cost: number;
  current_value: number;
  gain_or_loss: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
  folioLevel: FolioHolding[];
}

/** A holding with the cash flows behind its XIRR, so that totals can pool the flows of many schemes. */
export interface ValuedScheme {
  holding: SchemeHolding;
  flows: CashFlow[];
}

export interface Totals {
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
}

/** gain ÷ invested as a percentage, 2 decimals; null when nothing is invested (no base to divide by). */
export function absoluteReturnPct(gainPaise: number, investedPaise: number): number | null {
  return investedPaise > 0 ? roundHalfAway((gainPaise / investedPaise) * 100, 2) : null;
}

export function xirrPct(flows: readonly CashFlow[]): number | null {
  const rate = xirr(flows);
  return rate === null ? null : roundHalfAway(rate * 100, 2);
}

function valueFolio(folio: FolioInput, nav: string | null): FolioHolding {
  const book = buildLots(folio.txns);
  const current = nav === null ? book.netCostPaise : valueInPaise(book.unitsHeld, nav);
  return {
    folio_id: folio.folio_id,
    folio_no: folio.folio_no,
    units: book.unitsHeld,
    net_cost: book.netCostPaise,
    current_value: current,
    gain_or_loss: current - book.netCostPaise,
    average_cost: book.averageCost,
  };
}

/** Values one scheme across its folios; `asOf` (YYYY-MM-DD, normally today) dates the closing value for XIRR. */
export function valueScheme(scheme: SchemeInput, asOf: string): ValuedScheme {
  const folioLevel = scheme.folios.map((folio) => valueFolio(folio, scheme.nav));
  const unitsScaled = folioLevel.reduce((sum, f) => sum + unitsToScaled(f.units), 0n);
  const netCost = folioLevel.reduce((sum, f) => sum + f.net_cost, 0);
  const current = folioLevel.reduce((sum, f) => sum + f.current_value, 0);
  const flows = cashFlows(
    scheme.folios.flatMap((folio) => folio.txns),
    current,
    asOf,
  );
  const priced = scheme.nav !== null;
  const { folios: _folios, ...info } = scheme;
  return {
    holding: {
      ...info,
      units: scaledToUnits(unitsScaled),
      net_cost: netCost,
      current_value: current,
      gain_or_loss: current - netCost,
      absolute_return_pct: priced ? absoluteReturnPct(current - netCost, netCost) : null,
      xirr_pct: priced ? xirrPct(flows) : null,
      folioLevel,
    },
    flows: priced ? flows : [],
  };
}

/** Totals over schemes; XIRR over all their flows pooled (a switch's legs cancel inside the pool). */
export function totals(schemes: readonly ValuedScheme[]): Totals {
  const invested = schemes.reduce((sum, s) => sum + s.holding.net_cost, 0);
  const current = schemes.reduce((sum, s) => sum + s.holding.current_value, 0);
  const pooled = schemes.flatMap((s) => s.flows);
  return {
    invested_paise: invested,
    current_value_paise: current,
    gain_paise: current - invested,
    absolute_return_pct: absoluteReturnPct(current - invested, invested),
    xirr_pct: pooled.length > 0 ? xirrPct(pooled) : null,
  };
}

export interface PortfolioSummary extends Totals {
  internal_summary: Totals;
  external_summary: Totals;
}

/** The summary of docs/PORTFOLIO.md: internal and external together, and each section on its own. */
export function summarisePortfolio(
  internal: readonly ValuedScheme[],
  external: readonly ValuedScheme[],
): PortfolioSummary {
  return {
    ...totals([...internal, ...external]),
    internal_summary: totals(internal),
    external_summary: totals(external),
  };
}
