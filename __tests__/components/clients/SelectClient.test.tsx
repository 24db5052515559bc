import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SelectClient from '@/components/clients/SelectClient';
import { readSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { clientsMock } from '../../mocks/handlers/clients';
import { server } from '../../mocks/server';
import { mockRouter } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { logInAdvisor, serveClients } from './support';

serveClients();

const selectButtons = () => screen.getAllByRole('button', { name: /select this client$/ });
const lastCall = () => clientsMock.calls.at(-1);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('/select-client', () => {
  beforeEach(() => logInAdvisor());

  it('lists the first page by name with the total, and pages on the server', async () => {
    renderWithProviders(<SelectClient />);
    expect(await screen.findAllByRole('button', { name: /select this client$/ })).toHaveLength(20);
    expect(lastCall()).toEqual({ sort: 'name', order: 'asc', page: '1', size: '20' });
    expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('1–20 of 45 clients · page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: '2' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages of clients' })).toHaveTextContent('21–40 of 45'));
  });

  it('searches once typing pauses, from page 1', async () => {
    renderWithProviders(<SelectClient />);
    await screen.findAllByRole('button', { name: /select this client$/ });
    await userEvent.type(screen.getByLabelText('Search clients'), 'Kabir');
    await waitFor(() => expect(lastCall()).toMatchObject({ q: 'Kabir', page: '1' }));
    expect(clientsMock.calls.filter((q) => q.q && q.q !== 'Kabir')).toEqual([]);
    await waitFor(() => expect(selectButtons().every((b) => b.textContent?.startsWith('Kabir'))).toBe(true));
  });

  it('sorts by a column header on the server and says the order with aria-sort', async () => {
    renderWithProviders(<SelectClient />);
    await screen.findAllByRole('button', { name: /select this client$/ });
    expect(header('Client')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('AUM')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header('AUM')).getByRole('button'));
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'aum', order: 'asc', page: '1' }));
    await waitFor(() => expect(header('AUM')).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(header('AUM')).getByRole('button'));
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'aum', order: 'desc' }));
    expect(header('Client')).toHaveAttribute('aria-sort', 'none');
  });

  it('selects a client with the keyboard: the session keys come from /selection, then the dashboard opens', async () => {
    renderWithProviders(<SelectClient />);
    const first = (await screen.findAllByRole('button', { name: /select this client$/ }))[0];
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/dashboard/user'));
    // By name, A to Z, the first row is Arjun (c-6).
    expect(first).toHaveTextContent('Arjun Client06');
    // Masked in the list (one rule with the order book); the selection still carries the full number.
    expect(first.closest('tr')).toHaveTextContent('XXXXXX0005');
    expect(first.closest('tr')).not.toHaveTextContent('9810000005');
    expect(readSession('SELECTED_USER_ID')).toBe('c-6');
    expect(readSession('SELECTED_USER_NAME')).toBe('Arjun Client06');
    expect(readSession('SELECTED_USER_MOBILE_NO')).toBe('9810000005');
    expect(readSession('SELECTED_USER_KYC_ID')).toBe('k-c-6');
    expect(readSession('SELECTED_USER_KYC_STATUS')).toBe(true);
    expect(readSession('SELECTED_USER_DOB')).toBe('01/02/1990');
    expect(readSession('SELECTED_USER_PAN')).toBe('ABCDE005F');
  });

  // (A client who is gone, or not this advisor's, answers 404.)
  it('says so when the client cannot be selected, and writes nothing', async () => {
    server.use(http.get(at('node', '/clients/:id/selection'), () => HttpResponse.json({ status: 'failed', message: 'Not found' }, { status: 404 })));
    renderWithProviders(<SelectClient />);
    await userEvent.click((await screen.findAllByRole('button', { name: /select this client$/ }))[0]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(readSession('SELECTED_USER_ID')).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('says when no client matches', async () => {
    renderWithProviders(<SelectClient />);
    await screen.findAllByRole('button', { name: /select this client$/ });
    await userEvent.type(screen.getByLabelText('Search clients'), 'zzz');
    expect(await screen.findByText('No client matches “zzz”.')).toBeInTheDocument();
  });

  it('shows the error with a way to try again when the book cannot be loaded', async () => {
    let fail = true;
    server.use(http.get(at('node', '/clients/book'), () => (fail ? HttpResponse.json({ status: 'failed', message: 'The book is resting' }, { status: 400 }) : undefined)));
    renderWithProviders(<SelectClient />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The book is resting');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /select this client$/ })).toHaveLength(20);
  });
});
