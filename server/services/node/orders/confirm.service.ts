// Confirming a checkout with its OTP. The checkout row is locked for the whole confirmation, so two confirms at
// once take turns: the first makes the orders and the payment, the second finds the checkout confirmed and answers
// the same orders. A wrong OTP is counted (committed) before the 400. A right OTP places the cart only if it still
// holds what the SMS named (the digest of its lines, checkout.terms.ts); otherwise the checkout is voided (committed)
// before the 409, so the code can never confirm the changed cart: the investor starts again and gets a new SMS.
import { declareActor } from '../../../db/actor';
import type { Identity } from '../../../auth';
import type { CheckoutConfirmed } from '../../../../utils/orders/wire';
import { ConflictError } from '../../../domain/errors';
import { spendLinkOf } from './checkout.links';
import { type CheckoutPlan, planCheckout } from './checkout.plan';
import { CHECKOUT_MESSAGES as M } from './checkout.messages';
import { expertCodes, mobileOf } from './checkout.repo';
import { setCartStatus } from '../cart/cart.repo';
import { type CheckoutRow, applyStepUp, checkoutById, countWrongOtp, ordersOfCheckout, updateCheckout } from './checkouts.repo';
import { assertPlanGoes, checkoutFor, invalid, mandateLimitFor, otpVerdict, targetOf } from './checkout.service';
import { planDigest } from './checkout.terms';
import { type Distribution, createOrders } from './orders.build';
import type { OrdersDeps, Tx } from './orders.deps';
import { ordersView } from './orders.service';
import { paymentView } from './orders.view';
import { paymentOfCheckout, settleOpenPayment } from './payments.repo';
import { startWithProvider } from './payments.service';

async function distributionOf(tx: Tx, deps: OrdersDeps, checkout: CheckoutRow): Promise<Distribution> {
  if (checkout.expertId) {
    const { arn, euin } = await expertCodes(tx, checkout.expertId);
    return { expertId: checkout.expertId, arn, euin, executionOnly: false };
  }
  return { expertId: null, arn: deps.config.distributorArn, euin: null, executionOnly: true };
}

/** What confirming now would place: the open carts, locked so that an edit waits for this confirmation. */
async function planNow(tx: Tx, deps: OrdersDeps, checkout: CheckoutRow): Promise<CheckoutPlan> {
  const mandateLimitPaise = await mandateLimitFor(tx, checkout.userId, { mandate_id: checkout.mandateId ?? undefined });
  return planCheckout(tx, targetOf(checkout), {
    now: deps.now(),
    paymentMode: checkout.paymentMode === 'mandate' ? null : checkout.paymentMode,
    mandateLimitPaise,
    lock: true,
  });
}

/** The code no longer confirms anything: the checkout and its unpaid payment are closed. */
async function voidCheckout(tx: Tx, checkout: CheckoutRow): Promise<void> {
  await updateCheckout(tx, checkout.id, { status: 'cart_changed' });
  const payment = await paymentOfCheckout(tx, checkout.id);
  if (payment) await settleOpenPayment(tx, payment.id, { status: 'abandoned', failureReason: M.cartChanged });
}

/** Makes the orders, applies step-ups, closes the carts and starts the payment. */
async function placeOrders(tx: Tx, deps: OrdersDeps, checkout: CheckoutRow, plan: CheckoutPlan): Promise<void> {
  const now = deps.now();
  assertPlanGoes(plan);
  await spendLinkOf(tx, targetOf(checkout), plan.carts, now);
  // The digest matched, so the lines, and with them the amount the payment was created for, are those of the SMS.
  const payment = await paymentOfCheckout(tx, checkout.id);
  if (plan.lumpsumPaise > 0 && !payment) throw invalid(M.chooseMode, 'payment_mode');
  await createOrders(
    {
      tx,
      now,
      checkoutId: checkout.id,
      userId: checkout.userId,
      distribution: await distributionOf(tx, deps, checkout),
      paymentId: plan.lumpsumPaise > 0 ? (payment?.id ?? null) : null,
      paymentMode: checkout.paymentMode,
      mandateId: checkout.mandateId,
    },
    plan,
  );
  for (const item of plan.items) {
    if (item.orderType || !item.row.sipId) continue;
    await applyStepUp(tx, checkout.userId, item.row.sipId, { amountPaise: item.row.stepUpAmountPaise, percent: item.row.stepUpPercent });
  }
  // A cart of step-ups makes no order: it is done once they are applied; the others wait for their orders.
  const withOrders = new Set(plan.items.filter((i) => i.orderType).map((i) => i.cart.id));
  const sent: ('created' | 'link_sent')[] = ['created', 'link_sent'];
  await setCartStatus(tx, plan.carts.filter((c) => withOrders.has(c.id)).map((c) => c.id), 'checked_out', sent);
  await setCartStatus(tx, plan.carts.filter((c) => !withOrders.has(c.id)).map((c) => c.id), 'completed', sent);
  await updateCheckout(tx, checkout.id, { status: 'confirmed', confirmedAt: now });
  if (payment && plan.lumpsumPaise > 0) await startWithProvider(tx, deps, payment);
}

export async function confirmCheckout(deps: OrdersDeps, identity: Identity, checkoutId: string, otp: string): Promise<CheckoutConfirmed> {
  const found = await checkoutFor(deps, identity, checkoutId);
  const mobile = (await mobileOf(deps.db, found.userId)) ?? '';
  const verdict = await deps.db.transaction(async (tx) => {
    const checkout = (await checkoutById(tx, checkoutId, true))!;
    const answer = otpVerdict(deps.config.authSecret, checkout, mobile, otp, deps.now());
    // A confirmed checkout answers its orders again to the same OTP (a double click), however late.
    if (checkout.status === 'confirmed') return answer === 'incorrect' ? 'incorrect' : 'ok';
    if (checkout.status === 'cart_changed') return 'cart_changed';
    if (checkout.status !== 'otp_sent') return 'closed';
    if (answer === 'incorrect') await countWrongOtp(tx, checkout.id);
    if (answer === 'expired') await updateCheckout(tx, checkout.id, { status: 'expired' });
    if (answer !== 'ok') return answer;
    const plan = await planNow(tx, deps, checkout);
    if (plan.carts.length === 0) throw new ConflictError(M.alreadyCheckedOut);
    if (planDigest(plan, checkout) !== checkout.linesDigest) {
      await voidCheckout(tx, checkout);
      return 'cart_changed';
    }
    // Only the investor confirms a checkout (checkoutFor): he places the orders, whoever prepared them.
    await declareActor(tx, { kind: 'investor', userId: checkout.userId });
    await placeOrders(tx, deps, checkout, plan);
    return 'ok';
  });
  if (verdict === 'incorrect') throw invalid(M.wrongOtp, 'otp');
  if (verdict === 'expired') throw invalid(M.otpExpired, 'otp');
  if (verdict === 'too_many') throw invalid(M.tooManyTries, 'otp');
  if (verdict === 'closed') throw new ConflictError(M.closed);
  if (verdict === 'cart_changed') throw new ConflictError(M.cartChanged);
  const made = await ordersOfCheckout(deps.db, checkoutId);
  const payment = await paymentOfCheckout(deps.db, checkoutId);
  return {
    checkout_id: checkoutId,
    orders: await ordersView(deps, made),
    payment: payment && made.some((o) => o.paymentId) ? paymentView(payment, deps.payments) : null,
  };
}
