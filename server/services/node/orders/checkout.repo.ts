// What a checkout reads and locks: the open carts of a collection or session with their items, the schemes, the
// investor's holdings and KYC status, their registered mobile, and the advisor's ARN and EUIN.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, carts, experts, folios, funds, holdings, kycRecords, users } from '../../../db/schema';
import type { Tx } from './orders.deps';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type FundRow = Pick<typeof funds.$inferSelect, 'schemeCode' | 'name' | 'plan' | 'fundHouse' | 'schemeType' | 'category' | 'subCategory' | 'nav'>;

export interface CheckoutTarget {
  userId: string;
  collectionId?: string | null;
  sessionId?: string | null;
}

/** The open carts of the collection or session (locked when `lock`, so a confirm and an edit take turns). */
export async function openCarts(tx: Tx, target: CheckoutTarget, lock = false): Promise<CartRow[]> {
  const where = and(
    eq(carts.userId, target.userId),
    eq(carts.status, 'created'),
    eq(carts.productType, 'mutual_fund'),
    target.collectionId ? eq(carts.collectionId, target.collectionId) : eq(carts.sessionId, target.sessionId ?? ''),
    // A collection groups the new types only; an old-type cart is checked out by its session.
    target.collectionId ? sql`${carts.sessionId} is null` : undefined,
  );
  const query = tx.select().from(carts).where(where).orderBy(carts.createdAt);
  return lock ? query.for('update') : query;
}

export async function itemsOf(tx: Tx, cartIds: string[]): Promise<CartItemRow[]> {
  if (cartIds.length === 0) return [];
  return tx.select().from(cartItems).where(inArray(cartItems.cartId, cartIds)).orderBy(cartItems.createdAt);
}

export async function fundsByCode(tx: Tx, codes: number[]): Promise<Map<number, FundRow>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
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
  amc: string;
  schemeCode: number;
  units: string;
}

export async function holdingsOf(tx: Tx, userId: string): Promise<HeldRow[]> {
  return tx
    .select({ folioId: folios.id, folioNo: folios.folioNo, amc: folios.amc, schemeCode: holdings.schemeCode, units: holdings.units })
    .from(holdings)
    .innerJoin(folios, eq(folios.id, holdings.folioId))
    .where(eq(holdings.userId, userId));
}

export async function kycStatusOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ status: kycRecords.kycStatus }).from(kycRecords).where(eq(kycRecords.userId, userId));
  return row?.status ?? null;
}

export async function mobileOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ mobileNo: users.mobileNo }).from(users).where(eq(users.id, userId));
  return row?.mobileNo ?? null;
}

export async function expertCodes(tx: Tx, expertId: string): Promise<{ arn: string | null; euin: string | null }> {
  const [row] = await tx.select({ arn: experts.arn, euin: experts.euin }).from(experts).where(eq(experts.id, expertId));
  return row ?? { arn: null, euin: null };
}
