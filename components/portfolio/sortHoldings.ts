import type { SchemeHolding } from '@/services/portfolio.types';
import type { SortBy } from '@/store/portfolioSlice';

/** The sort modal's choices; Current Value is the default (the portfolio view state's sortBy). */
export const SORT_OPTIONS: readonly SortBy[] = [
  { name: 'Current Value', value: 'currentValue' },
  { name: 'Invested', value: 'invested' },
  { name: 'Gain', value: 'gain' },
  { name: 'Name', value: 'name' },
];

const BY: Record<string, (a: SchemeHolding, b: SchemeHolding) => number> = {
  currentValue: (a, b) => b.current_value - a.current_value,
  invested: (a, b) => b.net_cost - a.net_cost,
  gain: (a, b) => b.gain_or_loss - a.gain_or_loss,
  name: (a, b) => a.scheme_name.localeCompare(b.scheme_name),
};

/** Amounts largest first, names A to Z; an unknown choice (an old persisted value) falls back to current value. */
export function sortHoldings(holdings: readonly SchemeHolding[], sortBy: SortBy): SchemeHolding[] {
  return [...holdings].sort(BY[sortBy.value] ?? BY.currentValue);
}

/** 'Equity Scheme - Mid Cap Fund' -> 'Equity'; AMFI's broad classes, for the allocation chart. */
export function assetClassOf(category: string): string {
  const head = category.split(/[\s-]/)[0]?.toLowerCase() ?? '';
  if (['equity', 'debt', 'hybrid'].includes(head)) return head[0].toUpperCase() + head.slice(1);
  if (/index|etf/i.test(category)) return 'Index and ETF';
  return 'Other';
}
