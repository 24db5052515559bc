import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartSummary from '@/components/cart/CartSummary';
import { CART_MESSAGES } from '@/utils/validation/cart';
import { ASHA_ID, cartGroupFixture, cartItemFixture, seedCarts, sipItemFixture } from '../../mocks/handlers/cart';
import { http, HttpResponse } from 'msw';
import { NOTHING_TO_PAY } from '@/components/cart/checkout/PaymentStatus';
import { at } from '../../mocks/handlers/at';
import { MOCK_OTP, WRONG_OTP_MESSAGE, ordersMock, paymentFixture } from '../../mocks/handlers/orders';
import { server } from '../../mocks/server';
import { authed } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, serveCart } from './support';

serveCart();

function seed() {
  seedCarts(ASHA_ID, [
    cartGroupFixture('purchase_lumpsum', [cartItemFixture({ id: 'l-1', amount: 500000 })]),
    cartGroupFixture('purchase_sip', [sipItemFixture({ id: 's-1' })]),
  ]);
}

async function openCheckout() {
  logInInvestor(ASHA_ID);
  renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
  return screen.findByRole('region', { name: 'Checkout' });
}

async function confirmWith(otp: string) {
  // The default mandate for the SIP is a new UPI AutoPay, which is registered against the investor's UPI ID.
  const vpa = screen.queryByLabelText('Your UPI ID');
  if (vpa) await userEvent.type(vpa, 'asha@okbank');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
  const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
  await userEvent.type(within(form).getByLabelText('OTP'), otp);
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
  return form;
}

describe('checkout', () => {
  it('offers the payment modes and mandates, and sends the chosen ones with the collection', async () => {
    seed();
    const checkout = await openCheckout();
    expect(within(checkout).getByRole('group', { name: 'Pay now by' })).toBeInTheDocument();
    await userEvent.click(within(checkout).getByLabelText('Net banking'));
    await userEvent.click(within(checkout).getByLabelText(/eNACH/));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    expect(await screen.findByText(/We sent an OTP to 90XXXXXX01/)).toBeInTheDocument();
    expect(ordersMock.calls[0].body).toEqual({ user_id: ASHA_ID, collection_id: 'col-1', payment_mode: 'netbanking', mandate_type: 'enach' });
  });

  it("offers the investor's active mandate for the SIPs and sends its id instead of registering another", async () => {
    seed();
    ordersMock.mandates = [{ id: 'man-0', mandate_type: 'upi_autopay', status: 'active', limit_paise: 1_00_000_00, registers_at: null, sandbox_url: null }];
    const checkout = await openCheckout();
    await userEvent.click(await within(checkout).findByLabelText('Your UPI AutoPay mandate (active, up to ₹1,00,000)'));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    await screen.findByText(/We sent an OTP/);
    expect(ordersMock.calls[0].body).toEqual({ user_id: ASHA_ID, collection_id: 'col-1', payment_mode: 'upi_qr', mandate_id: 'man-0' });
  });

  it('asks for a valid UPI ID before a collect request', async () => {
    seed();
    const checkout = await openCheckout();
    await userEvent.click(within(checkout).getByLabelText('UPI (request to your UPI app)'));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    expect(within(checkout).getByLabelText('Your UPI ID')).toHaveAccessibleDescription(CART_MESSAGES.vpaInvalid);
    expect(ordersMock.calls).toHaveLength(0);
  });

  it('asks for the UPI ID of a new UPI AutoPay mandate, even when the lumpsum is paid by QR, and sends it', async () => {
    seed();
    const checkout = await openCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    expect(within(checkout).getByLabelText('Your UPI ID')).toHaveAccessibleDescription(CART_MESSAGES.vpaInvalid);
    expect(ordersMock.calls).toHaveLength(0);
    await userEvent.type(within(checkout).getByLabelText('Your UPI ID'), 'asha@okbank');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    await screen.findByRole('form', { name: 'Confirm with OTP' });
    expect(ordersMock.calls[0].body).toEqual({ user_id: ASHA_ID, collection_id: 'col-1', payment_mode: 'upi_qr', mandate_type: 'upi_autopay', vpa: 'asha@okbank' });
  });

  it('shows a wrong OTP under the field and places nothing', async () => {
    seed();
    await openCheckout();
    const form = await confirmWith('000000');
    await waitFor(() => expect(within(form).getByLabelText('OTP')).toHaveAccessibleDescription(WRONG_OTP_MESSAGE));
    expect(ordersMock.orders).toHaveLength(0);
  });

  it('places the orders and shows the UPI order view: numbers, statuses, NAV dates, the QR and cancel', async () => {
    seed();
    await openCheckout();
    await confirmWith(MOCK_OTP);
    const receipt = await screen.findByRole('region', { name: 'Your orders' });
    const rows = within(receipt).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('20261124000001');
    expect(rows[0]).toHaveTextContent('Waiting for payment');
    expect(rows[0]).toHaveTextContent('21-Aug-2026');
    expect(rows[0]).toHaveTextContent('24/11/2026, 13:30 IST');
    expect(await within(receipt).findByRole('img', { name: 'UPI QR code' })).toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: 'open the sandbox payment page' })).toHaveAttribute('href', '/api/node/orders/sandbox/upi/pay-1');
    const mandates = await within(receipt).findByRole('list', { name: 'SIP mandates' });
    expect(mandates).toHaveTextContent('UPI AutoPay mandate waits for your approval.');
    expect(within(mandates).getByRole('link', { name: 'open the sandbox mandate page' })).toHaveAttribute('href', '/api/node/orders/sandbox/mandate/man-1');
    await userEvent.click(within(receipt).getByRole('button', { name: 'Cancel order 20261124000001' }));
    await waitFor(() => expect(within(receipt).getAllByRole('row')[1]).toHaveTextContent('Cancelled'));
  });

  it('after a failed payment says no money was taken and offers a retry that starts a new payment', async () => {
    seed();
    ordersMock.paymentStatus = 'failed';
    await openCheckout();
    await confirmWith(MOCK_OTP);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment failed: Declined in the UPI app.');
    expect(alert).toHaveTextContent('No money was taken.');
    await userEvent.click(within(screen.getByRole('form', { name: 'Pay again' })).getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(/Waiting for the payment of/)).toBeInTheDocument();
    expect(ordersMock.calls.find((c) => c.path === 'retry')?.body).toEqual({ payment_mode: 'upi_qr' });
  });

  it('lets the investor retry a declined payment to another UPI ID, checking it first (issue 31, item 6)', async () => {
    seed();
    ordersMock.paymentStatus = 'failed';
    await openCheckout();
    await confirmWith(MOCK_OTP);
    const again = await screen.findByRole('form', { name: 'Pay again' });
    await userEvent.click(within(again).getByLabelText('UPI (request to your UPI app)'));
    await userEvent.type(within(again).getByLabelText('Your UPI ID'), 'not a upi id');
    await userEvent.click(within(again).getByRole('button', { name: 'Retry payment' }));
    expect(within(again).getByLabelText('Your UPI ID')).toHaveAccessibleDescription(CART_MESSAGES.vpaInvalid);
    expect(ordersMock.calls.some((c) => c.path === 'retry')).toBe(false);
    await userEvent.clear(within(again).getByLabelText('Your UPI ID'));
    await userEvent.type(within(again).getByLabelText('Your UPI ID'), 'asha@okicici');
    await userEvent.click(within(again).getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(/We sent a request for ₹7,000 to asha@okicici/)).toBeInTheDocument();
    expect(ordersMock.calls.find((c) => c.path === 'retry')?.body).toEqual({ payment_mode: 'upi_collect', vpa: 'asha@okicici' });
  });

  it("shows the server's refusal of a retry's UPI ID under the field", async () => {
    seed();
    ordersMock.paymentStatus = 'failed';
    server.use(http.post(at('node', '/orders/payment/:id/retry'), authed(() => HttpResponse.json({ status: 'failed', message: 'Please enter a valid UPI ID, like name@bank', errors: [{ path: 'vpa', message: 'Please enter a valid UPI ID, like name@bank' }] }, { status: 400 }))));
    await openCheckout();
    await confirmWith(MOCK_OTP);
    const again = await screen.findByRole('form', { name: 'Pay again' });
    await userEvent.click(within(again).getByLabelText('UPI (request to your UPI app)'));
    await userEvent.type(within(again).getByLabelText('Your UPI ID'), 'x@y');
    await userEvent.click(within(again).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(within(again).getByLabelText('Your UPI ID')).toHaveAccessibleDescription('Please enter a valid UPI ID, like name@bank'));
  });

  it('offers no retry once every order of the payment was cancelled, and says why', async () => {
    seed();
    ordersMock.paymentStatus = 'abandoned';
    server.use(
      http.get(at('node', '/orders/payment/:id'), authed(() => HttpResponse.json({ status: 'success', data: paymentFixture({ status: 'abandoned', can_retry: false, failure_reason: 'An order of this payment was cancelled, so nothing was taken' }) }))),
    );
    await openCheckout();
    await confirmWith(MOCK_OTP);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(NOTHING_TO_PAY));
    expect(alert).toHaveTextContent('An order of this payment was cancelled, so nothing was taken.');
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
  });

  it('follows a pending payment to success by polling', async () => {
    seed();
    await openCheckout();
    await confirmWith(MOCK_OTP);
    expect(await screen.findByText(/Waiting for the payment of ₹7,000/)).toBeInTheDocument();
    ordersMock.paymentStatus = 'success';
    expect(await screen.findByText('Payment of ₹7,000 received.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('back from the payment page (?payment=)', () => {
  it('shows the orders of that payment and its outcome', async () => {
    seed();
    logInInvestor(ASHA_ID);
    const first = renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
    await screen.findByRole('region', { name: 'Checkout' });
    await confirmWith(MOCK_OTP);
    await screen.findByRole('region', { name: 'Your orders' });
    first.unmount();
    ordersMock.paymentStatus = 'success';
    renderWithProviders(<CartSummary kind="new" cartRef="col-1" paymentId="pay-1" />);
    const receipt = await screen.findByRole('region', { name: 'Your orders' });
    expect(within(receipt).getAllByRole('row')).toHaveLength(3);
    expect(await within(receipt).findByText('Payment of ₹7,000 received.')).toBeInTheDocument();
  });
});
