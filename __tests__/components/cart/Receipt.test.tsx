import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartSummary from '@/components/cart/CartSummary';
import SummaryPage from '@/components/cart/SummaryPage';
import { RECEIPT_LOAD_FAILED } from '@/components/cart/checkout/CheckoutReceipt';
import { ASHA_ID, cartGroupFixture, cartItemFixture, seedCarts, sipItemFixture } from '../../mocks/handlers/cart';
import { MOCK_OTP, ordersMock } from '../../mocks/handlers/orders';
import { mockRouter, setRoute } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();

/** Confirms a lumpsum and a SIP through the checkout as the investor: the orders exist on the mock backend. */
async function confirmOrders() {
  seedCarts(ASHA_ID, [
    cartGroupFixture('purchase_lumpsum', [cartItemFixture({ id: 'l-1', amount: 500000 })]),
    cartGroupFixture('purchase_sip', [sipItemFixture({ id: 's-1' })]),
  ]);
  logInInvestor(ASHA_ID);
  const page = renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
  await screen.findByRole('region', { name: 'Checkout' });
  await userEvent.type(screen.getByLabelText('Your UPI ID'), 'asha@okbank');
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
  const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
  await userEvent.type(within(form).getByLabelText('OTP'), MOCK_OTP);
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
  await screen.findByRole('region', { name: 'Your orders' });
  return page;
}

const orderNumbers = (receipt: HTMLElement) => within(receipt).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('the receipt at its own address (/cart/summary?checkout=)', () => {
  it('moves to the address after the OTP, and shows the same orders when the page is loaded again', async () => {
    const first = await confirmOrders();
    expect(mockRouter.replace).toHaveBeenCalledWith('/cart/summary?checkout=chk-1');
    // Ordered: the page says it shows the orders, not a cart.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order receipt');
    expect(document.title).toBe('Order receipt | ZF');
    const before = orderNumbers(screen.getByRole('region', { name: 'Your orders' }));
    first.unmount();

    // A reload: a fresh store, the page read from the address alone (the cart itself is checked out and gone).
    setRoute('/cart/summary?checkout=chk-1');
    renderWithProviders(<SummaryPage kind="new" />);
    const receipt = await screen.findByRole('region', { name: 'Your orders' });
    expect(orderNumbers(receipt)).toEqual(before);
    expect(before).toEqual(['20261124000001', '20261124000002']);
    expect(await within(receipt).findByText(/Waiting for the payment of ₹7,000/)).toBeInTheDocument();
    expect(within(receipt).getByRole('list', { name: 'SIP mandates' })).toHaveTextContent('UPI AutoPay mandate waits for your approval.');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(document.title).toBe('Order receipt | ZF');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Order receipt']);
  });

  it("shows the advisor his client's receipt, without the retry only the investor may use", async () => {
    const first = await confirmOrders();
    first.unmount();
    ordersMock.paymentStatus = 'failed';
    logInExpert('u-1');
    setRoute('/cart/summary?checkout=chk-1');
    renderWithProviders(<SummaryPage kind="new" />);
    const receipt = await screen.findByRole('region', { name: 'Your orders' });
    expect(within(receipt).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(within(receipt).getByRole('alert')).toHaveTextContent('The payment failed'));
    expect(screen.queryByRole('form', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('says plainly when the receipt cannot be read (the server answers 404 to anyone not his)', async () => {
    logInInvestor(ASHA_ID);
    setRoute('/cart/summary?checkout=chk-1');
    renderWithProviders(<SummaryPage kind="new" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RECEIPT_LOAD_FAILED);
    expect(alert).toHaveTextContent('Not found');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
