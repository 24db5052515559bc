/** @jest-environment node */
// Paying for a booking: one payment however often "Pay" is pressed, the investor's own, within the payment mode's
// limit, and a booking that follows its payment's outcome once, however often the provider's callback arrives.
import { eq } from 'drizzle-orm';
import { fdBookings, payments } from '@/server/db/schema';
import type { KycPeople } from '../../support/kycApp';
import { postCallback, pressPay } from '../../support/ordersApp';
import { booking, createFdPeople, fdCall } from './fdsApp';

let p: KycPeople;
beforeAll(async () => {
  p = await createFdPeople();
}, 60_000); // logs four people in: slow on a busy machine
afterAll(async () => p?.t.handle.close());

type Data = Record<string, unknown>;

async function newBooking(amountPaise = 1_00_000_00): Promise<string> {
  const { res, body } = await fdCall(p, p.asha, 'POST', '/bookings', booking({ amount_paise: amountPaise }));
  expect(res.status).toBe(201);
  return String(body.data?.id);
}

const paymentsOf = (bookingId: string) =>
  p.t.handle.db.select().from(payments).where(eq(payments.fdBookingId, bookingId));

describe('paying for a booking', () => {
  it('starts one sandbox payment however often Pay is pressed', async () => {
    const id = await newBooking();
    const [first, second] = await Promise.all([
      fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' }),
      fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' }),
    ]);
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(200);
    const a = first.body.data?.payment as Data;
    const b = second.body.data?.payment as Data;
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ status: 'pending', amount_paise: 1_00_000_00, mode: 'netbanking' });
    expect(String(a.redirect_url ?? b.redirect_url)).toContain(`/orders/sandbox/pay/${a.id}`);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect((first.body.data?.booking as Data).status).toBe('payment_pending');
  });

  it('is the investor own: 403 to her advisor and to an expert not mapped to her', async () => {
    const id = await newBooking();
    const advisor = await fdCall(p, p.rahul, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' });
    expect(advisor.res.status).toBe(422);
    expect(advisor.body.message).toBe('Only the investor can pay for their deposit');
    expect((await fdCall(p, p.neha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' })).res.status).toBe(404);
    expect((await fdCall(p, p.neha, 'GET', `/booking/${id}`)).res.status).toBe(404);
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it.each([
    [{ mode: 'upi_collect', vpa: 'asha@okbank' }, 'UPI takes at most ₹1,99,999 per payment; choose net banking'],
    [{ mode: 'upi_collect' }, 'Please enter your UPI ID to get the payment request'],
    [{ mode: 'cheque' }, 'Please choose how to pay'],
  ])('%j: 400 %s', async (body, message) => {
    const id = await newBooking(2_00_000_00);
    const { res, body: answer } = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, body);
    expect(res.status).toBe(400);
    expect(answer.message).toBe(message);
  });

  it('books the deposit once on a replayed success callback, and refuses to take the money twice', async () => {
    const id = await newBooking();
    const started = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'upi_qr' });
    const paymentId = String((started.body.data?.payment as Data).id);
    const { fields, res } = await pressPay(p.t, paymentId, 'success');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/cart/fixed-deposit?booking=${id}&payment=${paymentId}`);
    expect((await postCallback(p.t, fields)).status).toBe(303); // replayed: the payment is no longer open
    expect((await postCallback(p.t, { ...fields, outcome: 'failure' })).status).toBe(400); // forged

    const first = await fdCall(p, p.asha, 'GET', `/booking/${id}`);
    expect(first.body.data).toMatchObject({ status: 'booked', payment_status: 'success' });
    const again = await fdCall(p, p.asha, 'GET', `/booking/${id}`);
    expect(again.body.data?.booked_at).toBe(first.body.data?.booked_at);

    const payAgain = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'upi_qr' });
    expect(payAgain.res.status).toBe(409);
    expect(payAgain.body.message).toBe('This deposit is already booked');
    const [row] = await p.t.handle.db.select().from(fdBookings).where(eq(fdBookings.id, id));
    expect(row.status).toBe('booked');
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('a declined UPI request fails the booking, which a new payment can then book', async () => {
    const id = await newBooking();
    const declined = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'upi_collect', vpa: 'fail@zfupi' });
    expect(declined.body.data?.payment).toMatchObject({ status: 'failed', failure_reason: 'Your UPI app declined the request' });
    expect(declined.body.data?.booking).toMatchObject({ status: 'failed', can_pay: true, payment_failure_reason: 'Your UPI app declined the request' });

    const retry = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' });
    const paymentId = String((retry.body.data?.payment as Data).id);
    await pressPay(p.t, paymentId, 'success');
    const list = await fdCall(p, p.asha, 'GET', `/bookings/${booking().user_id}`);
    const listed = (list.body.data as unknown as Data[]).find((b) => b.id === id);
    expect(listed).toMatchObject({ status: 'booked', payment_id: paymentId });
    expect(await paymentsOf(id)).toHaveLength(2);
  });

  it('lets the investor pay again once a payment expires unanswered, with a new payment', async () => {
    const id = await newBooking();
    const first = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' });
    expect(first.body.data?.booking).toMatchObject({ status: 'payment_pending', can_pay: false });
    p.t.clock.advance(16 * 60_000); // the sandbox bank page waits 15 minutes
    const waiting = await fdCall(p, p.asha, 'GET', `/booking/${id}`);
    expect(waiting.body.data).toMatchObject({ status: 'payment_pending', can_pay: true });
    const again = await fdCall(p, p.asha, 'POST', `/bookings/${id}/pay`, { mode: 'netbanking' });
    expect((again.body.data?.payment as Data).id).not.toBe((first.body.data?.payment as Data).id);
    expect(await paymentsOf(id)).toHaveLength(2);
  });
});
