/**
 * Equity-oriented or not, for capital-gains tax, from the scheme's AMFI category. A scheme is equity-oriented
 * when it keeps at least 65 % in Indian equity: the equity categories (and AMFI's old "Growth" and "ELSS"
 * names), equity index funds and ETFs, and the hybrids whose mandate holds 65 % or more (aggressive hybrid,
 * arbitrage, equity savings, balanced advantage / dynamic asset allocation). Everything else (debt, gold,
 * overseas and domestic fund of funds, conservative and balanced hybrids, multi-asset) is taxed as "debt".
 *
 * AMFI's "Other Scheme - Index Funds / Other ETFs" say nothing of what the index holds, so there the scheme's
 * name decides: an Indian equity index (Nifty, Sensex, BSE …) without a debt or commodity word.
 */
export type AssetClass = 'equity' | 'debt';

const EQUITY_CATEGORY =
  /^(equity schemes?\b|growth$|elss\b|index funds - equity|exchange traded funds \(etfs\) - equity etf)/i;
const EQUITY_HYBRID =
  /hybrid schemes?\s*-\s*(aggressive hybrid|arbitrage|equity savings|balanced advantage|dynamic asset allocation)/i;
const UNSPECIFIED_PASSIVE = /^other schemes?\s*-\s*(index funds|other etfs)/i;
const EQUITY_INDEX_NAME = /\b(nifty|sensex|bse|nse|midcap|smallcap|equity)\b/i;
const NOT_EQUITY_NAME =
  /\b(sdl|g-?sec|gilt|bond|debt|liquid|gold|silver|crisil|t-?bill|psu|corporate|treasury)\b/i;

/** 'Open Ended Schemes(Equity Scheme - Flexi Cap Fund)' -> 'Equity Scheme - Flexi Cap Fund'. */
function innerCategory(category: string): string {
  const match = /\((.*)\)\s*$/.exec(category);
  return (match ? match[1] : category).replace(/\s+/g, ' ').trim();
}

/**
 * `category` is AMFI's category, with the sub-category after ' - ' where there is one (the funds table keeps
 * them apart: join them), or the whole category line of NAVAll.txt.
 */
export function assetClass(category: string | null | undefined, schemeName = ''): AssetClass {
  const inner = innerCategory(category ?? '');
  if (EQUITY_CATEGORY.test(inner) || EQUITY_HYBRID.test(inner)) return 'equity';
  if (UNSPECIFIED_PASSIVE.test(inner)) {
    return EQUITY_INDEX_NAME.test(schemeName) && !NOT_EQUITY_NAME.test(schemeName)
      ? 'equity'
      : 'debt';
  }
  return 'debt';
}
