// Plan, option, category and slug of a scheme, read from AMFI's free-text labels.
import { collapseSpaces } from './navText';

export type Plan = 'Direct' | 'Regular';
export type Option = 'Growth' | 'IDCW' | 'Bonus';

export const PLANS: readonly Plan[] = ['Direct', 'Regular'];
export const OPTIONS: readonly Option[] = ['Growth', 'IDCW', 'Bonus'];

/** 'Direct Plan', 'DIRECT', 'Regular Plan' ... anywhere in the text. Direct wins: names such as
 * 'ICICI Prudential Regular Savings Fund - Direct Plan' carry 'Regular' as part of the fund's name. */
export function derivePlan(text: string): Plan | null {
  if (/\bdirect\b/i.test(text)) return 'Direct';
  if (/\bregular\b/i.test(text)) return 'Regular';
  return null;
}

/**
 * Growth / IDCW (income distribution, formerly "dividend"; "ICDW" is a typo AMFI carries) / Bonus from a label or name.
 * IDCW is tested before Growth because 'Growth' is also part of fund names ('... Growth Fund - IDCW').
 */
export function deriveOption(label: string): Option | null {
  // 'Dividend Yield' is an equity category inside fund names, not an option.
  const text = label.replace(/dividend yield/gi, '');
  if (/\bbonus\b/i.test(text)) return 'Bonus';
  if (/idcw|icdw|\bdcw\b|dividend|income distribution|payout|re-?investment/i.test(text)) return 'IDCW';
  if (/growth|cumulative/i.test(text)) return 'Growth';
  return null;
}

export interface CategoryLine {
  schemeType: string;
  category: string | null;
  subCategory: string | null;
}

// AMFI spells the same SEBI category both ways; one spelling keeps the category filter whole.
const CATEGORY_SPELLINGS: Record<string, string> = {
  'Equity Schemes': 'Equity Scheme',
  'Hybrid Schemes': 'Hybrid Scheme',
  'Debt Schemes': 'Debt Scheme',
};

/**
 * 'Open Ended Schemes(Equity Scheme - Flexi Cap Fund)' -> type, category, sub-category.
 * The scheme type must end in 'Scheme(s)': that is what tells it from a fund house such as
 * 'IL&FS Mutual Fund (IDF)', which also carries brackets. Returns null for any other line.
 */
export function parseCategoryLine(line: string): CategoryLine | null {
  const match = /^(.*?\bSchemes?)\s*\((.*)\)$/.exec(collapseSpaces(line));
  if (!match) return null;
  const inner = match[2].trim();
  const dash = inner.indexOf(' - ');
  const rawCategory = dash === -1 ? inner : inner.slice(0, dash).trim();
  const subCategory = dash === -1 ? null : inner.slice(dash + 3).trim() || null;
  return {
    schemeType: match[1].trim(),
    category: CATEGORY_SPELLINGS[rawCategory] ?? (rawCategory || null),
    subCategory,
  };
}

const SLUG_WORDS_MAX = 90;

function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * 'uti-nifty-50-index-fund-direct-growth-120716': readable words, then the scheme code, which alone makes it
 * unique. Plan and option words are added only when the name does not already say them (6-column names do).
 */
export function makeSlug(name: string, plan: Plan | null, option: Option | null, schemeCode: number): string {
  const base = kebab(name);
  const words = new Set(base.split('-'));
  const extra = [plan, option].filter((w): w is Plan | Option => !!w).map(kebab).filter((w) => !words.has(w));
  let readable = [base, ...extra].filter(Boolean).join('-');
  if (readable.length > SLUG_WORDS_MAX) {
    readable = readable.slice(0, SLUG_WORDS_MAX).replace(/-[^-]*$/, '');
  }
  return readable ? `${readable}-${schemeCode}` : String(schemeCode);
}
