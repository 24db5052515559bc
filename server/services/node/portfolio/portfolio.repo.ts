// Reads behind the summary and folio calls: an investor's folios and holdings, their transactions in booking
// order, the SIPs of a folio, and the latest NAV of each scheme from the market tables.
import { schemeNameWithPlan } from '../../../market/schemeName';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { folios, funds, holdings, sips, transactions, users } from '../../../db/schema';

export interface SchemeQuote {
  schemeCode: number;
  schemeName: string;
  category: string | null;
  subCategory: string | null;
  amc: string | null;
  /** Null when the market data has no NAV on or before today for the scheme. */
  nav: string | null;
  navDate: string | null;
}

/**
 * The NAV of each scheme on or before `today`: the funds row's latest NAV when it is not in the future, else the
 * newest NAV history row up to today. A scheme without today's NAV keeps its last one and says its date.
 */
export async function latestQuotes(db: Db, codes: readonly number[], today: string): Promise<Map<number, SchemeQuote>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      schemeCode: funds.schemeCode,
      schemeName: schemeNameWithPlan,
      category: funds.category,
      subCategory: funds.subCategory,
      amc: funds.fundHouse,
      // Written with the table's name: Drizzle leaves columns unqualified here, and inside the subquery an
      // unqualified scheme_code would be nav_history's own.
      nav: sql<string | null>`case when funds.nav_date <= ${today} then funds.nav::text else (
        select h.nav::text from nav_history h where h.scheme_code = funds.scheme_code and h.date <= ${today}
        order by h.date desc limit 1) end`,
      navDate: sql<string | null>`case when funds.nav_date <= ${today} then funds.nav_date::text else (
        select h.date::text from nav_history h where h.scheme_code = funds.scheme_code and h.date <= ${today}
        order by h.date desc limit 1) end`,
    })
    .from(funds)
    .where(inArray(funds.schemeCode, [...codes]));
  return new Map(rows.map((r) => [r.schemeCode, r]));
}

/** Each scheme's last NAV on or before `date` in the NAV history (a week back at most); schemes without one are left out. */
export async function navsOn(db: Db, codes: readonly number[], date: string): Promise<Map<number, string>> {
  if (codes.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (scheme_code) scheme_code, nav::text as nav from nav_history
    where scheme_code in (${sql.join([...codes].map((c) => sql`${c}`), sql`, `)})
      and date <= ${date} and date > (${date}::date - 7)
    order by scheme_code, date desc`);
  const rows = (result as unknown as { rows: { scheme_code: number; nav: string }[] }).rows;
  return new Map(rows.map((r) => [Number(r.scheme_code), r.nav]));
}

/** One investor, or several (the clients of a listing page). */
type Who = string | readonly string[];
const ofUsers = (column: typeof holdings.userId | typeof transactions.userId, who: Who) =>
  typeof who === 'string' ? eq(column, who) : inArray(column, [...who]);

export interface Position {
  userId: string;
  folioId: string;
  folioNo: string;
  amc: string;
  source: 'internal' | 'external';
  schemeCode: number;
  units: string;
}

/** Every (folio, scheme) the investor holds or held, internal and external. */
export function positionsOf(db: Db, who: Who, folioId?: string): Promise<Position[]> {
  return db
    .select({
      userId: holdings.userId,
      folioId: folios.id,
      folioNo: folios.folioNo,
      amc: folios.amc,
      source: folios.source,
      schemeCode: holdings.schemeCode,
      units: holdings.units,
    })
    .from(holdings)
    .innerJoin(folios, eq(folios.id, holdings.folioId))
    .where(and(ofUsers(holdings.userId, who), folioId ? eq(folios.id, folioId) : undefined))
    .orderBy(asc(folios.folioNo), asc(holdings.schemeCode));
}

export interface LedgerRow {
  id: string;
  userId: string;
  folioId: string;
  schemeCode: number;
  txnType: string;
  txnDate: string;
  nav: string;
  navCarriedFrom: string | null;
  units: string;
  amountPaise: number;
  stampDutyPaise: number;
  exitLoadPaise: number;
}

/** The investor's transactions in the order they were booked (date, then insertion). */
export function ledgerOf(db: Db, who: Who, folioId?: string): Promise<LedgerRow[]> {
  return db
    .select({
      id: transactions.id,
      userId: transactions.userId,
      folioId: transactions.folioId,
      schemeCode: transactions.schemeCode,
      txnType: transactions.txnType,
      txnDate: transactions.txnDate,
      nav: transactions.nav,
      navCarriedFrom: transactions.navCarriedFrom,
      units: transactions.units,
      amountPaise: transactions.amountPaise,
      stampDutyPaise: transactions.stampDutyPaise,
      exitLoadPaise: transactions.exitLoadPaise,
    })
    .from(transactions)
    .where(and(ofUsers(transactions.userId, who), folioId ? eq(transactions.folioId, folioId) : undefined))
    .orderBy(asc(transactions.txnDate), asc(transactions.createdAt), asc(transactions.id));
}

export async function folioById(db: Db, folioId: string) {
  const [row] = await db.select().from(folios).where(eq(folios.id, folioId)).limit(1);
  return row;
}

export function sipsOf(db: Db, folioId: string, schemeCode: number) {
  return db
    .select()
    .from(sips)
    .where(and(eq(sips.folioId, folioId), eq(sips.schemeCode, schemeCode)))
    .orderBy(asc(sips.startDate));
}

export async function investorName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? (row.name ?? '') : undefined;
}
