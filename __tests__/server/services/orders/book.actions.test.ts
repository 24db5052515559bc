// The order book's CSV (every matching order, formula-safe cells) and its actions: sending a payment link again
// (only while the payment waits, limited per order) and an advisor's cancel (mapped, and allowed to transact).
import { latestOutboxMessage } from '@/server/providers/sms';
import { BOOK_CSV_HEADER } from '@/server/services/node/orders/book.csv';
import { withoutTransactionPermission } from '../../support/kycApp';
import { call } from '../../support/loginApp';
import { as, ordersPeopleForFile } from '../../support/ordersApp';
import { addOrder, newClient, orderWithPayment } from './book.support';

const p = ordersPeopleForFile();

const csv = async (query: string, who = p.rahul) => p.t.app.request(`/node/orders/book.csv${query}`, { headers: as(who) });
const resend = (orderId: string, who = p.rahul) => call(p.t, 'POST', `/node/orders/book/${orderId}/resend-payment`, {}, as(who));
const cancel = (orderId: string, userId: string, who = p.rahul) => call(p.t, 'POST', `/node/orders/order/${orderId}/cancel`, { user_id: userId }, as(who));

describe('GET /node/orders/book.csv', () => {
  it('streams a header row and every matching order, cells that look like formulas made text', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, '=HYPERLINK("http://evil.example","Click")', '9000078001');
    await addOrder(db, { userId: client, amountPaise: 12_345_67, failureReason: '+91 bank said no, "twice"', status: 'failed', placedAt: new Date('2022-03-04T05:06:00Z') });
    await addOrder(db, { userId: client, orderType: 'redemption', amountPaise: null, units: '10.5000', status: 'completed' });
    const res = await csv(`?client=${client}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="order-book-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(BOOK_CSV_HEADER.join(','));
    expect(lines[0]).toMatch(/^Order no,Placed at \(IST\),Client,/);
    expect(lines).toHaveLength(3);
    const failed = lines.find((l) => l.includes('Failed'))!;
    expect(failed).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(failed).toContain(`"'+91 bank said no, ""twice"""`);
    expect(failed).toContain('"04/03/2022, 10:36"');
    expect(failed).toContain(',12345.67,');
    expect(lines.find((l) => l.includes('Redemption'))).toContain(',10.5000,');
  });

  it('applies the filters and refuses what the page refuses', async () => {
    const all = (await (await csv('?status=failed')).text()).trimEnd().split('\r\n');
    expect(all.length).toBeGreaterThan(1);
    expect(all.slice(1).every((l) => l.includes(',Failed,'))).toBe(true);
    const other = await newClient(p.t.handle.db, 'Csv Other', '9000078002');
    expect((await csv(`?client=${other}`, p.neha)).status).toBe(404);
    expect((await csv('', p.asha)).status).toBe(403);
    expect((await csv('?type=gift')).status).toBe(400);
  });
});

describe('POST /node/orders/book/{order_id}/resend-payment', () => {
  it('texts the client the link to the waiting payment, at most three times an hour per order', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Pay Later', '9000078003');
    const { order, payment } = await orderWithPayment(db, client, 'pending');
    const sent = await resend(order.id);
    expect(sent.res.status).toBe(200);
    expect(sent.body.data).toEqual({ sent_to: 'XXXXXX8003' });
    const sms = await latestOutboxMessage(db, '9000078003');
    expect(sms.body).toContain(`http://localhost:3000/cart/summary?payment=${payment.id}`);
    expect(sms.body).toContain(order.orderNo);
    await resend(order.id);
    await resend(order.id);
    const fourth = await resend(order.id);
    expect(fourth.res.status).toBe(429);
    expect(fourth.res.headers.get('retry-after')).toBe('3600');
    p.t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await resend(order.id)).res.status).toBe(200);
  });

  it('answers 409 once the payment no longer waits, and for an order with no payment', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Paid Up', '9000078004');
    const failed = await orderWithPayment(db, client, 'failed');
    expect((await resend(failed.order.id)).res.status).toBe(200);
    const paid = await orderWithPayment(db, client, 'success');
    const refused = await resend(paid.order.id);
    expect(refused.res.status).toBe(409);
    expect(refused.body.message).toBe('This order has no payment waiting for the client');
    const noPayment = await addOrder(db, { userId: client, orderType: 'redemption', status: 'placed' });
    expect((await resend(noPayment.id)).res.status).toBe(409);
  });

  it('never sends a payment link for a cancelled order, even when its payment had failed', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Changed Mind', '9000078015');
    const failed = await orderWithPayment(db, client, 'failed');
    expect((await cancel(failed.order.id, client)).res.status).toBe(200);
    const refused = await resend(failed.order.id);
    expect(refused.res.status).toBe(409);
    expect(refused.body.message).toBe('This order has no payment waiting for the client');
  });

  it("refuses another advisor and the investor, and an unknown order is 404", async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Not Neha', '9000078005');
    const { order } = await orderWithPayment(db, client, 'created');
    expect((await resend(order.id, p.neha)).res.status).toBe(404);
    expect((await resend(order.id, p.asha)).res.status).toBe(403);
    expect((await resend('00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
  });
});

describe("an advisor's cancel from the book", () => {
  it('works for a mapped advisor allowed to transact, and not without that permission or mapping', async () => {
    const { db } = p.t.handle;
    const client = await newClient(db, 'Changed Mind', '9000078006');
    const first = await orderWithPayment(db, client, 'pending');
    await withoutTransactionPermission(p.t, async () => {
      const refused = await cancel(first.order.id, client);
      expect(refused.res.status).toBe(422);
      expect(refused.body.message).toBe("You cannot change this client's orders until your ARN is validated");
    });
    expect((await cancel(first.order.id, client, p.neha)).res.status).toBe(404);
    const done = await cancel(first.order.id, client);
    expect(done.res.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await cancel(first.order.id, client)).res.status).toBe(409);
  });
});
