// fd_products, fd_bookings and the payments of bookings. Status changes are conditional updates (… where status
// in (…) returning), so two requests racing, or a payment outcome read twice, change a booking once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type FdBookingStatus, fdBookings, fdProducts, payments } from '../../../db/schema';

export type FdProductRow = typeof fdProducts.$inferSelect;
export type FdBookingRow = typeof fdBookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export function listProducts(db: Db): Promise<FdProductRow[]> {
  return db.select().from(fdProducts).orderBy(fdProducts.issuer);
}

export async function findProduct(db: Db, id: string): Promise<FdProductRow | undefined> {
  const [row] = await db.select().from(fdProducts).where(eq(fdProducts.id, id)).limit(1);
  return row;
}

export async function insertBooking(db: Db, values: typeof fdBookings.$inferInsert): Promise<FdBookingRow> {
  const [row] = await db.insert(fdBookings).values(values).returning();
  return row;
}

export async function findBooking(db: Db, id: string): Promise<FdBookingRow | undefined> {
  const [row] = await db.select().from(fdBookings).where(eq(fdBookings.id, id)).limit(1);
  return row;
}

export function listBookings(db: Db, userId: string): Promise<FdBookingRow[]> {
  return db
    .select()
    .from(fdBookings)
    .where(eq(fdBookings.userId, userId))
    .orderBy(desc(fdBookings.createdAt))
    .limit(100);
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function findPayments(db: Db, ids: string[]): Promise<Map<string, PaymentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(payments).where(inArray(payments.id, ids));
  return new Map(rows.map((p) => [p.id, p]));
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row;
}

/**
 * Hands the booking to a new payment, only from the state the caller saw: `created` or `failed`, or
 * `payment_pending` on the payment it knew to be over. A second click racing the first finds nothing to claim.
 */
export async function claimForPayment(
  db: Db,
  booking: Pick<FdBookingRow, 'id' | 'status' | 'paymentId'>,
  paymentId: string,
): Promise<boolean> {
  const sameState =
    booking.paymentId === null
      ? sql`${fdBookings.paymentId} is null`
      : eq(fdBookings.paymentId, booking.paymentId);
  const rows = await db
    .update(fdBookings)
    .set({ status: 'payment_pending', paymentId, updatedAt: sql`now()` })
    .where(and(eq(fdBookings.id, booking.id), eq(fdBookings.status, booking.status), sameState))
    .returning({ id: fdBookings.id });
  return rows.length === 1;
}

/** Moves a pending booking on to what its payment became; null when another reader already did. */
export async function settleBooking(
  db: Db,
  bookingId: string,
  paymentId: string,
  status: Extract<FdBookingStatus, 'booked' | 'failed'>,
  at: Date,
): Promise<FdBookingRow | null> {
  const [row] = await db
    .update(fdBookings)
    .set({ status, bookedAt: status === 'booked' ? at : null, updatedAt: sql`now()` })
    .where(
      and(
        eq(fdBookings.id, bookingId),
        eq(fdBookings.status, 'payment_pending'),
        eq(fdBookings.paymentId, paymentId),
      ),
    )
    .returning();
  return row ?? null;
}
