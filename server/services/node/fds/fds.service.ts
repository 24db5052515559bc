// Fixed deposits: the catalogue, a quote by the FD calculator's rules, booking and paying. The routes have
// already checked who may act for the investor; the rules here are the product's and the KYC's.
import { assertExpertMapped, type Identity } from '../../../auth';
import { ConflictError, InvalidError, NotFoundError, RefusedError } from '../../../domain/errors';
import { FD_MESSAGES, productProblems } from '../../../../utils/validation/fds';
import { fdFigures, isSenior, rateFor } from '../../../../utils/fds/figures';
import type { FdBookingInput, FdBookingView, FdFigures, FdPayBody, FdProductView } from '../../../../utils/fds/wire';
import { istParts } from '../../../../utils/orders/navDate';
import { paymentLimitPaise } from '../../../../utils/orders/paymentLimits';
import type { PaymentView } from '../../../../utils/orders/wire';
import { currentRecord } from '../kyc/kyc.record';
import type { FdDeps } from './fds.deps';
import { paymentView } from '../orders/orders.view';
import { isLive, newPaymentId, settleWithPayment, startPayment } from './fds.payment';
import * as repo from './fds.repo';
import { bookingView, productView } from './fds.view';

export async function listProducts(deps: FdDeps): Promise<FdProductView[]> {
  return (await repo.listProducts(deps.db)).map(productView);
}

async function productRow(deps: FdDeps, id: string) {
  const row = await repo.findProduct(deps.db, id);
  if (!row) throw new NotFoundError(FD_MESSAGES.notOffered);
  return row;
}

export async function getProduct(deps: FdDeps, id: string): Promise<FdProductView> {
  return productView(await productRow(deps, id));
}

const KYC_REFUSALS: Partial<Record<string, string>> = {
  on_hold: FD_MESSAGES.kycOnHold,
  registered: FD_MESSAGES.kycRegistered,
};

export interface Quote {
  product: FdProductView;
  figures: FdFigures;
}

/** The figures a booking would get today, after the product's limits and the investor's KYC say yes. */
export async function quote(deps: FdDeps, input: FdBookingInput): Promise<Quote> {
  const product = productView(await productRow(deps, input.product_id));
  const problems = productProblems(product, input);
  if (problems.length > 0) throw new InvalidError(problems[0].message, { errors: problems });
  const kyc = await currentRecord(deps.kyc, input.user_id);
  if (kyc?.kycStatus !== 'verified') throw new InvalidError(KYC_REFUSALS[kyc?.kycStatus ?? ''] ?? FD_MESSAGES.kycNone);
  const today = istParts(deps.now()).date;
  const senior = isSenior(kyc.dob, today);
  const rateBps = rateFor(product.rates, input.tenure_months, senior) as number; // the tenure was checked above
  const figures = fdFigures({ amountPaise: input.amount_paise, rateBps, months: input.tenure_months, payout: input.payout, senior, startDay: today });
  return { product, figures };
}

export async function book(deps: FdDeps, identity: Identity, input: FdBookingInput): Promise<FdBookingView> {
  const { product, figures } = await quote(deps, input);
  const row = await repo.insertBooking(deps.db, {
    userId: input.user_id,
    expertId: identity.userId === input.user_id ? null : (identity.expertId ?? null),
    productId: product.id,
    amountPaise: input.amount_paise,
    tenureMonths: input.tenure_months,
    rateBps: figures.rate_bps,
    senior: figures.senior ? 'yes' : 'no',
    payout: input.payout,
    maturityPaise: figures.maturity_paise,
  });
  return bookingView(row, product, undefined, deps.now());
}

/** The booking with its payment's outcome applied (a payment settles through the provider's signed callback). */
async function current(deps: FdDeps, row: repo.FdBookingRow) {
  const payment = row.paymentId ? await repo.findPayment(deps.db, row.paymentId) : undefined;
  return { row: await settleWithPayment(deps, row, payment), payment };
}

export async function bookingOwner(deps: FdDeps, id: string): Promise<string> {
  const row = await repo.findBooking(deps.db, id);
  if (!row) throw new NotFoundError('No such booking');
  return row.userId;
}

export async function getBooking(deps: FdDeps, id: string): Promise<FdBookingView> {
  const found = await repo.findBooking(deps.db, id);
  if (!found) throw new NotFoundError('No such booking');
  const { row, payment } = await current(deps, found);
  return bookingView(row, await repo.findProduct(deps.db, row.productId), payment, deps.now());
}

export async function listBookings(deps: FdDeps, userId: string): Promise<FdBookingView[]> {
  const rows = await repo.listBookings(deps.db, userId);
  const payments = await repo.findPayments(deps.db, rows.flatMap((r) => (r.paymentId ? [r.paymentId] : [])));
  const products = new Map((await repo.listProducts(deps.db)).map((p) => [p.id, p]));
  const views: FdBookingView[] = [];
  for (const found of rows) {
    const payment = found.paymentId ? payments.get(found.paymentId) : undefined;
    const row = await settleWithPayment(deps, found, payment);
    views.push(bookingView(row, products.get(row.productId), payment, deps.now()));
  }
  return views;
}

export interface PayResult {
  booking: FdBookingView;
  payment: PaymentView;
}

/** One payment per click that counts: while a payment is live, paying again answers that same payment. */
export async function pay(deps: FdDeps, identity: Identity, bookingId: string, body: FdPayBody): Promise<PayResult> {
  const found = await repo.findBooking(deps.db, bookingId);
  if (!found) throw new NotFoundError('No such booking');
  if (identity.userId !== found.userId) {
    // The client's advisor sees the rule; anyone else learns nothing about the booking.
    await assertExpertMapped(deps.db, identity.expertId, found.userId);
    throw new RefusedError(FD_MESSAGES.expertCannotPay);
  }
  if (found.amountPaise > paymentLimitPaise(body.mode)) {
    const message = body.mode === 'netbanking' ? FD_MESSAGES.netbankingLimit : FD_MESSAGES.upiLimit;
    throw new InvalidError(message, { errors: [{ path: 'mode', message }] });
  }
  const { row, payment } = await current(deps, found);
  if (row.status === 'booked') throw new ConflictError(FD_MESSAGES.alreadyBooked);
  if (row.status === 'cancelled') throw new ConflictError(FD_MESSAGES.cancelled);
  if (isLive(payment, deps.now())) return livePayment(deps, row.id);
  const paymentId = newPaymentId();
  // Claim and payment row commit together: a racing click waits on the booking's row, then finds it claimed.
  const started = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimForPayment(tx, row, paymentId))) return null;
    return startPayment({ ...deps, db: tx }, row, paymentId, body);
  });
  if (!started) return livePayment(deps, row.id);
  return { booking: await getBooking(deps, row.id), payment: started };
}

/** The payment another click already started. */
async function livePayment(deps: FdDeps, bookingId: string): Promise<PayResult> {
  const booking = await getBooking(deps, bookingId);
  const payment = booking.payment_id ? await repo.findPayment(deps.db, booking.payment_id) : undefined;
  if (!payment) throw new ConflictError('A payment for this booking is being started; try again in a moment');
  return { booking, payment: paymentView(payment, deps.payments) };
}

