import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AumReport from '@/components/analytics/AumReport';
import ClientsReport from '@/components/analytics/ClientsReport';
import CommissionsReport from '@/components/analytics/CommissionsReport';
import SipsReport from '@/components/analytics/SipsReport';
import SummaryReport from '@/components/analytics/SummaryReport';
import TransactionsReport from '@/components/analytics/TransactionsReport';
import { writeLocal } from '@/utils/storage';
import { REPORTS, reportsHandlers, reportsMock, resetReports } from '../../mocks/handlers/analyticsReports';
import { server, setupMockServer } from '../../mocks/server';
import { at } from '../../mocks/handlers/at';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';
import { serveFeature } from '../../support/session';

setupMockServer();
serveFeature(reportsHandlers, resetReports);
beforeEach(() => {
  resetRouter();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
});

describe('the analytics pages', () => {
  it('shows the overview tiles from the summary call, with the default period', async () => {
    renderWithProviders(<SummaryReport />);
    await screen.findByText('Active SIPs');
    const aum = screen.getAllByText('AUM').find((e) => e.tagName === 'DT')!;
    expect(aum.nextSibling).toHaveTextContent('₹1,23,45,678');
    expect(screen.getAllByText('Clients').find((e) => e.tagName === 'DT')!.nextSibling).toHaveTextContent('25');
    expect(reportsMock.calls[0]).toEqual({ view: 'summary', query: {} });
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('fills the month fields with the period the answer covers when none is asked, and names the commission month', async () => {
    reportsMock.overrides = {
      summary: { ...REPORTS.summary, commission_month: '2025-11', period: { from: '2024-12', to: '2025-11' } },
    };
    renderWithProviders(<SummaryReport />);
    expect(await screen.findByText('Commission in Nov-2025')).toBeInTheDocument();
    expect(screen.getByLabelText('From month')).toHaveValue('2024-12');
    expect(screen.getByLabelText('To month')).toHaveValue('2025-11');
  });

  it('keeps what the person typed when the answer (and its period) arrives after they started typing', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(at('analytics', '/reports/aum'), async () => {
        await arrived;
        return HttpResponse.json({ status: 'success', data: { ...REPORTS.aum, period: { from: '2024-12', to: '2025-11' } } });
      }),
    );
    renderWithProviders(<AumReport />);
    await userEvent.type(screen.getByLabelText('From month'), '2023-04');
    answer();
    await screen.findByText('AUM at the end of the period');
    expect(screen.getByLabelText('From month')).toHaveValue('2023-04');
  });

  it('asks for the period in the URL and puts a new one there', async () => {
    setRoute('/advisor-analytics/aum?from=2026-01&to=2026-06', '/advisor-analytics/aum');
    mockRouter.query = { from: '2026-01', to: '2026-06' };
    renderWithProviders(<AumReport />);
    await screen.findByRole('heading', { name: 'AUM analytics' });
    await waitFor(() => expect(reportsMock.calls[0]).toEqual({ view: 'aum', query: { from: '2026-01', to: '2026-06' } }));
    expect(screen.getByLabelText('From month')).toHaveValue('2026-01');
    await userEvent.clear(screen.getByLabelText('From month'));
    await userEvent.type(screen.getByLabelText('From month'), '2026-03');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(mockRouter.push).toHaveBeenCalledWith(
      { pathname: '/advisor-analytics/aum', query: { from: '2026-03', to: '2026-06' } },
      undefined,
      { shallow: true },
    );
  });

  it('refuses a reversed period beside the filter without asking the server', async () => {
    renderWithProviders(<SipsReport />);
    await screen.findByText('Active SIPs');
    await userEvent.type(screen.getByLabelText('From month'), '2026-06');
    await userEvent.type(screen.getByLabelText('To month'), '2026-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start month before the end month');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('gives each chart a table of its numbers, and totals by type', async () => {
    renderWithProviders(<TransactionsReport />);
    const table = await screen.findByRole('table', { name: 'Transactions by type in the period' });
    const purchase = within(table).getByRole('row', { name: /Purchase/ });
    expect(purchase).toHaveTextContent('6');
    expect(purchase).toHaveTextContent('₹60,000');
  });

  it('shows clients, commissions and a CSV download', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    HTMLAnchorElement.prototype.click = jest.fn();
    renderWithProviders(<CommissionsReport />);
    expect(await screen.findByRole('table', { name: 'Commission by client (top 20)' })).toHaveTextContent('Asha Verma');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled());
    expect(reportsMock.calls.map((c) => c.view)).toContain('commissions.csv');
  });

  it('says when there is nothing to show, and when the report failed', async () => {
    reportsMock.empty = true;
    const { unmount } = renderWithProviders(<SummaryReport />);
    expect(await screen.findByText('Nothing to show for this period')).toBeInTheDocument();
    unmount();
    reportsMock.failing = true;
    renderWithProviders(<ClientsReport />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start month before the end month');
  });
});
