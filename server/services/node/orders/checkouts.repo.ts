// The checkouts table: one OTP confirmation of a collection or session.
import { schemeNameWithPlan } from '../../../market/schemeName';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { cartItems, carts, checkouts, funds, orders, sips } from '../../../db/schema';
import type { Tx } from './orders.deps';

export type CheckoutRow = typeof checkouts.$inferSelect;

export async function checkoutById(tx: Tx, id: string, lock = false): Promise<CheckoutRow | undefined> {
  const query = tx.select().from(checkouts).where(eq(checkouts.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertCheckout(tx: Tx, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await tx.insert(checkouts).values(values).returning();
  return row;
}

export async function updateCheckout(tx: Tx, id: string, change: Partial<CheckoutRow>): Promise<void> {
  await tx.update(checkouts).set({ ...change, updatedAt: new Date() }).where(eq(checkouts.id, id));
}

export async function countWrongOtp(tx: Tx, id: string): Promise<void> {
  await tx.update(checkouts).set({ otpAttempts: sql`${checkouts.otpAttempts} + 1` }).where(eq(checkouts.id, id));
}

export async function ordersOfCheckout(tx: Tx, checkoutId: string) {
  return tx.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(orders.orderNo);
}

/** A step-up item changes the investor's own SIP (never another's). */
export async function applyStepUp(
  tx: Tx,
  userId: string,
  sipId: string,
  stepUp: { amountPaise: number | null; percent: string | null },
): Promise<void> {
  await tx
    .update(sips)
    .set({ stepUpAmountPaise: stepUp.amountPaise, stepUpPercent: stepUp.percent, stepUpFrequency: 'yearly', updatedAt: new Date() })
    .where(and(eq(sips.id, sipId), eq(sips.userId, userId)));
}

/** The latest confirmed checkout whose SIPs use this mandate: where the mandate's approval sends the browser back. */
export async function confirmedCheckoutOfMandate(tx: Tx, mandateId: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.mandateId, mandateId), eq(checkouts.status, 'confirmed')))
    // A mandate waiting for approval serves every checkout started again meanwhile (one mandate per need): the newest.
    .orderBy(desc(checkouts.confirmedAt), desc(checkouts.createdAt))
    .limit(1);
  return row;
}

/** The step-up lines of the checkout's carts (collection or session), with their scheme names. */
export async function stepUpsOfCheckout(tx: Tx, checkout: Pick<CheckoutRow, 'userId' | 'collectionId' | 'sessionId'>) {
  const cartOfCheckout = checkout.collectionId ? eq(carts.collectionId, checkout.collectionId) : eq(carts.sessionId, checkout.sessionId ?? '');
  return tx
    .select({
      sipId: cartItems.sipId,
      schemeCode: cartItems.schemeCode,
      schemeName: schemeNameWithPlan,
      cartType: carts.cartType,
      stepUpAmountPaise: cartItems.stepUpAmountPaise,
      stepUpPercent: cartItems.stepUpPercent,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .leftJoin(funds, eq(funds.schemeCode, cartItems.schemeCode))
    .where(
      and(
        cartOfCheckout,
        eq(carts.userId, checkout.userId),
        eq(carts.status, 'completed'),
        inArray(carts.cartType, ['new_stepup', 'modify_stepup']),
        isNotNull(cartItems.sipId),
      ),
    )
    .orderBy(cartItems.createdAt);
}
