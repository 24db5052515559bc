import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CartSummary, { LOAD_FAILED } from '@/components/cart/CartSummary';
import SummaryPage from '@/components/cart/SummaryPage';
import AppLayout from '@/components/layout/AppLayout';
import { at } from '../../mocks/handlers';
import { ASHA_ID, cartGroupFixture, cartItemFixture, cartMock, seedCarts, sipItemFixture } from '../../mocks/handlers/cart';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, setRoute } from '../../support/router';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();

const lump = () => cartItemFixture({ id: 'l-1', scheme_name: 'HDFC Mid-Cap Opportunities Fund - Regular Growth', amount: 500000 });
const sip = () => sipItemFixture({ id: 's-1', scheme_name: 'Axis ELSS Tax Saver Fund - Regular Growth', amount: 200000 });

function seedPurchase() {
  seedCarts(ASHA_ID, [cartGroupFixture('purchase_lumpsum', [lump()]), cartGroupFixture('purchase_sip', [sip()])]);
}

const section = (name: string) => screen.findByRole('region', { name });

describe('/cart/summary', () => {
  it('shows the merged purchase cart: both items by type, NAV dates, the commission disclosure and totals', async () => {
    seedPurchase();
    logInInvestor(ASHA_ID);
    const { store } = renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
    // One purchase cart holds the SIP and the lumpsum, counted and summed together.
    const purchase = await section('Purchase');
    expect(screen.queryByRole('region', { name: 'SIP Purchase' })).not.toBeInTheDocument();
    expect(purchase).toHaveTextContent('2 items · ₹7,000');
    expect(within(purchase).getByText('HDFC Mid-Cap Opportunities Fund - Regular Growth')).toBeInTheDocument();
    expect(purchase).toHaveTextContent('23-Nov-2026');
    expect(purchase).toHaveTextContent(
      'ZF earns a trail commission of about 0.75 % a year on this regular plan from the fund house; direct plans pay ZF nothing',
    );
    expect(purchase).toHaveTextContent('5th of each month, from 05-Dec-2026, 12 instalments');
    const totals = screen.getByRole('table', { name: /Cart totals by type/ });
    expect(within(totals).getByRole('row', { name: /Purchase/ })).toHaveTextContent('₹7,000');
    expect(store.getState().cart.activeCart).toMatchObject({ cart_type: 'purchase', cart_count: 2, cart_amount: 700000 });
  });

  it('offers a yearly step-up for the SIPs and adds it only when asked', async () => {
    seedPurchase();
    logInInvestor(ASHA_ID);
    renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
    const offer = await section('Grow your SIPs with a yearly step-up');
    expect(offer).toHaveTextContent('Axis ELSS Tax Saver Fund - Regular Growth: raising ₹2,000 a month by 10 % a year could grow to about ₹69.23 L in 10 years, against ₹46.46 L without');
    expect(cartMock.calls.some((c) => c.path === 'bulk_add_stepup')).toBe(false);
    await userEvent.click(within(offer).getByRole('button', { name: 'Add a 10 % yearly step-up to this SIP' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Purchase' })).toHaveTextContent('Yearly step-up10 %'));
    expect(cartMock.calls.find((c) => c.path === 'bulk_add_stepup')?.body).toEqual({ user_id: ASHA_ID, items: [{ item_id: 's-1', step_up_percent: 10 }] });
  });

  it('removes an item with DELETE deletedirect and recounts', async () => {
    seedPurchase();
    logInInvestor(ASHA_ID);
    const { store } = renderWithProviders(<CartSummary kind="new" cartRef="col-1" />);
    await section('Purchase');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Axis ELSS Tax Saver Fund - Regular Growth' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Purchase' })).toHaveTextContent('1 item · ₹5,000'));
    expect(screen.queryByText('Axis ELSS Tax Saver Fund - Regular Growth')).not.toBeInTheDocument();
    expect(cartMock.calls.find((c) => c.path === 'deletedirect')?.body).toEqual({ user_id: ASHA_ID, item_id: 's-1' });
    expect(store.getState().cart.activeCart).toMatchObject({ cart_count: 1, cart_amount: 500000 });
  });

  it('clears a type only after the question is answered', async () => {
    seedPurchase();
    logInInvestor(ASHA_ID);
    renderWithProviders(<CartSummary kind="new" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Purchase' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear Purchase?' });
    expect(cartMock.calls.some((c) => c.path === 'deleteCartsByCartType')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    // Clearing the merged purchase cart clears every purchase variant.
    expect(cartMock.calls.find((c) => c.path === 'deleteCartsByCartType')?.body).toEqual({ user_id: ASHA_ID, cart_type: 'purchase' });
  });

  it('says when the cart is empty, and offers a retry when it cannot be loaded', async () => {
    logInInvestor(ASHA_ID);
    const { unmount } = renderWithProviders(<CartSummary kind="new" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the cart');
    expect(await screen.findByRole('link', { name: 'Explore funds' })).toHaveAttribute('href', '/mutual-funds');
    unmount();
    server.use(http.get(at('py', '/cart/v1/cashier/get_all_carts/:u/:e'), () => HttpResponse.json({ status: 'failed', message: 'down' }, { status: 503 })));
    renderWithProviders(<CartSummary kind="new" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(LOAD_FAILED);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor (or one whose session ended) to log in and back, never to choosing a client', async () => {
    setRoute('/cart/summary?cid=col-1');
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?cid=col-1' });
    expect(await screen.findByText('Log in to see your cart')).toBeInTheDocument();
    expect(screen.queryByText('Choose a client first')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/user?next=%2Fcart%2Fsummary%3Fcid%3Dcol-1');
    expect(mockRouter.replace).toHaveBeenCalledWith('/account/user?next=%2Fcart%2Fsummary%3Fcid%3Dcol-1');
    expect(document.title).toBe('Cart summary | ZF');
  });

  it('asks an advisor without a chosen client to choose one', async () => {
    logInExpert();
    renderWithProviders(<CartSummary kind="new" />);
    expect(await screen.findByText('Choose a client first')).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('shows an old-type session on its own page, read from ?s=', async () => {
    const redeem = cartItemFixture({ cart_type: 'redemption', collection_id: null, session_id: 'sess-9', redeem_by: 'units', units: '12.5000', amount: 0, folio_no: '2211903/46' });
    seedCarts(ASHA_ID, [cartGroupFixture('redemption', [redeem]), cartGroupFixture('purchase_lumpsum', [lump()])]);
    logInInvestor(ASHA_ID);
    renderWithProviders(<SummaryPage kind="redemption" />, { route: '/portfolio/redeem/summary?s=sess-9' });
    const group = await section('Redemption');
    expect(group).toHaveTextContent('12.5000 units');
    expect(group).toHaveTextContent('2211903/46');
    expect(screen.queryByRole('region', { name: 'Purchase' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Redemption summary');
  });

  it('has one <main>, the layout\'s: the redemption summary adds none inside it', async () => {
    const redeem = cartItemFixture({ cart_type: 'redemption', collection_id: null, session_id: 'sess-9', redeem_by: 'units', units: '12.5000', amount: 0 });
    seedCarts(ASHA_ID, [cartGroupFixture('redemption', [redeem])]);
    logInInvestor(ASHA_ID);
    renderWithProviders(
      <AppLayout>
        <SummaryPage kind="redemption" />
      </AppLayout>,
      { route: '/portfolio/redeem/summary?s=sess-9' },
    );
    await section('Redemption');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
