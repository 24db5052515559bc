// Rows of the fund page's trailing-returns table, from the market service's returns answer.
import type { AbsPeriod, CagrPeriod, FundReturns } from './types';

export interface ReturnRow {
  period: AbsPeriod;
  label: string;
  abs: number | null;
  /** null: unknown; undefined: not annualised (periods under a year, as SEBI asks). */
  cagr: number | null | undefined;
}

const LABELS: Record<AbsPeriod, string> = {
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
  '3Y': '3 years',
  '5Y': '5 years',
  inception: 'Since our first NAV',
};

const ORDER: AbsPeriod[] = ['1M', '3M', '6M', '1Y', '3Y', '5Y', 'inception'];
const ANNUALISED = new Set<AbsPeriod>(['1Y', '3Y', '5Y', 'inception']);

export function returnRows(returns: FundReturns): ReturnRow[] {
  return ORDER.map((period) => ({
    period,
    label: LABELS[period],
    abs: returns.abs[period] ?? null,
    cagr: ANNUALISED.has(period) ? (returns.cagr[period as CagrPeriod] ?? null) : undefined,
  }));
}

/** True when some row shows '—', so the table explains what the dash means. */
export function hasUnknownReturns(rows: readonly ReturnRow[]): boolean {
  return rows.some((r) => r.abs === null || r.cagr === null);
}
