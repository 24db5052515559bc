// The checkout's code after the SMS: a cart changed meanwhile (409) asks to confirm again with a new code, and a
// code refused by the send limits (429) says how long to wait.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CartSummary from '@/components/cart/CartSummary';
import { ASHA_ID, cartGroupFixture, cartItemFixture, cartMock, seedCarts } from '../../mocks/handlers/cart';
import { at } from '../../mocks/handlers/at';
import { MOCK_OTP, ordersMock } from '../../mocks/handlers/orders';
import { server } from '../../mocks/server';
import { authed } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, serveCart } from './support';

serveCart();

const CART_CHANGED = 'Your cart changed after we sent the code; please confirm again';
const TOO_MANY = 'Too many OTP requests. Please try again after 14:32.';

const failed = (message: string, status: number, extra: Record<string, unknown> = {}) =>
  authed(() => HttpResponse.json({ status: 'failed', message, ...extra }, { status }));
const starts = () => ordersMock.calls.filter((c) => c.path === 'checkout');

async function openCheckout() {
  seedCarts(ASHA_ID, [cartGroupFixture('purchase_lumpsum', [cartItemFixture({ id: 'l-1', amount: 5_000_00 })])]);
  logInInvestor(ASHA_ID);
  renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
  await screen.findByRole('region', { name: 'Checkout' });
}

async function sendAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
  const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
  await userEvent.type(within(form).getByLabelText('OTP'), MOCK_OTP);
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
}

/** The advisor (or another tab) makes the lumpsum ₹99,000 after the SMS. */
function changeCartOnServer() {
  const group = cartMock.carts[ASHA_ID].purchase_lumpsum!;
  group.items = [{ ...group.items[0], amount: 99_000_00 }];
  group.total_amount = 99_000_00;
}

describe('a cart changed after the SMS', () => {
  it('says so where the investor confirms, shows the cart as it is now, and a new code confirms it', async () => {
    await openCheckout();
    server.use(http.post(at('node', '/orders/checkout/:id/confirm'), failed(CART_CHANGED, 409), { once: true }));
    changeCartOnServer();
    await sendAndConfirm();

    const voided = await screen.findByRole('region', { name: 'Confirm with OTP' });
    expect(within(voided).getByRole('alert')).toHaveTextContent(CART_CHANGED);
    expect(within(voided).queryByLabelText('OTP')).not.toBeInTheDocument();
    // The cart is read again, so the investor sees the amount the new code will confirm.
    expect((await screen.findAllByText(/₹99,000/)).length).toBeGreaterThan(0);

    await userEvent.click(within(voided).getByRole('button', { name: 'Send a new code' }));
    const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
    expect(starts()).toHaveLength(2);
    expect(within(form).getByText(/You will pay ₹99,000 now/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('OTP'), MOCK_OTP);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('region', { name: 'Your orders' })).toBeInTheDocument();
  });

  it('shows the wait when the new code is refused by the send limits', async () => {
    await openCheckout();
    server.use(http.post(at('node', '/orders/checkout/:id/confirm'), failed(CART_CHANGED, 409), { once: true }));
    await sendAndConfirm();
    const voided = await screen.findByRole('region', { name: 'Confirm with OTP' });
    server.use(http.post(at('node', '/orders/checkout'), failed(TOO_MANY, 429, { retry_after_s: 540 })));
    await userEvent.click(within(voided).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(within(voided).getByRole('alert')).toHaveTextContent(`${TOO_MANY} You can ask for a new code in 9 minutes.`));
  });
});

describe('checkout code send limits', () => {
  it('shows the 429 message and the wait, and no OTP form', async () => {
    await openCheckout();
    server.use(http.post(at('node', '/orders/checkout'), failed(TOO_MANY, 429, { retry_after_s: 61 })));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    const checkout = screen.getByRole('region', { name: 'Checkout' });
    expect(await within(checkout).findByRole('alert')).toHaveTextContent(`${TOO_MANY} You can ask for a new code in 2 minutes.`);
    expect(screen.queryByRole('form', { name: 'Confirm with OTP' })).not.toBeInTheDocument();
  });
});
