// What an allotment reads and writes: the NAV of a day, folios, holdings recomputed from their transactions.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { PortfolioTxn } from '../../utils/portfolio/types';
import { schemeRules, type SchemeRules } from '../../utils/orders/schemeRules';
import { type Lot, buildLots } from '../../utils/portfolio/lots';
import { folios, funds, holdings, navHistory, transactions } from '../db/schema';
import type { Tx } from '../services/node/orders/orders.deps';

export type FolioRow = typeof folios.$inferSelect;

/** The NAV of `date`, else the latest one before it (the demo's market data ends on its last import). */
export async function navOn(tx: Tx, schemeCode: number, date: string): Promise<{ nav: string; date: string } | null> {
  const [row] = await tx
    .select({ nav: navHistory.nav, date: navHistory.date })
    .from(navHistory)
    .where(and(eq(navHistory.schemeCode, schemeCode), lte(navHistory.date, date)))
    .orderBy(desc(navHistory.date))
    .limit(1);
  const [fund] = await tx.select({ nav: funds.nav, date: funds.navDate }).from(funds).where(eq(funds.schemeCode, schemeCode));
  // funds.nav is the latest import: use it when it is newer than the history yet not after the day asked for.
  if (fund?.nav && fund.date && fund.date <= date && (!row || fund.date > row.date)) return { nav: fund.nav, date: fund.date };
  if (row) return row;
  return fund?.nav && fund.date ? { nav: fund.nav, date: fund.date } : null;
}

export async function fundHouseOf(tx: Tx, schemeCode: number): Promise<string | null> {
  const [row] = await tx.select({ fundHouse: funds.fundHouse }).from(funds).where(eq(funds.schemeCode, schemeCode));
  return row?.fundHouse ?? null;
}

export async function folioByNo(tx: Tx, userId: string, folioNo: string): Promise<FolioRow | undefined> {
  const [row] = await tx.select().from(folios).where(and(eq(folios.userId, userId), eq(folios.folioNo, folioNo)));
  return row;
}

/** The investor's folio at this fund house, or a new one ('ZF' and 8 digits) for a first purchase there. */
export async function ensureFolio(tx: Tx, order: { userId: string; expertId: string | null; folioNo: string | null }, amc: string): Promise<FolioRow> {
  if (order.folioNo) {
    const named = await folioByNo(tx, order.userId, order.folioNo);
    if (named) return named;
  }
  const existing = await internalFolioAt(tx, order.userId, amc);
  if (existing) return existing;
  // Two copies may get here at once: the unique index on the folio ZF opens (one per investor and fund house) lets
  // one insert win; the other inserts nothing, waits for the winner's commit, and takes its folio.
  const folioNo = `ZF${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const [made] = await tx
    .insert(folios)
    .values({ folioNo, userId: order.userId, expertId: order.expertId, amc, source: 'internal' })
    .onConflictDoNothing()
    .returning();
  return made ?? (await internalFolioAt(tx, order.userId, amc))!;
}

/** The investor's oldest folio of ours at this fund house. */
async function internalFolioAt(tx: Tx, userId: string, amc: string): Promise<FolioRow | undefined> {
  const [row] = await tx
    .select()
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.amc, amc), eq(folios.source, 'internal')))
    .orderBy(asc(folios.createdAt), asc(folios.id))
    .limit(1);
  return row;
}

export async function unitsHeld(tx: Tx, folioId: string, schemeCode: number): Promise<string> {
  const [row] = await tx.select({ units: holdings.units }).from(holdings).where(and(eq(holdings.folioId, folioId), eq(holdings.schemeCode, schemeCode)));
  return row?.units ?? '0';
}

/** The rules of a scheme (its exit load, for a sale) from what the market data says of it. */
export async function rulesOfScheme(tx: Tx, schemeCode: number): Promise<SchemeRules> {
  const [fund] = await tx
    .select({ category: funds.category, subCategory: funds.subCategory, schemeType: funds.schemeType, plan: funds.plan, name: funds.name, fundHouse: funds.fundHouse })
    .from(funds)
    .where(eq(funds.schemeCode, schemeCode));
  return schemeRules(fund ?? {});
}

/** The FIFO book of this scheme in this folio, from every transaction of it. */
async function lotBookOf(tx: Tx, folioId: string, schemeCode: number) {
  const rows = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.folioId, folioId), eq(transactions.schemeCode, schemeCode)))
    .orderBy(transactions.txnDate, transactions.createdAt);
  const txns: PortfolioTxn[] = rows.map((r) => ({
    date: r.txnDate,
    type: r.txnType,
    units: r.units,
    amountPaise: r.amountPaise,
    stampDutyPaise: r.stampDutyPaise,
    exitLoadPaise: r.exitLoadPaise,
  }));
  return buildLots(txns);
}

/** The units still held, lot by lot, oldest first. */
export async function openLots(tx: Tx, folioId: string, schemeCode: number): Promise<Lot[]> {
  return (await lotBookOf(tx, folioId, schemeCode)).lots;
}

/** Units and FIFO cost of the units still held, from every transaction of this scheme in this folio. */
export async function recomputeHolding(tx: Tx, folio: FolioRow, schemeCode: number): Promise<void> {
  const book = await lotBookOf(tx, folio.id, schemeCode);
  await tx
    .insert(holdings)
    .values({ folioId: folio.id, userId: folio.userId, schemeCode, units: book.unitsHeld, costPaise: book.netCostPaise })
    .onConflictDoUpdate({
      target: [holdings.folioId, holdings.schemeCode],
      set: { units: book.unitsHeld, costPaise: book.netCostPaise, updatedAt: new Date() },
    });
}
