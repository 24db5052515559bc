// The slim top line of /cart/summary (a bare page): whose cart ("Cart of Chetan Sinha" for an advisor acting for
// Chetan, "Your cart" for an investor) and a back link, first by keyboard, to the page before or a default.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SummaryPage from '@/components/cart/SummaryPage';
import { forgetPages, recordPage } from '@/components/layout/previousPath';
import { writeSession } from '@/utils/storage';
import { ASHA_ID } from '../../mocks/handlers/cart';
import { renderWithProviders } from '../../support/render';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();
beforeEach(() => forgetPages());

const CHETAN = 'u-chetan';

function actForChetan() {
  logInExpert(CHETAN);
  writeSession('SELECTED_USER_NAME', 'Chetan Sinha');
}

it("names the client an advisor acts for and leads back to the client's dashboard", async () => {
  actForChetan();
  renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary' });
  expect(await screen.findByText('Cart of Chetan Sinha')).toBeInTheDocument();
  const back = screen.getByRole('link', { name: 'Back' });
  expect(back).toHaveAttribute('href', '/dashboard/user');
  await userEvent.tab();
  expect(back).toHaveFocus();
});

it('leads back to the page the advisor came from', async () => {
  actForChetan();
  recordPage('/mutual-funds/axis-elss');
  renderWithProviders(<SummaryPage kind="new" />, { route: `/cart/summary?u=${CHETAN}` });
  expect(await screen.findByText('Cart of Chetan Sinha')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/mutual-funds/axis-elss');
});

it("says only a client's cart when the address names another client than the one chosen", async () => {
  actForChetan();
  renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary?u=u-other' });
  expect(await screen.findByText("A client's cart")).toBeInTheDocument();
  expect(screen.queryByText(/Chetan Sinha/)).not.toBeInTheDocument();
});

it("is the investor's own cart, back to their dashboard", async () => {
  logInInvestor(ASHA_ID);
  renderWithProviders(<SummaryPage kind="new" />, { route: '/cart/summary' });
  expect(await screen.findByText('Your cart')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/user');
});

it('is not drawn on the old types\' summaries, which keep the dashboard frame', async () => {
  logInInvestor(ASHA_ID);
  renderWithProviders(<SummaryPage kind="redemption" />, { route: '/portfolio/redeem/summary?s=sess-9' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Redemption summary');
  expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
});
