import { screen, within } from '@testing-library/react';
import FolioDetails from '@/components/portfolio/FolioDetails';
import { decideClientRoute } from '@/utils/routes';
import { ASHA, portfolioMock } from '../../mocks/handlers/portfolio';
import { renderWithProviders } from '../../support/render';
import { logInExpert, logInInvestor, servePortfolio } from './support';

servePortfolio();

const route = (folio: string, scheme: string) => `/portfolio/folio-details?folio=${folio}&scheme=${scheme}&u=${ASHA}`;

describe('/portfolio/folio-details', () => {
  it("shows one folio's units, average cost, gain and XIRR", async () => {
    logInInvestor(ASHA);
    renderWithProviders(<FolioDetails />, { route: route('f-2', '118989') });
    expect(await screen.findByRole('heading', { level: 1, name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Folio summary');
    expect(within(summary).getByText('Units').nextSibling).toHaveTextContent('148.6300');
    expect(within(summary).getByText('Average cost').nextSibling).toHaveTextContent('₹181.6591');
    expect(within(summary).getByText('Invested').nextSibling).toHaveTextContent('₹27,000');
    expect(within(summary).getByText('XIRR').nextSibling).toHaveTextContent('+9.80%');
    expect(portfolioMock.calls.find((c) => c.path === 'folio')?.query).toEqual({ scheme_code: '118989' });
  });

  it('explains the first day\'s small loss: the stamp duty paid is part of what was invested', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<FolioDetails />, { route: route('f-2', '118989') });
    const txns = await screen.findByRole('table', { name: 'Transactions in this folio' });
    // The fixture's purchases pay 25 paise each; its redemptions none.
    const purchases = within(txns).getAllByRole('row').filter((row) => !/Redemption/.test(row.textContent ?? '')).length - 1;
    expect(screen.getByText(/of stamp duty: 0.005% of every purchase goes to the government/)).toHaveTextContent(
      `Invested includes ₹${(purchases * 0.25).toFixed(2)} of stamp duty`,
    );
  });

  it('lists the transactions and SIPs of the folio', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<FolioDetails />, { route: route('f-2', '118989') });
    const txns = await screen.findByRole('table', { name: 'Transactions in this folio' });
    expect(within(txns).getAllByRole('row').length).toBeGreaterThan(1);
    const sips = screen.getByRole('table', { name: 'SIPs in this folio' });
    expect(within(sips).getByText('05/12/2026')).toBeInTheDocument();
  });

  it('sends "Invest more" to the fund page and shows the order buttons and SIP actions the page passes in', async () => {
    logInInvestor(ASHA);
    renderWithProviders(
      <FolioDetails
        orderActions={(d, userId) => <button type="button">{`Redeem ${d.folio.folio_no} for ${userId}`}</button>}
        sipActions={(sip) => <span>{`actions of ${sip.id}`}</span>}
      />,
      { route: route('f-1', '120503') },
    );
    expect(await screen.findByRole('link', { name: 'Invest more' })).toHaveAttribute('href', '/mutual-funds/120503');
    expect(screen.getByRole('button', { name: `Redeem 9103845/12 for ${ASHA}` })).toBeInTheDocument();
    const sips = screen.getByRole('table', { name: 'SIPs in this folio' });
    expect(within(sips).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(sips).getByText('actions of sip-1')).toBeInTheDocument();
  });

  it('shows an error for a folio that does not exist', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<FolioDetails />, { route: route('f-999', '118989') });
    expect(await screen.findByRole('heading', { name: 'We could not load this folio' })).toBeInTheDocument();
  });

  it('sends a link for another client to the selected client’s portfolio (client guard)', () => {
    logInExpert('c-5');
    const decision = decideClientRoute(
      '/portfolio/folio-details',
      { folio: 'f-1', scheme: '120503', u: ASHA },
      { loggedIn: true, role: 'expert', ownUserId: null, selectedUserId: 'c-5', transactionAllowed: true },
    );
    expect(decision).toMatchObject({ action: 'redirect', to: '/portfolio/c-5' });
  });
});
