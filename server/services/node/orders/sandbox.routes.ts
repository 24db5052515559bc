// /node/orders/sandbox/*: the sandbox payment provider's own pages (UPI app, QR, bank page, mandate registration),
// its signed callback, and the fund-house step on demand. The pages and the callback carry no session: the
// callback's HMAC is its proof, and a payment or mandate changes only while it is still open, so a replayed or
// forged callback changes nothing. After the callback the browser goes back to the web app's page for it.
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formatPaise } from '../../../../utils/money';
import { PAYMENT_MODE_LABELS } from '../../../../utils/orders/paymentLimits';
import { NotFoundError } from '../../../domain/errors';
import type { AppEnv } from '../../../http/env';
import { loopbackOnly } from '../../../http/loopbackOnly';
import { ok } from '../../../http/ok';
import { validateJson } from '../../../http/validate';
import { runFundHouseStep } from '../../../jobs/fundHouse';
import type { MandateOutcome, PaymentOutcome } from '../../../providers/payments';
import { PAYMENT_PAGE_CSP, type PageButton, sandboxMessagePage, sandboxPage } from '../../../providers/payments/sandboxPage';
import { confirmedCheckoutOfMandate } from './checkouts.repo';
import { applyMandateOutcome, mandateById } from './mandates.service';
import type { OrdersDeps } from './orders.deps';
import { callbackForm, fundHouseRunBody, idParam } from './orders.schemas';
import { type PaymentRow } from './orders.view';
import { paymentById } from './payments.repo';
import { applyPaymentOutcome, readPayment } from './payments.service';

type Page = ReturnType<typeof sandboxMessagePage>;

export function sendPage(c: Context, page: Page, status: ContentfulStatusCode = 200) {
  c.header('Content-Security-Policy', PAYMENT_PAGE_CSP);
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(page, status);
}

const PAYMENT_BUTTONS: Record<PaymentRow['mode'], PageButton[]> = {
  upi_collect: [{ outcome: 'success', label: 'Approve', primary: true }, { outcome: 'failure', label: 'Decline' }],
  upi_qr: [{ outcome: 'success', label: 'Pay', primary: true }, { outcome: 'failure', label: 'Decline' }],
  netbanking: [
    { outcome: 'success', label: 'Success', primary: true },
    { outcome: 'failure', label: 'Failure' },
    { outcome: 'cancel', label: 'Cancel' },
  ],
  mandate: [],
};

/** The receipt's stable address (issue 31, item 5): the same page after a reload, for the investor and his advisor. */
export const receiptPath = (checkoutId: string) => `/cart/summary?checkout=${encodeURIComponent(checkoutId)}`;

/** Where the browser goes back to: the receipt of the payment's checkout (or the FD cart). */
function paymentReturn(payment: PaymentRow): string {
  const id = encodeURIComponent(payment.id);
  if (payment.fdBookingId) return `/cart/fixed-deposit?booking=${encodeURIComponent(payment.fdBookingId)}&payment=${id}`;
  if (payment.checkoutId) return receiptPath(payment.checkoutId);
  return `/cart/summary?payment=${id}`;
}

/** A mandate approved from a checkout's receipt goes back to that receipt; one registered on its own to its status. */
async function mandateReturn(deps: OrdersDeps, mandateId: string): Promise<string> {
  const checkout = await confirmedCheckoutOfMandate(deps.db, mandateId);
  return checkout ? receiptPath(checkout.id) : `/cart/summary?mandate=${encodeURIComponent(mandateId)}`;
}

export function sandboxRoutes(deps: OrdersDeps) {
  const app = new Hono<AppEnv>();
  const callbackUrl = `${deps.config.nodePublicBase}/orders/sandbox/callback`;

  app.get('/pay/:id', async (c) => {
    const params = idParam.safeParse(c.req.param());
    const payment = params.success ? await readPayment(deps, params.data.id) : undefined;
    if (!payment) return sendPage(c, sandboxMessagePage('Payment not found', 'This payment link is not valid.'), 404);
    if (payment.status !== 'pending' && payment.status !== 'created') {
      return sendPage(c, sandboxMessagePage('Payment closed', `This payment is ${payment.status}. Go back to ZF to see your orders.`), 409);
    }
    const lines = [
      `Amount: ${formatPaise(payment.amountPaise)}`,
      `Mode: ${PAYMENT_MODE_LABELS[payment.mode]}`,
      ...(payment.vpa ? [`Collect request to ${payment.vpa}`] : []),
      `Reference: ${payment.providerRef}`,
    ];
    const title = payment.mode === 'netbanking' ? 'Sandbox bank' : 'Sandbox UPI app';
    return sendPage(c, sandboxPage({ provider: deps.payments, subject: 'payment', id: payment.id, title, lines, buttons: PAYMENT_BUTTONS[payment.mode], callbackUrl }));
  });

  app.get('/mandate/:id', async (c) => {
    const params = idParam.safeParse(c.req.param());
    const mandate = params.success ? await mandateById(deps.db, params.data.id) : undefined;
    if (!mandate) return sendPage(c, sandboxMessagePage('Mandate not found', 'This mandate link is not valid.'), 404);
    if (mandate.status !== 'pending' && mandate.status !== 'registering') {
      return sendPage(c, sandboxMessagePage('Mandate closed', `This mandate is ${mandate.status}.`), 409);
    }
    const upi = mandate.mandateType === 'upi_autopay';
    const buttons: PageButton[] = upi
      ? [{ outcome: 'approve', label: 'Approve', primary: true }, { outcome: 'decline', label: 'Decline' }]
      : [{ outcome: 'register', label: 'Register now', primary: true }, { outcome: 'decline', label: 'Decline' }];
    const lines = [`Up to ${formatPaise(mandate.limitPaise)} an instalment`, ...(mandate.vpa ? [`UPI ID: ${mandate.vpa}`] : [])];
    const title = upi ? 'Sandbox UPI AutoPay' : 'Sandbox eNACH registration';
    return sendPage(c, sandboxPage({ provider: deps.payments, subject: 'mandate', id: mandate.id, title, lines, buttons, callbackUrl }));
  });

  app.post('/callback', async (c) => {
    const form = callbackForm.safeParse(await c.req.parseBody());
    if (!form.success || !deps.payments.verifyCallback(form.data)) {
      return sendPage(c, sandboxMessagePage('Not accepted', 'This answer is not signed by the payment provider; nothing was changed.'), 400);
    }
    const { subject, id, outcome } = form.data;
    c.header('Referrer-Policy', 'no-referrer');
    if (subject === 'mandate') {
      if (!['approve', 'decline', 'register'].includes(outcome)) return sendPage(c, sandboxMessagePage('Not accepted', 'Unknown answer.'), 400);
      await deps.db.transaction((tx) => applyMandateOutcome(tx, id, outcome as MandateOutcome, deps.now()));
      return c.redirect(await mandateReturn(deps, id), 303);
    }
    if (!['success', 'failure', 'cancel'].includes(outcome)) return sendPage(c, sandboxMessagePage('Not accepted', 'Unknown answer.'), 400);
    await deps.db.transaction((tx) => applyPaymentOutcome(tx, deps, id, outcome as PaymentOutcome));
    const payment = await paymentById(deps.db, id);
    if (!payment) throw new NotFoundError('Not found');
    return c.redirect(paymentReturn(payment), 303);
  });

  // The fund-house step at once, `until` standing for today: only while the sandbox is on, only from this machine.
  if (deps.config.ordersSandbox) {
    app.post('/fund-house/run', loopbackOnly(), validateJson(fundHouseRunBody), async (c) =>
      ok(c, await runFundHouseStep(deps.db, { now: deps.now(), until: c.req.valid('json').until })),
    );
  }

  return app;
}
