// Upsert of AMFI rows into `funds`. The rules, so that files can arrive in any order and any number of times:
// - a file describes a fund (name, ISINs, category, NAV) only when it brings a newer NAV date for it: an older
//   file never rolls a fund back, and of two files that carry the same stale row, the first one imported stays;
// - otherwise it only fills a plan/option that is still unknown; and a newer file that leaves them blank keeps
//   what was known (AMFI's 8-column file leaves them blank for ~5.9k rows whose 6-column names said it);
// - an 'N.A.' NAV never replaces a published one;
// - the slug is fixed at first import, so a renamed scheme keeps its address;
// - a row that would change nothing is not written, so re-importing a file reports 0 updates.
import { type SQL, sql } from 'drizzle-orm';
import { funds } from '../db/schema/market';
import type { NavAllRow } from './parseNavAll';
import { JSON_BATCH_ROWS, type MarketDb, chunks, rowsOf } from './db';

const FOLLOWS_NEWEST = ['name', 'isin_growth', 'isin_reinvestment', 'fund_house', 'scheme_type', 'category', 'sub_category'];
const KEEPS_KNOWN = ['plan', 'option', 'option_label'];

/**
 * The value each column should take, as SQL over a stored row and an incoming row with the given aliases:
 * ('funds', 'excluded') inside ON CONFLICT, ('f', 'r') when picking the rows worth writing at all.
 */
function nextValues(storedAlias: string, incomingAlias: string): Record<string, SQL> {
  const stored = (name: string) => sql.raw(`${storedAlias}."${name}"`);
  const incoming = (name: string) => sql.raw(`${incomingAlias}."${name}"`);
  const isNewer = sql`(${stored('nav_date')} is null or ${incoming('nav_date')} > ${stored('nav_date')})`;
  const newest = (name: string) => sql`case when ${isNewer} then ${incoming(name)} else ${stored(name)} end`;
  // A label a later file leaves blank keeps what an earlier file said.
  const known = (name: string) =>
    sql`case when ${isNewer} then coalesce(${incoming(name)}, ${stored(name)}) else coalesce(${stored(name)}, ${incoming(name)}) end`;
  // NAV and its date move together: to a newer published NAV, or to the first one of a fund that had none.
  const better = sql`(${isNewer} or (${stored('nav')} is null and ${incoming('nav_date')} >= ${stored('nav_date')}))`;
  const newestNav = (name: string) =>
    sql`case when ${incoming('nav')} is not null and ${better} then ${incoming(name)} else ${stored(name)} end`;
  return {
    ...Object.fromEntries(FOLLOWS_NEWEST.map((name) => [name, newest(name)])),
    ...Object.fromEntries(KEEPS_KNOWN.map((name) => [name, known(name)])),
    nav: newestNav('nav'),
    nav_date: newestNav('nav_date'),
  };
}

function changed(storedAlias: string, incomingAlias: string): SQL {
  const next = nextValues(storedAlias, incomingAlias);
  const current = Object.keys(next).map((name) => sql.raw(`${storedAlias}."${name}"`));
  return sql`row(${sql.join(current, sql`, `)}) is distinct from row(${sql.join(Object.values(next), sql`, `)})`;
}

const SET = sql.join(
  [...Object.entries(nextValues('funds', 'excluded')).map(([name, value]) => sql`${sql.raw(`"${name}"`)} = ${value}`), sql`"updated_at" = now()`],
  sql`, `,
);

// Rows travel as one JSON parameter per batch and PostgreSQL unpacks them (json_to_recordset): building
// a 14-column VALUES list through the query builder cost more time in JavaScript than the insert itself.
const RECORD = sql.raw(`r(scheme_code integer, isin_growth text, isin_reinvestment text, name text, plan text,
  option text, option_label text, fund_house text, scheme_type text, category text, sub_category text,
  nav numeric, nav_date date, slug text)`);
const COLUMN_NAMES = ['scheme_code', 'isin_growth', 'isin_reinvestment', 'name', 'plan', 'option', 'option_label', 'fund_house',
  'scheme_type', 'category', 'sub_category', 'nav', 'nav_date', 'slug'];
const COLUMNS = sql.raw(COLUMN_NAMES.map((c) => `"${c}"`).join(', '));
const PREFIXED = COLUMN_NAMES.map((c) => `r."${c}"`).join(', ');

function toRecord(row: NavAllRow) {
  return {
    scheme_code: row.schemeCode,
    isin_growth: row.isinGrowth,
    isin_reinvestment: row.isinReinvestment,
    name: row.name,
    plan: row.plan,
    option: row.option,
    option_label: row.optionLabel,
    fund_house: row.fundHouse,
    scheme_type: row.schemeType,
    category: row.category,
    sub_category: row.subCategory,
    nav: row.nav,
    nav_date: row.navDate,
    slug: row.slug,
  };
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  /** Scheme codes of the funds that were new in this file, and of those it rewrote. */
  insertedCodes: number[];
  updatedCodes: number[];
}

export async function upsertFunds(db: MarketDb, rows: readonly NavAllRow[]): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, insertedCodes: [], updatedCodes: [] };
  for (const batch of chunks(rows, JSON_BATCH_ROWS)) {
    // Unchanged rows are dropped before the insert: ON CONFLICT would lock (and so write) each one even when
    // its WHERE says no, which made re-importing an unchanged file cost as much as the first import.
    const result = await db.execute(sql`
      insert into ${funds} (${COLUMNS})
      select ${sql.raw(PREFIXED)} from json_to_recordset(${JSON.stringify(batch.map(toRecord))}::json) as ${RECORD}
      left join ${funds} f on f.scheme_code = r.scheme_code
      where f.scheme_code is null or ${changed('f', 'r')}
      on conflict (scheme_code) do update set ${SET} where ${changed('funds', 'excluded')}
      returning scheme_code, (xmax = 0) as inserted`);
    // xmax is 0 on a freshly inserted tuple and set on an updated one: PostgreSQL's way to tell them apart.
    for (const w of rowsOf<{ scheme_code: number; inserted: boolean }>(result)) {
      if (w.inserted) counts.insertedCodes.push(Number(w.scheme_code));
      else counts.updatedCodes.push(Number(w.scheme_code));
    }
    counts.inserted = counts.insertedCodes.length;
    counts.updated = counts.updatedCodes.length;
  }
  return counts;
}

/** The page addresses (slugs) of the given funds, in scheme-code order. */
export async function slugsOf(db: MarketDb, schemeCodes: readonly number[]): Promise<string[]> {
  if (schemeCodes.length === 0) return [];
  const result = await db.execute(sql`
    select slug from ${funds} where scheme_code in (select value::integer from json_array_elements_text(${JSON.stringify(schemeCodes)}::json))
    order by scheme_code`);
  return rowsOf<{ slug: string }>(result).map((r) => r.slug);
}
