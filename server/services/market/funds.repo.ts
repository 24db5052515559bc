// Read side of the market data: the only file of this service that touches the database.
import { type SQL, and, asc, count, desc, eq, gte, isNull, lte, max, sql } from 'drizzle-orm';
import { funds, navHistory } from '../../db/schema/market';
import { executePrepared } from '../../db/prepared';
import { type MarketDb, rowsOf } from '../../market/db';
import type { NavPoint } from '../../market/returns';
import type { FundListQuery, FundSort } from './funds.schemas';

export { readDataVersion } from '../../market/version.repo';

/** Each key is the column's own name: the list's page, run as a raw prepared statement, has the same rows. */
export const FUND_COLUMNS = {
  scheme_code: funds.schemeCode,
  slug: funds.slug,
  name: funds.name,
  plan: funds.plan,
  option: funds.option,
  option_label: funds.optionLabel,
  fund_house: funds.fundHouse,
  scheme_type: funds.schemeType,
  category: funds.category,
  sub_category: funds.subCategory,
  isin_growth: funds.isinGrowth,
  isin_reinvestment: funds.isinReinvestment,
  nav: funds.nav,
  nav_date: funds.navDate,
  return_1y: funds.return1y,
  return_3y: funds.return3y,
  return_5y: funds.return5y,
  returns_as_of: funds.returnsAsOf,
};

export type FundRecord = NonNullable<Awaited<ReturnType<typeof findFund>>>;

/** Text for ILIKE with its wildcards taken literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Search = { q: string; fuzzy: boolean };

/**
 * Name search in two steps. First every word must appear in the name (ILIKE; a scheme code or ISIN also
 * matches). Only when that finds nothing, the text is matched by pg_trgm word similarity, which forgives
 * typos ('parak parikh'). Similarity costs ~10x more per row, so broad words such as 'fund' never pay it.
 */
function searchCondition({ q, fuzzy }: Search): SQL {
  if (fuzzy) return sql`${q} <% ${funds.name}`;
  const words = q.split(/\s+/).filter(Boolean);
  const alternatives: SQL[] = [and(...words.map((w) => sql`${funds.name} ilike ${`%${likeEscape(w)}%`}`))!];
  if (/^\d{1,9}$/.test(q)) alternatives.push(eq(funds.schemeCode, Number(q)));
  if (/^[a-z]{2}[a-z0-9]{10}$/i.test(q)) {
    alternatives.push(sql`(${funds.isinGrowth} = ${q.toUpperCase()} or ${funds.isinReinvestment} = ${q.toUpperCase()})`);
  }
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** Exact name first, then names that start with the text, then names holding it whole, shorter first. */
function relevance({ q, fuzzy }: Search): SQL[] {
  const ranks = [
    sql`(lower(${funds.name}) = lower(${q})) desc`,
    sql`(${funds.name} ilike ${`${likeEscape(q)}%`}) desc`,
  ];
  if (fuzzy) return [...ranks, sql`word_similarity(${q}, ${funds.name}) desc`];
  return [...ranks, sql`(${funds.name} ilike ${`%${likeEscape(q)}%`}) desc`, sql`length(${funds.name})`];
}

function filters(query: FundListQuery, search: Search | null): SQL | undefined {
  return and(
    search ? searchCondition(search) : undefined,
    query.category ? eq(funds.category, query.category) : undefined,
    query.sub_category ? eq(funds.subCategory, query.sub_category) : undefined,
    query.fund_house ? eq(funds.fundHouse, query.fund_house) : undefined,
    query.plan ? eq(funds.plan, query.plan) : undefined,
    query.option ? eq(funds.option, query.option) : undefined,
  );
}

const SORT_COLUMNS = {
  name: funds.name,
  nav: funds.nav,
  returns: funds.return1y,
  returns_3y: funds.return3y,
  returns_5y: funds.return5y,
} satisfies Record<FundSort, unknown>;

function ordering(query: FundListQuery, search: Search | null): SQL[] {
  const direction = query.order ?? 'desc';
  const by = (column: (typeof SORT_COLUMNS)[FundSort]) =>
    direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const sort = query.sort ?? (search ? undefined : 'returns');
  const primary = sort ? [by(SORT_COLUMNS[sort])] : [];
  // Relevance breaks ties of an explicit sort; name and scheme code make every page stable.
  return [...primary, ...(search ? relevance(search) : []), asc(funds.name), asc(funds.schemeCode)];
}

async function countFunds(db: MarketDb, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(funds).where(where);
  return total;
}

/** The total of a list without a search, known without counting its funds (fundTotals.ts). */
export type KnownTotal = (query: FundListQuery) => Promise<number>;

export async function listFunds(db: MarketDb, query: FundListQuery, page: number, limit: number, knownTotal?: KnownTotal) {
  let search: Search | null = query.q ? { q: query.q, fuzzy: false } : null;
  const total = (where: Search | null) =>
    where || !knownTotal ? countFunds(db, filters(query, where)) : knownTotal(query);
  let found = await pageWithTotal(db, query, page, limit, search, total);
  if (search && found.total === 0 && search.q.length >= 3) {
    search = { q: search.q, fuzzy: true };
    found = await pageWithTotal(db, query, page, limit, search, total);
  }
  return { ...found, matched: search ? (search.fuzzy ? 'similar' : 'words') : null };
}

/**
 * The page, then the total. A page that holds some funds but fewer than the limit is the list's last, so its
 * total follows from its position and no count is run (narrow filters often fit on one page); so does an empty
 * first page. Otherwise the total is asked for (counted, or known without counting for a list without a search).
 */
async function pageWithTotal(
  db: MarketDb,
  query: FundListQuery,
  page: number,
  limit: number,
  search: Search | null,
  total: (search: Search | null) => Promise<number>,
) {
  // A prepared statement: its text is the same for every value of the same filters and order, so the embedded
  // database parses it once (server/db/prepared.ts); its rows have the same names and text forms as drizzle's.
  const { rows: items } = await executePrepared<FundRecord>(db, fundPageQuery(db, query, page, limit, search).getSQL());
  if (items.length > 0 && items.length < limit) return { items, total: (page - 1) * limit + items.length };
  if (items.length === 0 && page === 1) return { items, total: 0 };
  return { items, total: await total(search) };
}

/** One page of the list, as a query not yet run (a test EXPLAINs it to see which index it walks). */
export function fundPageQuery(db: MarketDb, query: FundListQuery, page: number, limit: number, search: Search | null = query.q ? { q: query.q, fuzzy: false } : null) {
  return db
    .select(FUND_COLUMNS)
    .from(funds)
    .where(filters(query, search))
    .orderBy(...ordering(query, search))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function findFund(db: MarketDb, ref: { schemeCode: number } | { slug: string }) {
  const [fund] = await db
    .select(FUND_COLUMNS)
    .from(funds)
    .where('slug' in ref ? eq(funds.slug, ref.slug.toLowerCase()) : eq(funds.schemeCode, ref.schemeCode))
    .limit(1);
  return fund ?? null;
}

/**
 * The Regular plan of a Direct plan's fund: the same fund house, name and option (AMFI lists each plan and option as
 * a scheme of its own). What a distributor can offer in its place (issue 31, item 10).
 */
export async function regularSibling(db: MarketDb, fund: FundRecord): Promise<{ scheme_code: number; slug: string } | null> {
  if (fund.plan !== 'Direct' || !fund.fund_house) return null;
  const [row] = await db
    .select({ scheme_code: funds.schemeCode, slug: funds.slug })
    .from(funds)
    .where(
      and(
        eq(funds.fundHouse, fund.fund_house),
        eq(funds.name, fund.name),
        eq(funds.plan, 'Regular'),
        fund.option === null ? isNull(funds.option) : eq(funds.option, fund.option),
        fund.option_label === null ? isNull(funds.optionLabel) : eq(funds.optionLabel, fund.option_label),
      ),
    )
    .orderBy(funds.schemeCode)
    .limit(1);
  return row ?? null;
}

/** The two most recent NAV points, for the day's change on a fund page. */
export async function latestNavPoints(db: MarketDb, schemeCode: number): Promise<NavPoint[]> {
  return db
    .select({ date: navHistory.date, nav: navHistory.nav })
    .from(navHistory)
    .where(eq(navHistory.schemeCode, schemeCode))
    .orderBy(desc(navHistory.date))
    .limit(2);
}

export async function navRange(db: MarketDb, schemeCode: number, from?: string, to?: string): Promise<NavPoint[]> {
  return db
    .select({ date: navHistory.date, nav: navHistory.nav })
    .from(navHistory)
    .where(
      and(
        eq(navHistory.schemeCode, schemeCode),
        from ? gte(navHistory.date, from) : undefined,
        to ? lte(navHistory.date, to) : undefined,
      ),
    )
    .orderBy(asc(navHistory.date));
}

/** First point, and the last point on or before each date (ascending, no duplicates): what returns need. */
export async function navPointsOnOrBefore(db: MarketDb, schemeCode: number, dates: readonly string[]): Promise<NavPoint[]> {
  // Each lookup walks the (scheme_code, date) primary key backwards and stops at the first row; the text casts
  // happen outside, because ordering by a cast alias would sort every row of the fund instead.
  const lookups = dates.map(
    (d) => sql`(select h.date, h.nav from nav_history h
                where h.scheme_code = ${schemeCode} and h.date <= ${d}::date order by h.date desc limit 1)`,
  );
  const first = sql`(select h.date, h.nav from nav_history h where h.scheme_code = ${schemeCode} order by h.date asc limit 1)`;
  const result = await db.execute(sql`
    select p.date::text as date, p.nav::text as nav
    from (${sql.join([first, ...lookups], sql` union `)}) as p
    order by p.date`);
  return rowsOf<NavPoint>(result);
}

/** How many funds have each combination of the five filters' values (fundTotals.ts sums them per view). */
export async function filterGroups(db: MarketDb) {
  return db
    .select({
      category: funds.category,
      sub_category: funds.subCategory,
      fund_house: funds.fundHouse,
      plan: funds.plan,
      option: funds.option,
      funds: count(),
    })
    .from(funds)
    .groupBy(funds.category, funds.subCategory, funds.fundHouse, funds.plan, funds.option);
}

export async function filterCounts(db: MarketDb) {
  const [categories, fundHouses, plans, options, [latest]] = await Promise.all([
    db
      .select({ category: funds.category, sub_category: funds.subCategory, count: count() })
      .from(funds)
      .groupBy(funds.category, funds.subCategory)
      .orderBy(funds.category, funds.subCategory),
    db.select({ fund_house: funds.fundHouse, count: count() }).from(funds).groupBy(funds.fundHouse).orderBy(funds.fundHouse),
    db.select({ plan: funds.plan, count: count() }).from(funds).groupBy(funds.plan).orderBy(funds.plan),
    db.select({ option: funds.option, count: count() }).from(funds).groupBy(funds.option).orderBy(funds.option),
    db.select({ date: max(funds.navDate) }).from(funds),
  ]);
  return { categories, fundHouses, plans, options, latestNavDate: latest?.date ?? null };
}
