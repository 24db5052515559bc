// The payment step of a booking, kept to one place: start a payment with the payment provider (docs/CART.md,
// "Sandbox payment provider") and read back what it became. The provider's signed callbacks are the only thing
// that moves a payment from pending; a booking follows its payment (settleWithPayment), so a replayed callback,
// which changes no payment, changes no booking either.
import { randomUUID } from 'node:crypto';
import type { FdBookingRow, PaymentRow } from './fds.repo';
import * as repo from './fds.repo';
import type { FdDeps } from './fds.deps';
import type { LumpsumPaymentMode } from '../../../../utils/orders/paymentLimits';
import type { PaymentView } from '../../../../utils/orders/wire';
import { paymentView } from '../orders/orders.view';

/** A payment still running: the investor may yet approve it, so a second "Pay" must not start another. */
export function isLive(payment: PaymentRow | undefined, now: Date): boolean {
  return !!payment && (payment.status === 'created' || payment.status === 'pending') && payment.expiresAt > now;
}

/** Starts a payment for a booking the caller has already claimed (fds.repo claimForPayment). */
export async function startPayment(
  deps: FdDeps,
  booking: FdBookingRow,
  paymentId: string,
  input: { mode: LumpsumPaymentMode; vpa?: string },
): Promise<PaymentView> {
  const now = deps.now();
  const started = deps.payments.startPayment({
    paymentId,
    mode: input.mode,
    amountPaise: booking.amountPaise,
    vpa: input.vpa ?? null,
    now,
  });
  const row = await repo.insertPayment(deps.db, {
    id: paymentId,
    userId: booking.userId,
    fdBookingId: booking.id,
    mode: input.mode,
    amountPaise: booking.amountPaise,
    status: started.status,
    providerRef: started.providerRef,
    vpa: input.vpa ?? null,
    failureReason: started.failureReason,
    expiresAt: started.expiresAt,
  });
  return paymentView(row, deps.payments);
}

export const newPaymentId = () => randomUUID();

/** A pending booking takes its payment's outcome: booked on success, failed on failure; otherwise unchanged. */
export async function settleWithPayment(deps: FdDeps, booking: FdBookingRow, payment: PaymentRow | undefined): Promise<FdBookingRow> {
  if (booking.status !== 'payment_pending' || !payment || payment.id !== booking.paymentId) return booking;
  const outcome = payment.status === 'success' ? 'booked' : payment.status === 'failed' ? 'failed' : null;
  if (!outcome) return booking;
  const settled = await repo.settleBooking(deps.db, booking.id, payment.id, outcome, payment.settledAt ?? deps.now());
  return settled ?? (await repo.findBooking(deps.db, booking.id)) ?? booking;
}
