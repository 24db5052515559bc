import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderBook from '@/components/orders/OrderBook';
import { mockRouter, setRoute } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { bookMock, bookRow, serveOrderBook } from './orderBook.support';

serveOrderBook();

const ROUTE = '/distributor/order-book';
const bookCalls = () => bookMock.calls.filter((c) => c.path === 'book').map((c) => c.query);
const lastReplace = () => mockRouter.replace.mock.calls.at(-1)?.[0] as unknown as { query: Record<string, string> };

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:book';
  });
  URL.revokeObjectURL = jest.fn();
  HTMLAnchorElement.prototype.click = jest.fn();
});

describe('/distributor/order-book', () => {
  it("shows the clients' orders with status, payment and NAV date, and where the page is", async () => {
    bookMock.rows = [bookRow(), bookRow({ id: 'ord-2', order_no: '20261121000002', status: 'payment_pending', payment_id: 'pay-2', payment_status: 'pending', amount_paise: null, units: '12.5000', order_type: 'redemption', nav_date: null, expected_nav_date: '2026-11-24' })];
    renderWithProviders(<OrderBook />, { route: ROUTE });
    const first = (await screen.findByText('20261120000001')).closest('tr')!;
    expect(within(first).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('20-Nov-2026')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026, 10:00')).toBeInTheDocument();
    const second = screen.getByText('20261121000002').closest('tr')!;
    expect(within(second).getByText('12.5000 units')).toBeInTheDocument();
    expect(within(second).getByText('Payment: Awaiting payment')).toBeInTheDocument();
    expect(within(second).getByText('Redemption')).toBeInTheDocument();
    expect(within(second).getByText('24-Nov-2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('1–2 of 2 orders · page 1');
    expect(bookCalls()[0]).toEqual({ page: '1', size: '20' });
  });

  it('reads the filters from the address and writes changes back to it, from page 1', async () => {
    renderWithProviders(<OrderBook />, { route: `${ROUTE}?status=failed&type=sip&from=2026-11-01&page=3` });
    await waitFor(() => expect(bookCalls()[0]).toEqual({ status: 'failed', type: 'sip', from: '2026-11-01', page: '3', size: '20' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    expect(lastReplace().query).toEqual({ status: 'completed', type: 'sip', from: '2026-11-01' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(lastReplace().query).toEqual({});
  });

  it("finds a client among the advisor's clients and filters by them", async () => {
    renderWithProviders(<OrderBook />, { route: ROUTE });
    await screen.findByText('20261120000001');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a client' }), '1022');
    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(within(client).getAllByRole('option')).toHaveLength(2));
    expect(within(client).getAllByRole('option')[1]).toHaveTextContent('Meera Khan · XXXXXX0022');
    // The settled search filters the table too (issue 32, item 8), through the address.
    expect(lastReplace().query).toEqual({ q: '1022' });
    await userEvent.selectOptions(client, 'c-23');
    expect(lastReplace().query).toEqual({ client: 'c-23' });
  });

  it('asks the book for the orders of the clients a search in the address finds, and keeps it in the box', async () => {
    renderWithProviders(<OrderBook />, { route: `${ROUTE}?q=Meera&status=failed` });
    await waitFor(() => expect(bookCalls()[0]).toEqual({ q: 'Meera', status: 'failed', page: '1', size: '20' }));
    expect(screen.getByRole('searchbox', { name: 'Find a client' })).toHaveValue('Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(lastReplace().query).toEqual({});
    expect(screen.getByRole('searchbox', { name: 'Find a client' })).toHaveValue('');
  });

  it('says when nothing matches the filters', async () => {
    bookMock.rows = [];
    renderWithProviders(<OrderBook />, { route: `${ROUTE}?status=failed` });
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
  });

  it('says when the book cannot be read, and tries again', async () => {
    bookMock.failWith = 500;
    renderWithProviders(<OrderBook />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent('The order book could not be loaded');
    bookMock.failWith = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('20261120000001')).toBeInTheDocument();
  });

  it('shows a refused filter\'s message alone, not the rows of the previous view under it', async () => {
    const view = renderWithProviders(<OrderBook />, { route: ROUTE });
    expect(await screen.findByText('20261120000001')).toBeInTheDocument();
    bookMock.failWith = 400;
    setRoute(`${ROUTE}?from=2026-11-30&to=2026-11-01`);
    view.rerender(<OrderBook />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The order book could not be loaded');
    expect(screen.queryByText('20261120000001')).not.toBeInTheDocument();
  });

  it('downloads the CSV with the same filters', async () => {
    renderWithProviders(<OrderBook />, { route: `${ROUTE}?status=completed&page=2` });
    await screen.findByText('20261120000001');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(bookMock.calls.find((c) => c.path === 'book.csv')?.query).toEqual({ status: 'completed' });
    expect(await saved[0].text()).toMatch(/^Order no,/);
  });

  it('resends a payment link only while the payment waits', async () => {
    bookMock.rows = [bookRow(), bookRow({ id: 'ord-2', order_no: '20261121000002', status: 'payment_pending', payment_id: 'pay-2', payment_status: 'failed' })];
    renderWithProviders(<OrderBook />, { route: ROUTE });
    await screen.findByText('20261121000002');
    expect(screen.queryByRole('button', { name: 'Resend payment link for order 20261120000001' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend payment link for order 20261121000002' }));
    expect(await screen.findByText('Payment link for order 20261121000002 sent to XXXXXX0001.')).toBeInTheDocument();
    expect(bookMock.calls.some((c) => c.path === 'resend/ord-2')).toBe(true);
  });

  it('cancels an order only after the advisor confirms', async () => {
    bookMock.rows = [bookRow({ status: 'placed', cancellable: true, order_type: 'redemption' })];
    renderWithProviders(<OrderBook />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order 20261120000001' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep order' }));
    expect(bookMock.calls.some((c) => c.path.startsWith('cancel/'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order 20261120000001' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order 20261120000001 of Asha Verma is cancelled.')).toBeInTheDocument();
    expect(bookMock.calls.find((c) => c.path === 'cancel/ord-1')?.body).toEqual({ user_id: 'u-1' });
    const row = (await screen.findByText('20261120000001')).closest('tr')!;
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
  });

  it('says who prepared each order, and shows its history with who made each change', async () => {
    bookMock.rows = [bookRow({ status: 'cancelled', prepared_by: { kind: 'manager', name: 'Karan Malhotra', for_name: 'Rahul Mehta' } })];
    bookMock.history = [
      { from_status: null, status: 'payment_pending', at: '2026-11-20T04:30:00Z', by: { kind: 'investor', name: 'Asha Verma', for_name: null }, note: null },
      { from_status: 'payment_pending', status: 'cancelled', at: '2026-11-20T05:00:00Z', by: { kind: 'advisor', name: 'Rahul Mehta', for_name: null }, note: null },
    ];
    renderWithProviders(<OrderBook />, { route: ROUTE });
    const row = (await screen.findByText('20261120000001')).closest('tr')!;
    expect(row).toHaveTextContent('by Karan Malhotra for Rahul Mehta (relationship manager)');
    await userEvent.click(within(row).getByRole('button', { name: 'History of order 20261120000001' }));
    const changes = await within(screen.getByRole('dialog')).findByRole('list', { name: 'Changes of this order' });
    const lines = within(changes).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('by Asha Verma (investor)');
    expect(lines[1]).toHaveTextContent('→ Cancelled');
    expect(lines[1]).toHaveTextContent('by Rahul Mehta (advisor)');
    expect(screen.getByRole('dialog')).toHaveTextContent('Prepared by Karan Malhotra for Rahul Mehta (relationship manager)');
  });
});
