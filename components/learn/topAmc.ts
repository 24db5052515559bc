// Ranking of fund houses by how many schemes they list, from the market service's filter counts. The count is
// of scheme codes in AMFI's daily NAV file: each plan and option (Direct/Regular, Growth/IDCW) has its own code.
import type { FilterMeta } from '@/utils/funds/types';

export interface AmcRow {
  rank: number;
  fund_house: string;
  schemes: number;
  /** Share of all scheme codes in the file, in percent with one decimal. */
  share: number;
}

export interface AmcRanking {
  rows: AmcRow[];
  totalHouses: number;
  totalSchemes: number;
}

export const TOP_AMC_COUNT = 15;

/** Largest first; equal counts in alphabetical order, so the list is stable from day to day. */
export function rankFundHouses(meta: Pick<FilterMeta, 'fund_houses'>, top = TOP_AMC_COUNT): AmcRanking {
  const houses = meta.fund_houses.filter((h) => h.fund_house && h.count > 0);
  const totalSchemes = houses.reduce((sum, h) => sum + h.count, 0);
  const sorted = [...houses].sort((a, b) => b.count - a.count || a.fund_house.localeCompare(b.fund_house));
  return {
    totalHouses: houses.length,
    totalSchemes,
    rows: sorted.slice(0, top).map((h, i) => ({
      rank: i + 1,
      fund_house: h.fund_house,
      schemes: h.count,
      share: totalSchemes ? Math.round((h.count / totalSchemes) * 1000) / 10 : 0,
    })),
  };
}

export function fundHouseListHref(fundHouse: string): string {
  return `/mutual-funds?fund_house=${encodeURIComponent(fundHouse)}`;
}
