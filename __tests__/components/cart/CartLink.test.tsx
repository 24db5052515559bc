import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SummaryPage from '@/components/cart/SummaryPage';
import { SEND_NOT_ALLOWED } from '@/components/cart/checkout/SendToClient';
import type { SharedCart } from '@/services/cart.api';
import { ASHA_ID, cartGroupFixture, cartItemFixture, cartMock, seedCarts } from '../../mocks/handlers/cart';
import { MOCK_OTP, ordersMock } from '../../mocks/handlers/orders';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();

const SCHEME = 'HDFC Mid-Cap Opportunities Fund - Regular Growth';
const lump = () => cartItemFixture({ id: 'l-1', scheme_name: SCHEME, amount: 500000 });
const section = (name: string) => screen.findByRole('region', { name });

describe('an advisor sends the cart to the client', () => {
  it('sends the link, says where and until when, offers a copy and then shows the cart read-only', async () => {
    seedCarts('u-5', [cartGroupFixture('purchase_lumpsum', [lump()])]);
    logInExpert('u-9');
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?cid=col-1&u=u-5' });
    await section('Purchase');
    expect(screen.getByRole('button', { name: `Remove ${SCHEME}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP to confirm' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText('Sent to XXXXXX0001 · valid until 26-Nov-2026, 3:30 pm IST')).toBeInTheDocument();
    expect(cartMock.calls.find((c) => c.path === 'generatecartlink')?.body).toEqual({ user_id: 'u-5', collection_id: 'col-1' });
    // The cart comes back as sent: nothing can be removed or cleared, the link can be sent again.
    expect(await screen.findByRole('heading', { name: 'Sent to your client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${SCHEME}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cart/summary?token=tok-123`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says why an advisor without transaction rights cannot send', async () => {
    seedCarts('u-5', [cartGroupFixture('purchase_lumpsum', [lump()])]);
    logInExpert('u-9', false);
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?cid=col-1&u=u-5' });
    await section('Purchase');
    const send = screen.getByRole('button', { name: 'Send to client' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(SEND_NOT_ALLOWED);
  });
});

function shared(): SharedCart {
  const group = cartGroupFixture('purchase_lumpsum', [lump()]);
  return {
    collection_id: 'col-1',
    session_id: null,
    expert_id: 'e-1',
    expires_at: '2026-11-26T10:00:00Z',
    advisor: { name: 'Rahul Verma', arn: '245871', euin: 'E000101' },
    carts: [{ ...group, status: 'link_sent' }],
  };
}

describe('the client opens the link', () => {
  it('sends a logged-out visitor to log in and back to the link', async () => {
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?token=tok-1' });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/account/user?next=%2Fcart%2Fsummary%3Ftoken%3Dtok-1'));
    expect(cartMock.calls.some((c) => c.path === 'shareDirectBuyLink')).toBe(false);
  });

  it('shows every order with the advisor, ARN and EUIN, then confirms with the investor’s own checkout', async () => {
    cartMock.shared['tok-1'] = shared();
    logInInvestor(ASHA_ID);
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?token=tok-1' });
    const purchase = await section('Purchase');
    expect(purchase).toHaveTextContent(SCHEME);
    expect(purchase).toHaveTextContent('₹5,000');
    expect(purchase).toHaveTextContent('Expected NAV date');
    expect(screen.getByText(/Prepared by/)).toHaveTextContent('Prepared by Rahul Verma · ARN 245871 · EUIN E000101.');
    expect(within(purchase).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const checkout = await section('Checkout');
    await userEvent.click(within(checkout).getByLabelText('Net banking'));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
    expect(ordersMock.calls[0].body).toEqual({ user_id: ASHA_ID, collection_id: 'col-1', payment_mode: 'netbanking' });
    await userEvent.type(within(form).getByLabelText('OTP'), MOCK_OTP);
    await userEvent.click(within(form).getByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByRole('region', { name: 'Your orders' })).toBeInTheDocument();
  });

  it.each([
    [422, 'This cart link was sent to someone else'],
    [410, 'This cart link has already been used'],
    [410, 'This cart link has expired; ask your advisor for a new one'],
  ])('answers %i with the message "%s" and nothing of the cart', async (status, message) => {
    cartMock.shared['tok-1'] = { refusal: message, status };
    logInInvestor(ASHA_ID);
    renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?token=tok-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SCHEME)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Prepared by/)).not.toBeInTheDocument();
  });
});
