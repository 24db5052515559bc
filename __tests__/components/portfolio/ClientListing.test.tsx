import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import ClientListing from '@/components/portfolio/ClientListing';
import { readSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { portfolioMock } from '../../mocks/handlers/portfolio';
import { mockRouter } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { logInExpert, servePortfolio } from './support';

servePortfolio();

const listingCalls = () => portfolioMock.calls.filter((c) => c.path === 'listing').map((c) => c.query);
const names = () =>
  screen.getAllByRole('button', { name: /^Open the portfolio of/ }).map((b) => b.textContent);

describe('/portfolio/listing', () => {
  beforeEach(() => logInExpert());

  it('shows the first page of clients by current value, with the total', async () => {
    renderWithProviders(<ClientListing />);
    expect(await screen.findAllByRole('button', { name: /^Open the portfolio of/ })).toHaveLength(25);
    expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('1–25 of 250 clients · page 1 of 10');
    expect(listingCalls()[0]).toEqual({ sort: 'current_value', order: 'desc', page: '1', page_size: '25' });
  });

  it('asks the server for the next page and keeps the current one on screen meanwhile', async () => {
    renderWithProviders(<ClientListing />);
    await screen.findAllByRole('button', { name: /^Open the portfolio of/ });
    const firstPage = names();
    // Page 2 takes a while to come.
    server.use(
      http.get(at('node', '/portfolio/listing'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await delay(300);
        return undefined; // on to the feature's handler
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // While page 2 is on its way, page 1 is still listed (no blank table).
    expect(names()).toEqual(firstPage);
    expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('loading…');
    await waitFor(() => expect(names()).not.toEqual(firstPage));
    expect(listingCalls().at(-1)).toMatchObject({ page: '2' });
    expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('26–50 of 250');
  });

  it('searches once typing pauses, from page 1', async () => {
    renderWithProviders(<ClientListing />);
    await screen.findAllByRole('button', { name: /^Open the portfolio of/ });
    await userEvent.type(screen.getByLabelText('Search clients'), 'Meera');
    await waitFor(() => expect(listingCalls().at(-1)).toMatchObject({ search: 'Meera', page: '1' }));
    // One request for the settled text, not one per letter.
    expect(listingCalls().filter((q) => q.search && q.search !== 'Meera')).toEqual([]);
    await waitFor(() => expect(names().every((n) => n?.startsWith('Meera'))).toBe(true));
  });

  it('sorts on the server', async () => {
    renderWithProviders(<ClientListing />);
    await screen.findAllByRole('button', { name: /^Open the portfolio of/ });
    await userEvent.selectOptions(screen.getByLabelText('Sort clients by'), 'Name, A to Z');
    await waitFor(() => expect(listingCalls().at(-1)).toMatchObject({ sort: 'name', order: 'asc' }));
  });

  it('selects the client for this tab and opens their portfolio', async () => {
    renderWithProviders(<ClientListing />);
    const row = (await screen.findAllByRole('row'))[1];
    const button = within(row).getByRole('button');
    const name = button.textContent;
    await userEvent.click(button);
    const id = readSession('SELECTED_USER_ID');
    expect(id).toMatch(/^c-\d+$/);
    expect(readSession('SELECTED_USER_NAME')).toBe(name);
    expect(readSession('SELECTED_USER_MOBILE_NO')).toMatch(/^98\d{8}$/);
    expect(mockRouter.push).toHaveBeenCalledWith(`/portfolio/${id}`);
  });

  it('says when no client matches', async () => {
    renderWithProviders(<ClientListing />);
    await userEvent.type(screen.getByLabelText('Search clients'), 'Zebedee');
    expect(await screen.findByText('No client matches “Zebedee”.')).toBeInTheDocument();
  });
});
