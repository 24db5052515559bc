// What the cart checks read besides the carts: the schemes (funds), the investor's folios and holdings, the units
// still in an ELSS lock-in, and the KYC status.
import { and, eq, gte, inArray } from 'drizzle-orm';
import { folios, funds, holdings, kycRecords, sips, transactions } from '../../../db/schema';
import type { Tx } from './cart.repo';

export type FundRow = Pick<typeof funds.$inferSelect,
  'schemeCode' | 'name' | 'plan' | 'fundHouse' | 'schemeType' | 'category' | 'subCategory' | 'nav'>;

export async function fundsByCode(db: Tx, codes: number[]): Promise<Map<number, FundRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      schemeCode: funds.schemeCode,
      name: funds.name,
      plan: funds.plan,
      fundHouse: funds.fundHouse,
      schemeType: funds.schemeType,
      category: funds.category,
      subCategory: funds.subCategory,
      nav: funds.nav,
    })
    .from(funds)
    .where(inArray(funds.schemeCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.schemeCode, r]));
}

export interface HeldRow {
  folioId: string;
  folioNo: string;
  schemeCode: number;
  units: string;
}

export async function holdingsOf(db: Tx, userId: string): Promise<HeldRow[]> {
  return db
    .select({ folioId: folios.id, folioNo: folios.folioNo, schemeCode: holdings.schemeCode, units: holdings.units })
    .from(holdings)
    .innerJoin(folios, eq(folios.id, holdings.folioId))
    .where(eq(holdings.userId, userId));
}

/** The investor's folio numbers: an order may name only one of these. */
export async function folioNumbersOf(db: Tx, userId: string): Promise<Set<string>> {
  const rows = await db.select({ folioNo: folios.folioNo }).from(folios).where(eq(folios.userId, userId));
  return new Set(rows.map((r) => r.folioNo));
}

const UNIT_ADDING = ['purchase', 'sip', 'switch_in', 'stp_in', 'dividend_reinvest'] as const;

/** Units bought into these folios on or after `since`, for the lock-in of the newest units (redemptions go FIFO). */
export async function buysSince(db: Tx, folioIds: string[], since: string) {
  if (folioIds.length === 0) return [];
  return db
    .select({ folioId: transactions.folioId, schemeCode: transactions.schemeCode, txnDate: transactions.txnDate, units: transactions.units })
    .from(transactions)
    .where(and(inArray(transactions.folioId, folioIds), gte(transactions.txnDate, since), inArray(transactions.txnType, [...UNIT_ADDING])));
}

export async function kycStatusOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ status: kycRecords.kycStatus }).from(kycRecords).where(eq(kycRecords.userId, userId));
  return row?.status ?? null;
}

/** The investor each of these SIPs belongs to. */
export async function sipOwnersOf(db: Tx, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: sips.id, userId: sips.userId }).from(sips).where(inArray(sips.id, ids));
  return new Map(rows.map((r) => [r.id, r.userId]));
}
