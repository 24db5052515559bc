// Turns positions, their transactions and the schemes' latest NAVs into the figures the portfolio calls answer
// (SchemeHolding and the summaries of docs/PORTFOLIO.md). Money stays in integer paise.
import type { LedgerRow, Position, SchemeQuote } from './portfolio.repo';
import {
  type CashFlow,
  type MathTxn,
  cashFlowsOf,
  holdingPosition,
  sumUnits,
  unitsValuePaise,
  xirrPct,
} from './portfolio.math';

export interface FolioFigures {
  position: Position;
  quote: SchemeQuote | undefined;
  units: string;
  costPaise: number;
  valuePaise: number;
  flows: CashFlow[];
  txns: LedgerRow[];
}

export interface Summary {
  invested_paise: number;
  current_value_paise: number;
  gain_paise: number;
  absolute_return_pct: number | null;
  xirr_pct: number | null;
}

export const positionKey = (folioId: string, schemeCode: number) => `${folioId}:${schemeCode}`;

export function toMathTxn(t: LedgerRow): MathTxn {
  return { date: t.txnDate, type: t.txnType, units: t.units, amountPaise: t.amountPaise, stampDutyPaise: t.stampDutyPaise };
}

export function folioFigures(position: Position, txns: LedgerRow[], quote: SchemeQuote | undefined): FolioFigures {
  const held = holdingPosition(txns.map(toMathTxn));
  const valuePaise = quote?.nav ? unitsValuePaise(held.units, quote.nav) : 0;
  return { position, quote, units: held.units, costPaise: held.costPaise, valuePaise, flows: cashFlowsOf(txns.map(toMathTxn)), txns };
}

/** Percent with two decimals; null without a cost to compare against. */
export function returnPct(gainPaise: number, investedPaise: number): number | null {
  return investedPaise > 0 ? Math.round((gainPaise / investedPaise) * 10_000) / 100 : null;
}

/** Average cost per unit in rupees, 4 decimals, as NAVs are written. */
export function averageCost(costPaise: number, units: string): string | null {
  const u = Number(units);
  return u > 0 ? (costPaise / 100 / u).toFixed(4) : null;
}

export function summarise(items: readonly FolioFigures[], today: string): Summary {
  const invested = items.reduce((s, f) => s + f.costPaise, 0);
  const value = items.reduce((s, f) => s + f.valuePaise, 0);
  const flows = items.flatMap((f) => f.flows);
  if (value > 0) flows.push({ date: today, amountPaise: value });
  return {
    invested_paise: invested,
    current_value_paise: value,
    gain_paise: value - invested,
    absolute_return_pct: returnPct(value - invested, invested),
    xirr_pct: xirrPct(flows),
  };
}

const isHeld = (f: FolioFigures) => Number(f.units) > 0;

/** One SchemeHolding per scheme held in the section, its folios inside (folioLevel). */
export function schemeHoldings(items: readonly FolioFigures[], today: string) {
  const bySchemeCode = new Map<number, FolioFigures[]>();
  for (const f of items.filter(isHeld)) {
    const list = bySchemeCode.get(f.position.schemeCode) ?? [];
    list.push(f);
    bySchemeCode.set(f.position.schemeCode, list);
  }
  return [...bySchemeCode.entries()].map(([schemeCode, folios]) => {
    const quote = folios[0].quote;
    const total = summarise(folios, today);
    return {
      scheme_code: schemeCode,
      scheme_name: quote?.schemeName ?? `Scheme ${schemeCode}`,
      category: quote?.category ?? null,
      amc: quote?.amc ?? folios[0].position.amc,
      nav: quote?.nav ?? null,
      nav_date: quote?.navDate ?? null,
      units: sumUnits(folios.map((f) => f.units)),
      net_cost: total.invested_paise,
      current_value: total.current_value_paise,
      gain_or_loss: total.gain_paise,
      absolute_return_pct: total.absolute_return_pct,
      xirr_pct: total.xirr_pct,
      folioLevel: folios.map((f) => ({
        folio_id: f.position.folioId,
        folio_no: f.position.folioNo,
        units: f.units,
        net_cost: f.costPaise,
        current_value: f.valuePaise,
        gain_or_loss: f.valuePaise - f.costPaise,
        average_cost: averageCost(f.costPaise, f.units),
      })),
    };
  });
}

export type SchemeHolding = ReturnType<typeof schemeHoldings>[number];
