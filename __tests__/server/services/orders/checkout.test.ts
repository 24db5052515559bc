// Checkout to allotment, through the HTTP calls: OTP, orders, sandbox payment, fund-house step, portfolio.
import { and, eq } from 'drizzle-orm';
import { carts, folios, holdings, orders, transactions } from '@/server/db/schema';
import { ASHA, outboxOtp, wrongCode } from '../../support/loginApp';
import {
  ASHA_ID,
  SCHEME,
  ordersPeopleForFile,
  get,
  post,
  pressPay,
  putInCart,
  runFundHouse,
} from '../../support/ordersApp';

const p = ordersPeopleForFile();

/** Starts a checkout of the cart's collection and returns its id and the OTP sent. */
async function start(body: Record<string, unknown>) {
  const started = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, ...body });
  return { started, id: String(started.body.data?.checkout_id), otp: await outboxOtp(p.t, ASHA) };
}

const lumpsum = (rupees: number) => [{ schemeCode: SCHEME, amountPaise: rupees * 100 }];

describe('checkout to allotment', () => {
  it('takes a lumpsum from cart to units in the portfolio', async () => {
    const { db } = p.t.handle;
    const cart = await putInCart(db, ASHA_ID, 'purchase_lumpsum', lumpsum(5_000));
    const { started, id, otp } = await start({ collection_id: cart.collectionId, payment_mode: 'upi_collect', vpa: 'asha@okzf' });
    expect(started.res.status).toBe(201);
    expect(started.body.data).toMatchObject({ otp_sent_to: '90XXXXXX01', total_payable_paise: 500_000 });

    const confirmed = await post(p.t, p.asha, `/checkout/${id}/confirm`, { otp });
    expect(confirmed.res.status).toBe(200);
    const data = confirmed.body.data as unknown as { orders: { id: string; order_no: string; status: string; execution_only: boolean; arn: string }[]; payment: { id: string; status: string; sandbox_url: string } };
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ status: 'payment_pending', execution_only: true, arn: 'ARN-212345' });
    expect(data.orders[0].order_no).toMatch(/^\d{8}\d{6}$/);
    expect(data.payment).toMatchObject({ status: 'pending', sandbox_url: `/api/node/orders/sandbox/pay/${data.payment.id}` });
    const [cartRow] = await db.select().from(carts).where(eq(carts.id, cart.cartId));
    expect(cartRow.status).toBe('checked_out');

    const paid = await pressPay(p.t, data.payment.id, 'success');
    expect(paid.res.status).toBe(303);
    expect(paid.res.headers.get('location')).toBe(`/cart/summary?checkout=${id}`);
    const order = await get(p.t, p.asha, `/order/${data.orders[0].id}`);
    expect(order.body.data).toMatchObject({ status: 'paid', cancellable: false });

    const run = await runFundHouse(p.t, '2026-12-31');
    expect(run.res.status).toBe(200);
    const [done] = await db.select().from(orders).where(eq(orders.id, data.orders[0].id));
    expect(done.status).toBe('completed');
    expect(done.nav).not.toBeNull();
    expect(done.navDate! <= done.expectedNavDate!).toBe(true);
    const [txn] = await db.select().from(transactions).where(eq(transactions.orderId, done.id));
    expect(txn).toMatchObject({ txnType: 'purchase', units: done.units, amountPaise: 500_000 - txn.stampDutyPaise });
    expect(txn.stampDutyPaise).toBe(25); // 0.005 % of ₹5,000
    // Never dated before its order: the transaction carries the order's NAV date; the market data ends before it, so
    // the sandbox fund house carried an earlier NAV forward and says from which day.
    expect(txn.txnDate).toBe(done.expectedNavDate);
    expect(done.navDate).toBe(done.expectedNavDate);
    expect(txn.txnDate >= done.placedAt.toISOString().slice(0, 10)).toBe(true);
    expect(txn.navCarriedFrom).not.toBeNull();
    expect(txn.navCarriedFrom! < txn.txnDate).toBe(true);
    const view = await get(p.t, p.asha, `/order/${done.id}`);
    expect(view.body.data).toMatchObject({ nav_date: done.expectedNavDate, nav_carried_from: txn.navCarriedFrom });
    const [holding] = await db.select().from(holdings).where(and(eq(holdings.folioId, txn.folioId), eq(holdings.schemeCode, SCHEME)));
    expect(Number(holding.units)).toBeGreaterThanOrEqual(Number(done.units));
    const [folio] = await db.select().from(folios).where(eq(folios.id, txn.folioId));
    expect(folio.folioNo).toBe(done.folioNo);
    const [cartAfter] = await db.select().from(carts).where(eq(carts.id, cart.cartId));
    expect(cartAfter.status).toBe('completed');
  });
});

describe('OTP and who may confirm', () => {
  it('refuses a wrong OTP, then an expired one, and makes no order', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', lumpsum(2_000));
    const { id, otp } = await start({ collection_id: cart.collectionId, payment_mode: 'netbanking' });
    const wrong = await post(p.t, p.asha, `/checkout/${id}/confirm`, { otp: wrongCode(otp) });
    expect(wrong.res.status).toBe(400);
    expect(wrong.body.message).toBe('Incorrect OTP');
    p.t.clock.advance(6 * 60_000);
    const late = await post(p.t, p.asha, `/checkout/${id}/confirm`, { otp });
    expect(late.res.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect(await p.t.handle.db.select().from(orders).where(eq(orders.checkoutId, id))).toHaveLength(0);
  });

  it('answers 422 to an expert and 404 to another investor', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', lumpsum(2_000));
    const byExpert = await post(p.t, p.rahul, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, payment_mode: 'netbanking' });
    expect(byExpert.res.status).toBe(422);
    const { id } = await start({ collection_id: cart.collectionId, payment_mode: 'netbanking' });
    expect((await post(p.t, p.rahul, `/checkout/${id}/confirm`, { otp: '123456' })).res.status).toBe(422);
    expect((await post(p.t, p.vikram, `/checkout/${id}/confirm`, { otp: '123456' })).res.status).toBe(404);
    expect((await post(p.t, p.vikram, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId })).res.status).toBe(404);
    expect((await get(p.t, p.vikram, `/list/${ASHA_ID}`)).res.status).toBe(404);
  });
});

describe('a double-clicked confirm', () => {
  it('makes one set of orders and one payment, and answers both clicks with them', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [...lumpsum(1_000), { schemeCode: SCHEME, amountPaise: 3_000_00 }]);
    const { id, otp } = await start({ collection_id: cart.collectionId, payment_mode: 'upi_qr' });
    const [a, b] = await Promise.all([
      post(p.t, p.asha, `/checkout/${id}/confirm`, { otp }),
      post(p.t, p.asha, `/checkout/${id}/confirm`, { otp }),
    ]);
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    const made = await p.t.handle.db.select().from(orders).where(eq(orders.checkoutId, id));
    expect(made).toHaveLength(2);
    expect(new Set(made.map((o) => o.paymentId)).size).toBe(1);
    const ids = (x: typeof a) => (x.body.data?.orders as { id: string }[]).map((o) => o.id).sort();
    expect(ids(a)).toEqual(ids(b));
    expect(new Set(made.map((o) => o.orderNo)).size).toBe(2);
    const payment = a.body.data?.payment as { upi_uri: string; amount_paise: number };
    expect(payment.amount_paise).toBe(400_000);
    expect(payment.upi_uri).toMatch(/^upi:\/\/pay\?pa=zf\.sandbox@upi&pn=ZF%20Sandbox&am=4000\.00&cu=INR&tr=SBX/);
  });
});

describe('payment mode and mandate limits', () => {
  it('refuses UPI above ₹1,99,999 and takes net banking for the same cart', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', lumpsum(2_00_000));
    const upi = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, payment_mode: 'upi_collect', vpa: 'asha@okzf' });
    expect(upi.res.status).toBe(400);
    expect(upi.body.message).toBe('UPI takes at most ₹1,99,999 per payment; choose net banking');
    const bank = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, payment_mode: 'netbanking' });
    expect(bank.res.status).toBe(201);
  });

  it('refuses a SIP above the UPI AutoPay limit of ₹1 lakh', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_sip', [
      { schemeCode: SCHEME, amountPaise: 1_50_000_00, sipDay: 10, sipInstallments: 12, sipFrequency: 'monthly' },
    ]);
    const res = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, mandate_type: 'upi_autopay', vpa: 'asha@okzf' });
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe('This mandate covers instalments up to ₹1,00,000');
  });
});
