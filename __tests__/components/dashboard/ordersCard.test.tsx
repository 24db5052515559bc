import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import OrdersCard from '@/components/dashboard/OrdersCard';
import type { OrderView } from '@/utils/orders/wire';
import { at } from '../../mocks/handlers';
import { ordersMock, resetOrders } from '../../mocks/handlers/orders';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInInvestor } from '../../support/session';

setupMockServer();
beforeEach(() => {
  localStorage.clear();
  resetOrders();
});

function order(n: number, overrides: Partial<OrderView>): OrderView {
  return {
    id: `ord-${n}`, order_no: `20261124${String(n).padStart(6, '0')}`, order_type: 'purchase', status: 'payment_pending',
    scheme_code: 118989, scheme_name: `Fund ${n}`, target_scheme_code: null, target_scheme_name: null, folio_no: null,
    amount_paise: 500_000, units: null, all_units: false, expected_nav_date: '2026-11-25', nav_date: null, nav: null,
    cancellable_until: null, cancellable: false, payment_mode: 'upi_qr', payment_id: 'pay-7', checkout_id: 'chk-7', arn: 'ARN-212345', euin: null,
    execution_only: true, failure_reason: null, placed_at: '2026-11-24T06:00:00Z', prepared_by: null, nav_carried_from: null, exit_load_paise: 0, ...overrides,
  };
}

describe('Orders card on the investor dashboard', () => {
  it('lists the latest five orders with status, number, amount and NAV date, each linking to its receipt', async () => {
    ordersMock.orders = [
      order(1, {}),
      order(2, { order_type: 'redemption', status: 'completed', amount_paise: null, all_units: true, payment_id: null, checkout_id: null, nav_date: '2026-11-21' }),
      ...[3, 4, 5, 6].map((n) => order(n, { status: 'paid' })),
    ];
    logInInvestor('u-1');
    renderWithProviders(<OrdersCard userId="u-1" forClient={false} />);
    const list = await screen.findByRole('list', { name: 'Latest orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Payment pending');
    expect(rows[0]).toHaveTextContent('₹5,000');
    expect(rows[0]).toHaveTextContent('No. 20261124000001');
    expect(rows[0]).toHaveTextContent('Expected NAV date 25-Nov-2026');
    // The receipt's own address, the one that survives a reload (issue 31, item 5).
    expect(within(rows[0]).getByRole('link', { name: 'Fund 1' })).toHaveAttribute('href', '/cart/summary?checkout=chk-7');
    expect(rows[1]).toHaveTextContent('Units allotted');
    expect(rows[1]).toHaveTextContent('All units');
    expect(rows[1]).toHaveTextContent('NAV date 21-Nov-2026');
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it("gives an advisor the same receipt address (the server knows whose it is)", async () => {
    ordersMock.orders = [order(1, {})];
    logInInvestor('u-1');
    renderWithProviders(<OrdersCard userId="u-1" forClient />);
    expect(await screen.findByRole('link', { name: 'Fund 1' })).toHaveAttribute('href', '/cart/summary?checkout=chk-7');
  });

  it("names the client in an advisor's link to an older order's payment (one without a checkout)", async () => {
    ordersMock.orders = [order(1, { checkout_id: null })];
    logInInvestor('u-1');
    renderWithProviders(<OrdersCard userId="u-1" forClient />);
    expect(await screen.findByRole('link', { name: 'Fund 1' })).toHaveAttribute('href', '/cart/summary?payment=pay-7&u=u-1');
  });

  it('says when there are no orders, and offers a retry when they cannot be read', async () => {
    logInInvestor('u-1');
    const { unmount } = renderWithProviders(<OrdersCard userId="u-1" forClient={false} />);
    expect(await screen.findByText('No orders yet. Orders you place appear here.')).toBeInTheDocument();
    unmount();
    server.use(http.get(at('node', '/orders/list/:userId'), () => HttpResponse.json({ status: 'failed', message: 'Orders are resting' }, { status: 500 })));
    renderWithProviders(<OrdersCard userId="u-1" forClient={false} />);
    expect(await screen.findByText('Orders are resting')).toBeInTheDocument();
    server.resetHandlers();
    ordersMock.orders = [order(1, {})];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fund 1' })).toBeInTheDocument();
  });
});
