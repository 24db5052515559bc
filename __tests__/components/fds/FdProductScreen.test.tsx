import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FdProductScreen from '@/components/fds/FdProductScreen';
import { DEMO_FD, FD_INVESTOR, fdHandlers, resetFds } from '../../mocks/handlers/fds';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(fdHandlers, resetFds);
beforeEach(() => {
  resetRouter();
  logInInvestor(FD_INVESTOR);
});

const figure = (name: string) => within(screen.getByLabelText('What this deposit earns')).getByText(name).nextSibling;

describe('/fds/[id]', () => {
  it('shows the issuer, its rating, the sandbox notice, the rate table and the early-withdrawal terms', async () => {
    renderWithProviders(<FdProductScreen id={DEMO_FD.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Finance Secure Deposit' })).toBeInTheDocument();
    expect(screen.getByText('Demo Finance Ltd (sandbox)')).toBeInTheDocument();
    expect(screen.getByText('Rating AAA (Demo Ratings, sandbox)')).toBeInTheDocument();
    expect(screen.getByText(/^Sandbox: this issuer and its rates are made up/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Interest rates by tenure' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['1 year7.25%7.50%', '2 years7.50%7.75%']);
    expect(screen.getByText('No withdrawal in the first 3 months.')).toBeInTheDocument();
  });

  it('works out interest and maturity for the chosen amount, and the senior rate when ticked', async () => {
    renderWithProviders(<FdProductScreen id={DEMO_FD.id} />);
    const amount = await screen.findByLabelText('Deposit amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    // 1,00,000 × (1 + 0.0725 / 4)^4 = 1,07,449.50
    expect(figure('Maturity amount')).toHaveTextContent('₹1,07,449.50');
    expect(figure('Interest over the tenure')).toHaveTextContent('₹7,449.50');
    await userEvent.click(screen.getByRole('checkbox', { name: /senior citizen rate/ }));
    expect(figure('Interest rate (senior citizen)')).toHaveTextContent('7.50% a year');
    expect(figure('Maturity amount')).toHaveTextContent('₹1,07,713.59');
    expect(screen.getByRole('link', { name: 'Book this FD' })).toHaveAttribute(
      'href',
      '/cart/fixed-deposit?product=demo-finance-secure&amount=100000&tenure=12&payout=cumulative',
    );
  });

  it('says what is wrong with an amount the deposit does not take, and offers no booking', async () => {
    renderWithProviders(<FdProductScreen id={DEMO_FD.id} />);
    const amount = await screen.findByLabelText('Deposit amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    expect(screen.getByText('Minimum deposit in this FD is ₹10,000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this FD' })).not.toBeInTheDocument();
  });

  it('lists the other deposits, and says so when a deposit is not offered', async () => {
    renderWithProviders(<FdProductScreen id="no-such-fd" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This fixed deposit is not offered' })).toBeInTheDocument();
    const others = await screen.findByRole('link', { name: 'Example Capital Growth Deposit' });
    expect(others).toHaveAttribute('href', '/fds/example-capital-growth');
  });
});
