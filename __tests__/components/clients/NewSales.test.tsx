import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewSales, { RANGE_REVERSED } from '@/components/clients/NewSales';
import { defaultSalesRange } from '@/utils/clients/salesPeriods';
import { renderWithProviders } from '../../support/render';
import { callsTo, logInExpert, serveAgents } from './support';

serveAgents();

describe('/newsales', () => {
  beforeEach(() => logInExpert({ expertId: 'e-rahul', merchantId: 'ZFM1001' }));

  it('opens on the last 24 months by month: a chart, its table of numbers, and the agents', async () => {
    renderWithProviders(<NewSales />, { route: '/newsales?id=ZFM1001' });
    const figure = await screen.findByRole('figure');
    expect(callsTo('new-sales')[0].query).toEqual({ merchant_id: 'ZFM1001', ...defaultSalesRange() });
    // The chart's numbers are also a table (and a summary for screen readers).
    expect(within(figure).getByText(/New clients and first orders:/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'New sales by agent' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Pooja Bansal',
      'Manish Tyagi',
      'Sneha Kapoor',
    ]);
  });

  it('asks again when the grouping or the range changes, and refuses a reversed range on the spot', async () => {
    renderWithProviders(<NewSales />, { route: '/newsales?id=ZFM1001' });
    await screen.findByRole('figure');
    await userEvent.selectOptions(screen.getByLabelText('Group'), 'week');
    await waitFor(() => expect(callsTo('new-sales').at(-1)?.query.group).toBe('week'));
    const asked = callsTo('new-sales').length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText(RANGE_REVERSED)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(callsTo('new-sales')).toHaveLength(asked);
  });
});
