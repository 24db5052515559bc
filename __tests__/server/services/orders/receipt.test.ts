// A checkout's receipt at its own address (issue 31, item 5): GET /node/orders/checkout/{id} answers what the
// checkout placed to the investor and his advisor (404 to anyone else), and every return from the sandbox's pages
// (payment, mandate) lands on it, so the page shows the same orders after a reload.
import { eq } from 'drizzle-orm';
import { carts, sips } from '@/server/db/schema';
import { NO_RECEIPT } from '@/server/services/node/orders/receipt.service';
import { ASHA, outboxOtp } from '../../support/loginApp';
import { ASHA_ID, SCHEME, confirmCheckout, get, ordersPeopleForFile, pageForms, post, postCallback, pressPay, putInCart } from '../../support/ordersApp';

const p = ordersPeopleForFile();

interface Receipt {
  checkout_id: string;
  user_id: string;
  orders: { id: string; order_type: string; status: string }[];
  payment: { id: string; status: string; vpa: string | null; can_retry: boolean } | null;
  mandate: { id: string; status: string } | null;
  step_ups: { sip_id: string; cart_type: string; step_up_percent: number | null }[];
}

/** A lumpsum of ₹2,000 and a SIP of ₹1,000 confirmed together, the SIP on a new UPI AutoPay mandate. */
async function lumpsumAndSip() {
  const { db } = p.t.handle;
  const lump = await putInCart(db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 2_000_00 }]);
  const sipCart = await putInCart(db, ASHA_ID, 'purchase_sip', [
    { schemeCode: SCHEME, amountPaise: 1_000_00, sipDay: 10, sipFrequency: 'monthly', sipInstallments: 12 },
  ]);
  // Both lines in one collection, as the web's purchase cart holds them.
  await db.update(carts).set({ collectionId: lump.collectionId }).where(eq(carts.id, sipCart.cartId));
  const data = await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: lump.collectionId, payment_mode: 'upi_collect', vpa: 'asha@okzf', mandate_type: 'upi_autopay' });
  return { ...data, checkoutId: (data as unknown as { checkout_id: string }).checkout_id };
}

const receiptOf = async (session: typeof p.asha, checkoutId: string) => get(p.t, session, `/checkout/${checkoutId}`);

describe('GET /checkout/{id}: the receipt', () => {
  it("answers the checkout's orders, payment and mandate to the investor and to his advisor alike", async () => {
    const placed = await lumpsumAndSip();
    const mine = await receiptOf(p.asha, placed.checkoutId);
    expect(mine.res.status).toBe(200);
    const receipt = mine.body.data as unknown as Receipt;
    expect(receipt).toMatchObject({ checkout_id: placed.checkoutId, user_id: ASHA_ID, step_ups: [] });
    expect(receipt.orders.map((o) => o.id).sort()).toEqual(placed.orders.map((o) => o.id).sort());
    expect(receipt.orders.map((o) => o.order_type).sort()).toEqual(['purchase', 'sip']);
    expect(receipt.payment).toMatchObject({ id: placed.payment!.id, status: 'pending' });
    expect(receipt.mandate).toMatchObject({ status: 'pending' });
    const advisors = await receiptOf(p.rahul, placed.checkoutId);
    expect(advisors.res.status).toBe(200);
    expect(advisors.body.data).toEqual(mine.body.data);
  });

  it('is 404 to another investor and to an advisor who is not his, as to an id that is no checkout', async () => {
    const placed = await lumpsumAndSip();
    for (const stranger of [p.vikram, p.neha]) {
      const res = await receiptOf(stranger, placed.checkoutId);
      expect(res.res.status).toBe(404);
      expect(res.body.message).toBe('Not found');
    }
    expect((await receiptOf(p.asha, '00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
    expect((await receiptOf(p.asha, 'not-an-id')).res.status).toBe(400);
  });

  it('is 404 with its reason for a checkout that was never confirmed', async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 2_000_00 }]);
    const started = await post(p.t, p.asha, '/checkout', { user_id: ASHA_ID, collection_id: cart.collectionId, payment_mode: 'upi_qr' });
    await outboxOtp(p.t, ASHA);
    const res = await receiptOf(p.asha, String(started.body.data?.checkout_id));
    expect(res.res.status).toBe(404);
    expect(res.body.message).toBe(NO_RECEIPT);
  });

  it("shows the retry's payment once the declined one is retried", async () => {
    const cart = await putInCart(p.t.handle.db, ASHA_ID, 'purchase_lumpsum', [{ schemeCode: SCHEME, amountPaise: 2_000_00 }]);
    const placed = (await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId, payment_mode: 'upi_collect', vpa: 'fail@zfupi' })) as Awaited<ReturnType<typeof confirmCheckout>> & { checkout_id: string };
    const checkoutId = placed.checkout_id;
    expect((await receiptOf(p.asha, checkoutId)).body.data).toMatchObject({ payment: { id: placed.payment!.id, status: 'failed', can_retry: true } });
    const retried = await post(p.t, p.asha, `/payment/${placed.payment!.id}/retry`, { vpa: 'asha@okzf' });
    const receipt = (await receiptOf(p.asha, checkoutId)).body.data as unknown as Receipt;
    expect(receipt.payment).toMatchObject({ id: String(retried.body.data?.id), status: 'pending', vpa: 'asha@okzf' });
    expect(receipt.orders).toEqual([expect.objectContaining({ id: placed.orders[0].id, status: 'payment_pending' })]);
  });

  it('answers the step-ups a checkout applied (it makes no order)', async () => {
    const { db } = p.t.handle;
    const [sip] = await db.select().from(sips).where(eq(sips.userId, ASHA_ID)).limit(1);
    const cart = await putInCart(db, ASHA_ID, 'modify_stepup', [{ schemeCode: sip.schemeCode, sipId: sip.id, stepUpPercent: '10' }]);
    const data = (await confirmCheckout(p.t, p.asha, ASHA_ID, { collection_id: cart.collectionId })) as unknown as { checkout_id: string };
    const receipt = (await receiptOf(p.asha, data.checkout_id)).body.data as unknown as Receipt;
    expect(receipt).toMatchObject({ orders: [], payment: null, step_ups: [{ sip_id: sip.id, cart_type: 'modify_stepup', step_up_percent: 10 }] });
  });
});

describe('the sandbox pages send the browser back to the receipt', () => {
  it("after the payment: /cart/summary?checkout={id}", async () => {
    const placed = await lumpsumAndSip();
    const { res } = await pressPay(p.t, placed.payment!.id, 'success');
    expect(res.headers.get('location')).toBe(`/cart/summary?checkout=${placed.checkoutId}`);
  });

  it("after the mandate's approval: the receipt of the checkout whose SIPs use it", async () => {
    const placed = await lumpsumAndSip();
    const receipt = (await receiptOf(p.asha, placed.checkoutId)).body.data as unknown as Receipt;
    const forms = pageForms(await (await p.t.app.request(`/node/orders/sandbox/mandate/${receipt.mandate!.id}`)).text());
    const res = await postCallback(p.t, forms.approve);
    expect(res.headers.get('location')).toBe(`/cart/summary?checkout=${placed.checkoutId}`);
    expect((await receiptOf(p.asha, placed.checkoutId)).body.data).toMatchObject({ mandate: { status: 'active' } });
  });
});
