// Writes of a CAS import, all inside the caller's transaction: external folios, their transactions (skipping
// rows already imported, by import_key) and the holdings recomputed from every transaction of the scheme.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { folios, holdings, kycRecords, transactions } from '../../../db/schema';
import type { TransactionType } from '../../../db/schema/portfolio';

export async function kycPanOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ pan: kycRecords.pancardNo }).from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
  return row?.pan ?? null;
}

/** The folio of this AMC and number, created as external when the investor has none. */
export async function ensureFolio(db: Db, userId: string, amc: string, folioNo: string) {
  await db.insert(folios).values({ userId, amc, folioNo, source: 'external' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: folios.id, source: folios.source })
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.amc, amc), eq(folios.folioNo, folioNo)));
  return row;
}

export interface ImportedTxn {
  userId: string;
  folioId: string;
  schemeCode: number;
  txnType: TransactionType;
  txnDate: string;
  nav: string;
  units: string;
  amountPaise: number;
  stampDutyPaise: number;
  importKey: string;
  /** Rows of one day keep the statement's order (a stamp-duty row follows its purchase) through created_at. */
  createdAt: Date;
}

/** Inserts the rows not imported before; answers how many were new. */
export async function insertNewTransactions(db: Db, rows: ImportedTxn[]): Promise<number> {
  if (rows.length === 0) return 0;
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(transactions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [transactions.folioId, transactions.importKey], where: sql`${transactions.importKey} is not null` })
      .returning({ id: transactions.id });
    added += inserted.length;
  }
  return added;
}

export async function upsertHolding(db: Db, userId: string, folioId: string, schemeCode: number, units: string, costPaise: number) {
  await db
    .insert(holdings)
    .values({ userId, folioId, schemeCode, units, costPaise })
    .onConflictDoUpdate({ target: [holdings.folioId, holdings.schemeCode], set: { units, costPaise, updatedAt: new Date() } });
}
