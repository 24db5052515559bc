// Parser of AMFI's daily NAVAll.txt, in the classic 6-column layout and the 8-column layout AMFI moved to in
// 2026 (which broke downstream tools that assumed fixed columns). The header line says which one a file is.
import { collapseSpaces, normaliseNav, parseAmfiDate, readIsin } from './navText';
import {
  type CategoryLine,
  type Option,
  type Plan,
  deriveOption,
  derivePlan,
  makeSlug,
  parseCategoryLine,
} from './schemeLabels';

export type NavAllLayout = 6 | 8;

export interface NavAllRow {
  schemeCode: number;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  name: string;
  plan: Plan | null;
  option: Option | null;
  /** The option as AMFI wrote it (8-column files only), e.g. 'Monthly IDCW Payout'. */
  optionLabel: string | null;
  /** Exact decimal text, or null for 'N.A.'. */
  nav: string | null;
  /** ISO date of this row's NAV; stale rows keep their own older date. */
  navDate: string;
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
  subCategory: string | null;
  slug: string;
}

export interface SkippedLine {
  line: number;
  reason: string;
}

export interface ParsedNavAll {
  layout: NavAllLayout;
  rows: NavAllRow[];
  /** Lines that looked like data but could not be read: reported, never silently dropped. */
  skipped: SkippedLine[];
}

export class NavAllFormatError extends Error {}

function detectLayout(header: string): NavAllLayout {
  const columns = header.split(';').map((c) => collapseSpaces(c).toLowerCase());
  if (columns[0] !== 'scheme code') {
    throw new NavAllFormatError(`Not an AMFI NAVAll file: the first line should start with "Scheme Code", found "${header.slice(0, 60)}"`);
  }
  if (columns.length === 8 && columns[4] === 'plan' && columns[5] === 'option') return 8;
  if (columns.length === 6 && columns[4] === 'net asset value') return 6;
  throw new NavAllFormatError(`Unknown NAVAll layout: ${columns.length} columns (${columns.join(' | ')})`);
}

interface Context {
  category: CategoryLine | null;
  fundHouse: string | null;
}

function readRow(fields: string[], layout: NavAllLayout, context: Context): NavAllRow | string {
  if (fields.length !== layout) return `expected ${layout} fields, found ${fields.length}`;
  const code = fields[0].trim();
  if (!/^\d{1,9}$/.test(code)) return `scheme code "${code}" is not a number of up to 9 digits`;
  const name = collapseSpaces(fields[3]);
  if (!name) return 'scheme name is empty';
  const [planText, optionText] = layout === 8 ? [collapseSpaces(fields[4]), collapseSpaces(fields[5])] : ['', ''];
  const navText = fields[layout - 2];
  const navDate = parseAmfiDate(fields[layout - 1]);
  if (!navDate) return `date "${fields[layout - 1].trim()}" is not DD-Mon-YYYY`;
  // An empty Plan/Option column (about 5.9k rows in 2026) falls back to what the name says.
  const plan = derivePlan(planText) ?? derivePlan(name);
  const option = deriveOption(optionText) ?? deriveOption(name);
  const schemeCode = Number(code);
  return {
    schemeCode,
    isinGrowth: readIsin(fields[1]),
    isinReinvestment: readIsin(fields[2]),
    name,
    plan,
    option,
    optionLabel: optionText || null,
    nav: normaliseNav(navText),
    navDate,
    fundHouse: context.fundHouse,
    schemeType: context.category?.schemeType ?? null,
    category: context.category?.category ?? null,
    subCategory: context.category?.subCategory ?? null,
    slug: makeSlug(name, plan, option, schemeCode),
  };
}

export function parseNavAll(text: string): ParsedNavAll {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex === -1) throw new NavAllFormatError('The NAVAll file is empty');
  const layout = detectLayout(lines[headerIndex]);
  const rows: NavAllRow[] = [];
  const skipped: SkippedLine[] = [];
  const context: Context = { category: null, fundHouse: null };
  const seenOn = new Map<number, number>();

  for (let i = headerIndex + 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (line.trim() === '') continue;
    if (line.includes(';')) {
      const row = readRow(line.split(';'), layout, context);
      if (typeof row === 'string') {
        skipped.push({ line: i + 1, reason: row });
      } else if (seenOn.has(row.schemeCode)) {
        // One scheme, one NAV per file: a repeat is a publishing error, and the first row is kept.
        skipped.push({ line: i + 1, reason: `scheme code ${row.schemeCode} already appeared on line ${seenOn.get(row.schemeCode)}` });
      } else {
        seenOn.set(row.schemeCode, i + 1);
        rows.push(row);
      }
      continue;
    }
    const category = parseCategoryLine(line);
    if (category) {
      // A new category block names its fund house on the next line.
      context.category = category;
      context.fundHouse = null;
    } else {
      context.fundHouse = collapseSpaces(line);
    }
  }
  fillMissingFundHouses(rows);
  return { layout, rows, skipped };
}

/**
 * AMFI sometimes omits the fund-house line after a category line (21 ICICI rows in the 21-Aug-2026 file).
 * Such a row takes the fund house whose name, less 'Mutual Fund', starts the scheme's name; longest wins.
 */
function fillMissingFundHouses(rows: NavAllRow[]): void {
  const houses = [...new Set(rows.map((r) => r.fundHouse).filter((h): h is string => !!h))];
  const stems = houses
    .map((house) => ({ house, stem: house.replace(/\s*Mutual Fund.*$/i, '').toLowerCase() }))
    .filter((s) => s.stem.length > 0)
    .sort((a, b) => b.stem.length - a.stem.length);
  for (const row of rows) {
    if (row.fundHouse) continue;
    const name = row.name.toLowerCase();
    row.fundHouse = stems.find((s) => name.startsWith(s.stem))?.house ?? null;
  }
}
