// A confirmed checkout's receipt (issue 31, item 5): what it placed, read again at any time by its own address, so
// that the confirmation, the return from the bank or UPI app and the mandate's approval all survive a reload.
import type { CheckoutReceipt } from '../../../../utils/orders/wire';
import { NotFoundError } from '../../../domain/errors';
import { type CheckoutRow, ordersOfCheckout, stepUpsOfCheckout } from './checkouts.repo';
import { mandateById } from './mandates.service';
import type { OrdersDeps } from './orders.deps';
import { ordersView } from './orders.service';
import { mandateView, paymentView } from './orders.view';
import { abandonExpired, paymentOfCheckout, waitingOrdersOf } from './payments.repo';

export const NO_RECEIPT = 'This checkout was not confirmed, so it has no receipt';

/** The caller's reach is checked before (the investor or his advisor); an unconfirmed checkout placed nothing. */
export async function checkoutReceipt(deps: OrdersDeps, checkout: CheckoutRow): Promise<CheckoutReceipt> {
  if (checkout.status !== 'confirmed' || !checkout.confirmedAt) throw new NotFoundError(NO_RECEIPT);
  const placed = await ordersOfCheckout(deps.db, checkout.id);
  // The newest payment of the checkout is the one that counts: a retry replaces the failed one for its orders.
  let payment = placed.some((o) => o.paymentId) ? await paymentOfCheckout(deps.db, checkout.id) : undefined;
  if (payment && (await abandonExpired(deps.db, deps.now(), payment.id)) > 0) payment = await paymentOfCheckout(deps.db, checkout.id);
  const mandate = checkout.mandateId ? await mandateById(deps.db, checkout.mandateId) : undefined;
  const stepUps = await stepUpsOfCheckout(deps.db, checkout);
  return {
    checkout_id: checkout.id,
    user_id: checkout.userId,
    confirmed_at: checkout.confirmedAt.toISOString(),
    orders: await ordersView(deps, placed),
    payment: payment ? paymentView(payment, deps.payments, await waitingOrdersOf(deps.db, payment.id)) : null,
    mandate: mandate ? mandateView(mandate, deps.payments) : null,
    step_ups: stepUps.map((s) => ({
      sip_id: s.sipId!,
      scheme_code: s.schemeCode,
      scheme_name: s.schemeName ?? `Scheme ${s.schemeCode}`,
      cart_type: s.cartType as 'new_stepup' | 'modify_stepup',
      step_up_amount_paise: s.stepUpAmountPaise,
      step_up_percent: s.stepUpPercent === null ? null : Number(s.stepUpPercent),
    })),
  };
}
