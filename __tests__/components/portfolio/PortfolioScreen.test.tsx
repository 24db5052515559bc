import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PortfolioScreen, { EMPTY_TITLE } from '@/components/portfolio/PortfolioScreen';
import { http, HttpResponse } from 'msw';
import { ASHA, VIKRAM, portfolioMock } from '../../mocks/handlers/portfolio';
import { at } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInExpert, logInInvestor, servePortfolio } from './support';

servePortfolio();

const holdingsTable = () => screen.findByRole('table', { name: 'Holdings through ZF' });
const schemeOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent?.split(' Fund')[0]);

describe('/portfolio', () => {
  it("shows the investor's totals, XIRR and the NAV date", async () => {
    logInInvestor(ASHA);
    renderWithProviders(<PortfolioScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the portfolio');
    const summary = await screen.findByLabelText('Portfolio summary');
    expect(within(summary).getByText('Invested').nextSibling).toHaveTextContent('₹1,46,000');
    expect(within(summary).getByText('Current value').nextSibling).toHaveTextContent('₹1,69,882.27');
    expect(within(summary).getByText('XIRR').nextSibling).toHaveTextContent('+12.37%');
    expect(within(summary).getByText('NAV as of').nextSibling).toHaveTextContent('20-Nov-2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Your portfolio' })).toBeInTheDocument();
  });

  it('lists holdings by current value with their folios linked to the folio page', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<PortfolioScreen />);
    const table = await holdingsTable();
    expect(schemeOrder(table)).toEqual(['Axis ELSS Tax Saver', 'HDFC Mid-Cap Opportunities', 'HDFC Corporate Bond']);
    const folios = within(table).getByRole('list', { name: /Folios of HDFC Mid-Cap/ });
    expect(within(folios).getAllByRole('link')).toHaveLength(2);
    expect(within(folios).getByRole('link', { name: 'Folio 2211903/46' })).toHaveAttribute(
      'href',
      '/portfolio/folio-details?folio=f-3&scheme=118989&u=u-1',
    );
  });

  it('says "not available" for an XIRR that cannot be computed, and the date of an older NAV', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<PortfolioScreen />);
    const table = await holdingsTable();
    const bondRow = within(table).getByText('HDFC Corporate Bond Fund - Direct Growth').closest('tr') as HTMLElement;
    expect(within(bondRow).getByText('not available')).toBeInTheDocument();
    expect(bondRow).toHaveTextContent('last NAV, 18-Nov-2026');
  });

  it('re-orders the holdings from the sort modal and remembers the choice', async () => {
    logInInvestor(ASHA);
    const { store } = renderWithProviders(<PortfolioScreen />);
    await holdingsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Sort: Current Value' }));
    const dialog = screen.getByRole('dialog', { name: 'Sort holdings by' });
    expect(within(dialog).getByRole('radio', { name: 'Current Value' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(schemeOrder(await holdingsTable())).toEqual(['Axis ELSS Tax Saver', 'HDFC Corporate Bond', 'HDFC Mid-Cap Opportunities']);
    expect(store.getState().portfolio.sortBy).toEqual({ name: 'Name', value: 'name' });
  });

  it('refreshes with refresh=1 and says when the holdings were last valued', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<PortfolioScreen />);
    await holdingsTable();
    const before = screen.getByText(/^Last valued/).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh values' }));
    await waitFor(() => expect(screen.getByText(/^Last valued/).textContent).not.toBe(before));
    expect(portfolioMock.calls.filter((c) => c.path === 'summary').at(-1)?.query).toEqual({ refresh: '1' });
  });

  it('shows an empty state with a way to invest when there is nothing to show', async () => {
    logInInvestor(VIKRAM);
    renderWithProviders(<PortfolioScreen />);
    expect(await screen.findByRole('heading', { name: EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore mutual funds' })).toHaveAttribute('href', '/mutual-funds');
    expect(screen.getByRole('button', { name: 'Import external holdings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it("never asks for another investor's id: a user on /portfolio/{other} loads their own", async () => {
    logInInvestor(ASHA);
    renderWithProviders(<PortfolioScreen routeId="u-999" />);
    await holdingsTable();
    expect(portfolioMock.calls.map((c) => c.path)).toEqual(['summary']);
  });

  it("shows an expert the client's portfolio under the client's name", async () => {
    logInExpert(ASHA, 'Asha Verma');
    renderWithProviders(<PortfolioScreen routeId={ASHA} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma’s portfolio' })).toBeInTheDocument();
  });

  it('tells an expert to choose a client when none is selected', async () => {
    logInExpert();
    renderWithProviders(<PortfolioScreen />);
    expect(await screen.findByRole('heading', { name: 'Choose a client first' })).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the portfolio', async () => {
    logInInvestor(ASHA);
    let failures = 1;
    server.use(
      http.get(at('node', '/portfolio/summary/:id'), () =>
        failures-- > 0 ? HttpResponse.json({ status: 'failed', message: 'Valuation service is down' }, { status: 503 }) : undefined,
      ),
    );
    renderWithProviders(<PortfolioScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Valuation service is down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await holdingsTable()).toBeInTheDocument();
  });
});
