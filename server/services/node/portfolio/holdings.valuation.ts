// Groups an investor's positions, transactions and quotes into the inputs of utils/portfolio's valuation (one
// SchemeInput per scheme and section), and values them: FIFO cost, units × latest NAV, XIRR.
import { type SchemeInput, type ValuedScheme, valueScheme } from '../../../../utils/portfolio/valuation';
import type { PortfolioTxn, PortfolioTxnType } from '../../../../utils/portfolio/types';
import type { LedgerRow, Position, SchemeQuote } from './portfolio.repo';

export function toPortfolioTxn(t: LedgerRow): PortfolioTxn {
  return {
    id: t.id,
    date: t.txnDate,
    type: t.txnType as PortfolioTxnType,
    units: t.units,
    amountPaise: t.amountPaise,
    stampDutyPaise: t.stampDutyPaise,
    exitLoadPaise: t.exitLoadPaise,
    nav: t.nav,
  };
}

/** AMFI's category with its sub-category, as utils/portfolio's equity/debt rule reads it. */
export function fullCategory(quote: SchemeQuote | undefined): string {
  if (!quote?.category) return '';
  return quote.subCategory ? `${quote.category} - ${quote.subCategory}` : quote.category;
}

export function schemeInputs(
  positions: readonly Position[],
  ledger: readonly LedgerRow[],
  quotes: ReadonlyMap<number, SchemeQuote>,
): SchemeInput[] {
  const txnsOf = new Map<string, PortfolioTxn[]>();
  for (const t of ledger) {
    const key = `${t.folioId}:${t.schemeCode}`;
    const list = txnsOf.get(key) ?? [];
    list.push(toPortfolioTxn(t));
    txnsOf.set(key, list);
  }
  const bySchemeCode = new Map<number, SchemeInput>();
  for (const p of positions) {
    const quote = quotes.get(p.schemeCode);
    const scheme = bySchemeCode.get(p.schemeCode) ?? {
      scheme_code: p.schemeCode,
      scheme_name: quote?.schemeName ?? `Scheme ${p.schemeCode}`,
      category: quote?.category ?? '',
      amc: quote?.amc ?? p.amc,
      nav: quote?.nav ?? null,
      nav_date: quote?.navDate ?? null,
      folios: [],
    };
    bySchemeCode.set(p.schemeCode, {
      ...scheme,
      folios: [...scheme.folios, { folio_id: p.folioId, folio_no: p.folioNo, txns: txnsOf.get(`${p.folioId}:${p.schemeCode}`) ?? [] }],
    });
  }
  return [...bySchemeCode.values()];
}

export const valueAll = (inputs: readonly SchemeInput[], today: string): ValuedScheme[] =>
  inputs.map((s) => valueScheme(s, today));

/** Schemes still held, for the holdings lists (sold-out schemes still count in the totals' XIRR). */
export const held = (schemes: readonly ValuedScheme[]) =>
  schemes.filter((s) => Number(s.holding.units) > 0).map((s) => s.holding);

/** The newest NAV date the holdings were valued at (each holding also says its own). */
export function latestNavDate(schemes: readonly ValuedScheme[]): string | null {
  const dates = held(schemes)
    .map((h) => h.nav_date)
    .filter((d): d is string => !!d);
  return dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : null;
}
