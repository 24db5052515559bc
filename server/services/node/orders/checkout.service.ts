// Starting a checkout (re-check the cart, choose payment and mandate, OTP to the registered mobile) and
// confirming it (OTP, then orders and one payment, once: the checkout row is locked, so a double click makes one
// set of orders and a second confirm answers the same ones).
import { randomUUID } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, generateOtp, hashOtp, otpMatches } from '../../../auth/otp';
import type { Identity } from '../../../auth';
import { limitedAttempt } from '../../../auth/otpChallenge';
import { MANDATE_LIMIT_PAISE, NETBANKING_LIMIT_PAISE } from '../../../../utils/orders/paymentLimits';
import type { CheckoutStart, CheckoutStarted } from '../../../../utils/orders/wire';
import { InvalidError, NotFoundError, RefusedError, UnavailableError } from '../../../domain/errors';
import { assertLinkLive } from './checkout.links';
import { type CheckoutPlan, planCheckout } from './checkout.plan';
import { CHECKOUT_MESSAGES as M, checkoutSmsText } from './checkout.messages';
import { planDigest } from './checkout.terms';
import { type CheckoutTarget, mobileOf } from './checkout.repo';
import { type CheckoutRow, checkoutById, insertCheckout } from './checkouts.repo';
import { mandateById, registerMandate } from './mandates.service';
import type { OrdersDeps, Tx } from './orders.deps';
import { orderTiming } from './orders.build';
import { insertPayment } from './payments.repo';

export function assertInvestor(identity: Identity, userId: string): void {
  if (identity.role === 'expert') throw new RefusedError(M.investorOnly);
  if (identity.userId !== userId) throw new NotFoundError('Not found');
}

/** '9000000001' -> '90XXXXXX01' */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}${'X'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-2)}`;
}

export function invalid(message: string, path = ''): InvalidError {
  return new InvalidError(message, { errors: [{ path, message }] });
}

/** The plan's problems as one 400: the first as the message, all of them by item. */
export function assertPlanGoes(plan: CheckoutPlan): void {
  if (plan.carts.length === 0) throw new NotFoundError(M.noCart);
  if (plan.items.length === 0) throw invalid(M.emptyCart);
  if (plan.issues.length > 0) {
    throw new InvalidError(plan.issues[0].message, {
      errors: plan.issues.map((i) => ({ path: i.itemId ? `items.${i.itemId}` : '', message: i.message })),
    });
  }
}

/** The limit of the mandate a checkout's SIPs will use: an existing usable one of the investor's, or a new one. */
export async function mandateLimitFor(tx: Tx, userId: string, body: Pick<CheckoutStart, 'mandate_id' | 'mandate_type'>) {
  if (body.mandate_id) {
    const mandate = await mandateById(tx, body.mandate_id);
    if (!mandate || mandate.userId !== userId || mandate.status === 'rejected' || mandate.status === 'cancelled') {
      throw invalid(M.mandateUnusable, 'mandate_id');
    }
    return mandate.limitPaise;
  }
  return body.mandate_type ? MANDATE_LIMIT_PAISE[body.mandate_type] : undefined;
}

function assertPaymentChoice(plan: CheckoutPlan, body: CheckoutStart): void {
  if (plan.sipItems.length > 0 && !body.mandate_id && !body.mandate_type) throw invalid(M.chooseMandate, 'mandate_id');
  if (plan.lumpsumPaise === 0) return;
  if (!body.payment_mode) throw invalid(M.chooseMode, 'payment_mode');
  if (body.payment_mode === 'upi_collect' && !body.vpa) throw invalid('Please enter a valid UPI ID, like name@bank', 'vpa');
  if (body.payment_mode === 'netbanking' && plan.lumpsumPaise > NETBANKING_LIMIT_PAISE) throw invalid(M.netbankingLimit, 'payment_mode');
}

export function targetOf(row: Pick<CheckoutRow, 'userId' | 'collectionId' | 'sessionId'>): CheckoutTarget {
  return { userId: row.userId, collectionId: row.collectionId, sessionId: row.sessionId };
}

export async function startCheckout(deps: OrdersDeps, identity: Identity, body: CheckoutStart): Promise<CheckoutStarted> {
  assertInvestor(identity, body.user_id);
  const now = deps.now();
  const target: CheckoutTarget = { userId: body.user_id, collectionId: body.collection_id, sessionId: body.session_id };
  const mandateLimitPaise = await mandateLimitFor(deps.db, body.user_id, body);
  const plan = await planCheckout(deps.db, target, { now, paymentMode: body.payment_mode, mandateLimitPaise });
  assertPlanGoes(plan);
  await assertLinkLive(deps.db, target, plan.carts, now);
  assertPaymentChoice(plan, body);
  const mobile = await mobileOf(deps.db, body.user_id);
  if (!mobile) throw invalid(M.noMobile);

  const code = generateOtp();
  const id = randomUUID();
  // Only a start that sends an SMS counts (a refused cart above does not); each one brings five fresh guesses.
  const limits = { mobileNo: mobile, addressKey: null, userId: body.user_id, purpose: 'checkout' as const, limits: deps.config.checkoutOtpLimits, now };
  await limitedAttempt(deps.db, limits, async (tx) => {
    const mandate =
      plan.sipItems.length > 0 && !body.mandate_id && body.mandate_type
        ? await registerMandate(tx, deps, { userId: body.user_id, mandateType: body.mandate_type, limitPaise: MANDATE_LIMIT_PAISE[body.mandate_type], vpa: body.vpa })
        : undefined;
    const paymentMode = plan.lumpsumPaise > 0 ? (body.payment_mode ?? null) : null;
    const mandateId = plan.sipItems.length > 0 ? (body.mandate_id ?? mandate?.id ?? null) : null;
    await insertCheckout(tx, {
      id,
      userId: body.user_id,
      expertId: plan.carts[0].expertId,
      collectionId: body.collection_id ?? null,
      sessionId: body.session_id ?? null,
      paymentMode,
      mandateId,
      otpHash: hashOtp(deps.config.authSecret, id, mobile, code),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS),
      // The lines the SMS below names: confirming places them only if the cart still gives this digest.
      linesDigest: planDigest(plan, { paymentMode, mandateId }),
    });
    if (plan.lumpsumPaise > 0 && body.payment_mode) {
      await insertPayment(tx, { userId: body.user_id, checkoutId: id, mode: body.payment_mode, amountPaise: plan.lumpsumPaise, vpa: body.vpa ?? null, expiresAt: now });
    }
    return { outcome: 'sent', value: undefined };
  });
  const sipPaise = plan.sipItems.reduce((sum, i) => sum + (i.row.amountPaise ?? 0), 0);
  const text = checkoutSmsText(code, { count: plan.items.length, lumpsumPaise: plan.lumpsumPaise, sipPaise }, OTP_TTL_MS / 60_000);
  await deps.sms.send(mobile, text).catch(() => {
    throw new UnavailableError(M.smsFailed);
  });
  return {
    checkout_id: id,
    otp_sent_to: maskMobile(mobile),
    orders_preview: previewOf(plan, now),
    total_payable_paise: plan.lumpsumPaise,
  };
}

/** What confirming now would make, for the OTP screen. */
function previewOf(plan: CheckoutPlan, now: Date): CheckoutStarted['orders_preview'] {
  return plan.items.flatMap((item) => {
    if (!item.orderType) return [];
    const t = orderTiming(item, now);
    return [{
      order_type: item.orderType,
      scheme_name: item.fund?.name ?? `Scheme ${item.row.schemeCode}`,
      amount_paise: item.row.amountPaise,
      units: item.row.units,
      expected_nav_date: t.navDate,
      cancellable_until: t.until?.toISOString() ?? null,
    }];
  });
}

export type OtpVerdict = 'ok' | 'incorrect' | 'expired' | 'too_many';

export function otpVerdict(secret: string, checkout: CheckoutRow, mobile: string, otp: string, now: Date): OtpVerdict {
  if (checkout.otpAttempts >= OTP_MAX_ATTEMPTS) return 'too_many';
  if (!checkout.otpExpiresAt || checkout.otpExpiresAt <= now) return 'expired';
  if (!checkout.otpHash || !otpMatches(secret, { id: checkout.id, mobileNo: mobile, codeHash: checkout.otpHash }, otp)) return 'incorrect';
  return 'ok';
}

export async function checkoutFor(deps: OrdersDeps, identity: Identity, id: string): Promise<CheckoutRow> {
  if (identity.role === 'expert') throw new RefusedError(M.investorOnly);
  const checkout = await checkoutById(deps.db, id);
  if (!checkout || checkout.userId !== identity.userId) throw new NotFoundError('Not found');
  return checkout;
}
