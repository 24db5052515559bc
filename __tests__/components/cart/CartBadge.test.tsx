import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertHeader from '@/components/layout/ExpertHeader';
import PublicHeader from '@/components/layout/PublicHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import { ASHA_ID, cartGroupFixture, cartItemFixture, cartMock, seedCarts, sipItemFixture } from '../../mocks/handlers/cart';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();

const investor: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'user', name: 'Asha', id: ASHA_ID };
const expert: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'expert', name: 'Rahul', id: 'e-1', selectedClientId: 'u-5' };

describe('the cart badge', () => {
  it("counts a logged-in investor's merged purchase cart and opens its summary", async () => {
    seedCarts(ASHA_ID, [
      cartGroupFixture('purchase_lumpsum', [cartItemFixture()]),
      cartGroupFixture('purchase_sip', [sipItemFixture(), sipItemFixture()]),
    ]);
    logInInvestor(ASHA_ID);
    renderWithProviders(<PublicHeader session={investor} />);
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    await userEvent.click(button);
    expect(mockRouter.push).toHaveBeenCalledWith('/cart/summary?cid=col-1');
  });

  it("counts the advisor's chosen client's cart, read with the ExpertHeader event, and opens an old type's page", async () => {
    const switchItem = cartItemFixture({ cart_type: 'switch', collection_id: null, session_id: 'sess-7' });
    seedCarts('u-5', [cartGroupFixture('switch', [switchItem])]);
    logInExpert('u-5');
    renderWithProviders(<ExpertHeader session={expert} />);
    const button = await screen.findByRole('button', { name: 'Cart, 1 item' });
    expect(cartMock.calls[0]).toMatchObject({ path: 'get_all_carts', eventType: 'ExpertHeader' });
    await userEvent.click(button);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/portfolio/switch/summary?s=sess-7'));
  });
});
