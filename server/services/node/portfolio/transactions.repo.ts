// The transaction report's rows: an investor's transactions with their scheme and folio, filtered and paged.
import { schemeNameWithPlan } from '../../../market/schemeName';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { folios, funds, transactions } from '../../../db/schema';
import type { TransactionsQuery } from './portfolio.schemas';

export type TxnFilters = Pick<TransactionsQuery, 'from' | 'to' | 'type' | 'scheme_code' | 'folio_id'>;

function where(userId: string, f: TxnFilters): SQL | undefined {
  return and(
    eq(transactions.userId, userId),
    f.from ? gte(transactions.txnDate, f.from) : undefined,
    f.to ? lte(transactions.txnDate, f.to) : undefined,
    f.type ? eq(transactions.txnType, f.type) : undefined,
    f.scheme_code ? eq(transactions.schemeCode, f.scheme_code) : undefined,
    f.folio_id ? eq(transactions.folioId, f.folio_id) : undefined,
  );
}

const columns = {
  id: transactions.id,
  txnDate: transactions.txnDate,
  txnType: transactions.txnType,
  schemeCode: transactions.schemeCode,
  nav: transactions.nav,
  navCarriedFrom: transactions.navCarriedFrom,
  units: transactions.units,
  amountPaise: transactions.amountPaise,
  stampDutyPaise: transactions.stampDutyPaise,
  exitLoadPaise: transactions.exitLoadPaise,
  schemeName: schemeNameWithPlan,
  folioNo: folios.folioNo,
};

/** Newest first; `page` null reads every matching row (the downloads). */
export function reportRows(db: Db, userId: string, f: TxnFilters, page: { limit: number; offset: number } | null) {
  const query = db
    .select(columns)
    .from(transactions)
    .innerJoin(folios, eq(folios.id, transactions.folioId))
    .leftJoin(funds, eq(funds.schemeCode, transactions.schemeCode))
    .where(where(userId, f))
    .orderBy(desc(transactions.txnDate), asc(transactions.createdAt), asc(transactions.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function reportCount(db: Db, userId: string, f: TxnFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(transactions).where(where(userId, f));
  return row?.n ?? 0;
}

export type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];
