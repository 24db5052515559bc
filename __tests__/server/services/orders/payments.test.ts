// Payment outcomes through the sandbox page and its signed callback: success, failure, abandonment, retry, and
// callbacks replayed or forged.
import { and, eq } from 'drizzle-orm';
import { mandates, orders, payments } from '@/server/db/schema';
import { ASHA_ID, SCHEME, confirmCheckout, ordersPeopleForFile, get, pageForms, post, postCallback, pressPay, putInCart, runFundHouse } from '../../support/ordersApp';

const p = ordersPeopleForFile();

/** A confirmed lumpsum checkout of ₹2,000: its order id and payment id. */
async function placed(mode: 'upi_collect' | 'netbanking' = 'netbanking', vpa?: string) {
  const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 2_000_00 }]);
  const data = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId, payment_mode: mode, ...(vpa ? { vpa } : {}) });
  return { orderId: data.orders[0].id, paymentId: data.payment!.id, payment: data.payment! };
}

const orderStatus = async (id: string) => (await p.t.handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRow = async (id: string) => (await p.t.handle.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('the sandbox bank page', () => {
  it('says Sandbox, shows the amount, and is served with its own strict policy', async () => {
    const { paymentId } = await placed();
    const res = await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Sandbox');
    expect(html).toContain('₹2,000');
    expect(html).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('escapes what it shows', async () => {
    const { paymentId } = await placed();
    await p.t.handle.db.update(payments).set({ vpa: '<b>x</b>@zf', mode: 'upi_collect' }).where(eq(payments.id, paymentId));
    const html = await (await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`)).text();
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('payment outcomes', () => {
  it('Failure fails the payment and its orders with the reason; Retry makes a new payment for them', async () => {
    const { orderId, paymentId } = await placed();
    await pressPay(p.t, paymentId, 'failure');
    expect(await orderStatus(orderId)).toMatchObject({ status: 'failed', failureReason: 'The bank declined the payment' });
    const retried = await post(p.t, p.asha, `/payment/${paymentId}/retry`);
    expect(retried.res.status).toBe(201);
    const fresh = retried.body.data as unknown as { id: string; status: string; amount_paise: number };
    expect(fresh).toMatchObject({ status: 'pending', amount_paise: 2_000_00 });
    expect(fresh.id).not.toBe(paymentId);
    expect(await orderStatus(orderId)).toMatchObject({ status: 'payment_pending', paymentId: fresh.id });
    expect((await post(p.t, p.asha, `/payment/${paymentId}/retry`)).res.status).toBe(409);
    await pressPay(p.t, fresh.id, 'success');
    expect((await orderStatus(orderId)).status).toBe('paid');
  });

  it('Cancel on the bank page abandons the payment and leaves the order waiting', async () => {
    const { orderId, paymentId } = await placed();
    await pressPay(p.t, paymentId, 'cancel');
    expect((await paymentRow(paymentId)).status).toBe('abandoned');
    expect((await orderStatus(orderId)).status).toBe('payment_pending');
  });

  it('a payment nobody answers is abandoned once its expiry passes', async () => {
    const { orderId, paymentId } = await placed('upi_collect', 'asha@okzf');
    p.t.clock.advance(11 * 60_000);
    const read = await get(p.t, p.asha, `/payment/${paymentId}`);
    expect(read.body.data).toMatchObject({ status: 'abandoned', sandbox_url: null });
    expect((await orderStatus(orderId)).status).toBe('payment_pending');
  });

  it('declines a collect request to fail@zfupi at once', async () => {
    const { orderId, payment } = await placed('upi_collect', 'fail@zfupi');
    expect(payment).toMatchObject({ status: 'failed', failure_reason: 'Your UPI app declined the request' });
    expect((await orderStatus(orderId)).status).toBe('failed');
  });
});

describe('a retry that can succeed (issue 31, item 6)', () => {
  const retry = (paymentId: string, body?: unknown) => post(p.t, p.asha, `/payment/${paymentId}/retry`, body);

  it('after fail@zfupi, a retry to another UPI ID sends the collect request there, and its approval pays the order', async () => {
    const { orderId, paymentId } = await placed('upi_collect', 'fail@zfupi');
    const retried = await retry(paymentId, { vpa: 'asha@okzf' });
    expect(retried.res.status).toBe(201);
    const fresh = retried.body.data as unknown as { id: string };
    expect(retried.body.data).toMatchObject({ status: 'pending', mode: 'upi_collect', vpa: 'asha@okzf', amount_paise: 2_000_00 });
    await pressPay(p.t, fresh.id, 'success');
    expect(await orderStatus(orderId)).toMatchObject({ status: 'paid', paymentId: fresh.id });
  });

  it('without a body retries as before: the same UPI ID, declined again', async () => {
    const { paymentId } = await placed('upi_collect', 'fail@zfupi');
    const retried = await retry(paymentId);
    expect(retried.res.status).toBe(201);
    expect(retried.body.data).toMatchObject({ status: 'failed', vpa: 'fail@zfupi' });
  });

  it('changes the mode: a QR needs no UPI ID, and the orders carry the new mode', async () => {
    const { orderId, paymentId } = await placed('upi_collect', 'fail@zfupi');
    const qr = await retry(paymentId, { payment_mode: 'upi_qr' });
    expect(qr.body.data).toMatchObject({ status: 'pending', mode: 'upi_qr', vpa: null });
    expect((await orderStatus(orderId)).paymentMode).toBe('upi_qr');
  });

  it('refuses a UPI ID that is not one, and a collect request with none, with 400 and nothing changed', async () => {
    const { orderId, paymentId } = await placed();
    await pressPay(p.t, paymentId, 'failure');
    const bad = await retry(paymentId, { vpa: 'not a upi id' });
    expect(bad.res.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'vpa', message: 'Please enter a valid UPI ID, like name@bank' })]);
    const none = await retry(paymentId, { payment_mode: 'upi_collect' });
    expect(none.res.status).toBe(400);
    expect(none.body.message).toBe('Please enter a valid UPI ID, like name@bank');
    expect((await retry(paymentId, { payment_mode: 'cash' })).res.status).toBe(400);
    expect((await retry(paymentId, { vpa: 'asha@okzf', extra: 1 })).res.status).toBe(400);
    expect(await orderStatus(orderId)).toMatchObject({ status: 'failed', paymentId });
  });

  it('keeps UPI within its limit: ₹2,50,000 cannot move from net banking to UPI', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 2_50_000_00 }]);
    const data = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId, payment_mode: 'netbanking' });
    await pressPay(p.t, data.payment!.id, 'failure');
    const upi = await retry(data.payment!.id, { payment_mode: 'upi_qr' });
    expect(upi.res.status).toBe(400);
    expect(upi.body.message).toMatch(/^UPI takes at most/);
    expect((await retry(data.payment!.id, { payment_mode: 'netbanking' })).res.status).toBe(201);
  });
});

describe('callbacks replayed or forged', () => {
  it('a replayed Success after a Failure changes nothing', async () => {
    const { orderId, paymentId } = await placed();
    const page = await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`);
    const html = await page.text();
    const forms = pageForms(html);
    await postCallback(p.t, forms.failure);
    const replay = await postCallback(p.t, forms.success);
    expect(replay.status).toBe(303);
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect((await orderStatus(orderId)).status).toBe('failed');
  });

  it('a forged signature, or a signed answer with its outcome changed, is refused and changes nothing', async () => {
    const { orderId, paymentId } = await placed();
    const fields = pageForms(await (await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`)).text());
    const forged = await postCallback(p.t, { ...fields.failure, outcome: 'success' });
    expect(forged.status).toBe(400);
    const noSig = await postCallback(p.t, { ...fields.success, signature: 'A'.repeat(43) });
    expect(noSig.status).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    expect((await orderStatus(orderId)).status).toBe('payment_pending');
  });
});

describe('mandates', () => {
  it('registers eNACH (registering, then active on "Register now"); an expert cannot register one', async () => {
    const made = await post(p.t, p.asha, '/mandates', { user_id: ASHA_ID, mandate_type: 'enach', limit_paise: 5_00_000_00 });
    expect(made.res.status).toBe(201);
    const mandate = made.body.data as unknown as { id: string; status: string; registers_at: string; sandbox_url: string };
    expect(mandate.status).toBe('registering');
    expect(Date.parse(mandate.registers_at)).toBeGreaterThan(p.t.clock.now().getTime());
    const forms = pageForms(await (await p.t.app.request(`/node/orders/sandbox/mandate/${mandate.id}`)).text());
    const res = await postCallback(p.t, forms.register);
    expect(res.headers.get('location')).toBe(`/cart/summary?mandate=${mandate.id}`);
    const mine = (await get(p.t, p.asha, `/mandates/${ASHA_ID}`)).body.data as unknown as { id: string; status: string }[];
    expect(mine.find((m) => m.id === mandate.id)?.status).toBe('active');
    const byExpert = await post(p.t, p.rahul, '/mandates', { user_id: ASHA_ID, mandate_type: 'enach', limit_paise: 1_000_00 });
    expect(byExpert.res.status).toBe(422);
  });

  it('refuses a UPI AutoPay limit above ₹1 lakh', async () => {
    const res = await post(p.t, p.asha, '/mandates', { user_id: ASHA_ID, mandate_type: 'upi_autopay', limit_paise: 2_00_000_00, vpa: 'asha@okzf' });
    expect(res.res.status).toBe(400);
    expect(res.body.message).toBe('This mandate covers instalments up to ₹1,00,000');
  });
});

describe('a cancelled order is never paid (issue 31, item 3)', () => {
  const cancel = (orderId: string) => post(p.t, p.asha, `/order/${orderId}/cancel`, { user_id: ASHA_ID });

  it('closes the open payment with the order: the bank page refuses it, and a late Success takes nothing', async () => {
    const { orderId, paymentId } = await placed();
    // The investor has the bank page open, then cancels in another tab.
    const page = await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`);
    const forms = pageForms(await page.text());
    expect((await cancel(orderId)).res.status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'abandoned', failureReason: 'An order of this payment was cancelled, so nothing was taken' });
    const reopened = await p.t.app.request(`/node/orders/sandbox/pay/${paymentId}`);
    expect(reopened.status).toBe(409);
    // The page opened before the cancel answers Success anyway: nothing changes.
    await postCallback(p.t, forms.success);
    expect((await paymentRow(paymentId)).status).toBe('abandoned');
    expect((await orderStatus(orderId)).status).toBe('cancelled');
    const read = await get(p.t, p.asha, `/payment/${paymentId}`);
    expect(read.body.data).toMatchObject({ status: 'abandoned', can_retry: false });
    expect((await post(p.t, p.asha, `/payment/${paymentId}/retry`)).res.status).toBe(409);
  });

  it('leaves the other orders of the payment waiting, and a retry asks only for theirs', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [
      { schemeCode: SCHEME, amountPaise: 2_000_00 },
      { schemeCode: SCHEME, amountPaise: 3_000_00 },
    ]);
    const data = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId, payment_mode: 'netbanking' });
    // Orders of one checkout come back in no promised order: pick them by amount.
    const amounts = data.orders as unknown as { id: string; amount_paise: number }[];
    const first = amounts.find((o) => o.amount_paise === 2_000_00)!;
    const second = amounts.find((o) => o.amount_paise === 3_000_00)!;
    const paymentId = data.payment!.id;
    expect((await cancel(first.id)).res.status).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('abandoned');
    expect((await get(p.t, p.asha, `/payment/${paymentId}`)).body.data).toMatchObject({ can_retry: true });
    const retried = await post(p.t, p.asha, `/payment/${paymentId}/retry`);
    expect(retried.res.status).toBe(201);
    const fresh = retried.body.data as unknown as { id: string; amount_paise: number };
    expect(fresh.amount_paise).toBe(3_000_00); // the second order's amount only
    await pressPay(p.t, fresh.id, 'success');
    expect((await orderStatus(second.id)).status).toBe('paid');
    expect((await orderStatus(first.id)).status).toBe('cancelled');
  });

  it('a payment that landed first keeps its order: the cancel that comes after is refused (409)', async () => {
    const { orderId, paymentId } = await placed();
    await pressPay(p.t, paymentId, 'success');
    const late = await cancel(orderId);
    expect(late.res.status).toBe(409);
    expect((await orderStatus(orderId)).status).toBe('paid');
    expect((await paymentRow(paymentId)).status).toBe('success');
  });
});

describe('one mandate per need (issue 31, item 4)', () => {
  const sipCart = () =>
    putInCart(p.t.handle.db, ASHA_ID, 'purchase_sip', [{ schemeCode: SCHEME, amountPaise: 2_000_00, sipDay: 10, sipInstallments: 12, sipFrequency: 'monthly' }]);
  const mandatesAt = (vpa: string) => p.t.handle.db.select().from(mandates).where(and(eq(mandates.userId, ASHA_ID), eq(mandates.vpa, vpa)));

  it('reuses the mandate still waiting for approval when the checkout is started again, and expires it after a day', async () => {
    const vpa = 'asha.once@okzf';
    const cart = await sipCart();
    for (let i = 0; i < 3; i += 1) {
      const started = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, mandate_type: 'upi_autopay', vpa });
      expect(started.res.status).toBe(201);
      p.t.clock.advance(11 * 60_000); // past the OTP send limits' window
    }
    const waiting = await mandatesAt(vpa);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].status).toBe('pending');

    p.t.clock.advance(25 * 3_600_000);
    expect((await runFundHouse(p.t, '2026-12-31')).res.status).toBe(200);
    expect((await mandatesAt(vpa))[0]).toMatchObject({ status: 'expired', failureReason: 'The mandate was not approved in time' });
    // The expired one is not offered again: a new start registers a new mandate.
    const again = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, mandate_type: 'upi_autopay', vpa });
    expect(again.res.status).toBe(201);
    expect((await mandatesAt(vpa)).map((m) => m.status).sort()).toEqual(['expired', 'pending']);
  });
});
