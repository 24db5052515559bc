import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { financialYearOf, recentFinancialYears } from '@/components/portfolio/financialYear';
import TxnReport from '@/components/portfolio/TxnReport';
import { at } from '../../mocks/handlers';
import { ASHA, portfolioMock } from '../../mocks/handlers/portfolio';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, servePortfolio } from './support';

servePortfolio();

const TODAY = new Date(2026, 10, 23);
const calls = (path: string) => portfolioMock.calls.filter((c) => c.path === path).map((c) => c.query);

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = jest.fn();
  HTMLAnchorElement.prototype.click = jest.fn();
});

describe('financial years', () => {
  it('run from April to March', () => {
    expect(financialYearOf(new Date(2026, 3, 1))).toBe('2026-27');
    expect(financialYearOf(new Date(2026, 2, 31))).toBe('2025-26');
    expect(recentFinancialYears(TODAY, 3)).toEqual(['2026-27', '2025-26', '2024-25']);
  });
});

describe('/smartbank/txnreport', () => {
  it('lists this financial year’s transactions by default, paged', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<TxnReport today={TODAY} />);
    expect(await screen.findByRole('table', { name: 'Transactions in this period' })).toBeInTheDocument();
    expect(screen.getByLabelText('From date')).toHaveValue('2026-04-01');
    expect(screen.getByLabelText('To date')).toHaveValue('2026-11-23');
    expect(calls('transactions')[0]).toEqual({ from: '2026-04-01', to: '2026-11-23', page: '1', page_size: '20', format: 'json' });
  });

  it('says where the sandbox carried a NAV forward because the market data had none for the day', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<TxnReport today={TODAY} />);
    const table = await screen.findByRole('table', { name: 'Transactions in this period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('carried forward: sandbox (NAV of 21-Aug-2026)');
    expect(rows.slice(1).some((r) => r.textContent?.includes('carried forward'))).toBe(false);
  });

  it('filters by type and scheme on the server', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<TxnReport today={TODAY} />);
    await screen.findByRole('table', { name: 'Transactions in this period' });
    await userEvent.clear(screen.getByLabelText('From date'));
    await userEvent.type(screen.getByLabelText('From date'), '2024-01-01');
    await userEvent.selectOptions(screen.getByLabelText('Transaction type'), 'SIP');
    await waitFor(() => expect(within(screen.getByLabelText('Scheme')).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(screen.getByLabelText('Scheme'), 'Axis ELSS Tax Saver Fund - Direct Growth');
    await waitFor(() => expect(calls('transactions').at(-1)).toMatchObject({ from: '2024-01-01', type: 'sip', scheme_code: '120503' }));
    const table = await screen.findByRole('table', { name: 'Transactions in this period' });
    await waitFor(() =>
      within(table).getAllByRole('row').slice(1).forEach((row) => expect(row).toHaveTextContent('SIP')),
    );
  });

  it('downloads the transaction report as CSV and as PDF with the chosen range', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<TxnReport today={TODAY} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download transaction report (CSV)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download transaction report (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((b) => b.type)).toEqual(['text/csv', 'application/pdf']);
    expect(calls('transactions').filter((q) => q.format !== 'json')).toEqual([
      { from: '2026-04-01', to: '2026-11-23', format: 'csv' },
      { from: '2026-04-01', to: '2026-11-23', format: 'pdf' },
    ]);
  });

  it('says so when a download fails', async () => {
    logInInvestor(ASHA);
    server.use(
      http.get(at('node', '/portfolio/capital-gains/:id'), ({ request }) =>
        new URL(request.url).searchParams.get('format') === 'pdf'
          ? HttpResponse.json({ status: 'failed', message: 'The PDF service is busy' }, { status: 503 })
          : undefined,
      ),
    );
    renderWithProviders(<TxnReport today={TODAY} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download capital gains statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be downloaded');
  });

  it('shows the capital-gains statement of a chosen year with short and long term totals', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<TxnReport today={TODAY} />);
    expect(await screen.findByText('No units were sold in FY 2026-27, so there are no capital gains to report.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Financial year'), 'FY 2025-26');
    const totals = await screen.findByLabelText('Capital gains totals, FY 2025-26');
    expect(within(totals).getByText('Short-term gain').nextSibling).toHaveTextContent('+₹200');
    expect(within(totals).getByText('Long-term gain').nextSibling).toHaveTextContent('+₹1,500');
    const table = screen.getByRole('table', { name: 'Capital gains, FY 2025-26' });
    expect(within(table).getByText('Short term, equity').closest('tr')).toHaveTextContent('₹20'); // the exit load
    const grandfathered = within(table).getByText(/grandfathered at the 31 Jan 2018 NAV/).closest('tr');
    expect(grandfathered).toHaveTextContent('HDFC Balanced Advantage Fund');
    expect(grandfathered).toHaveTextContent(/paid ₹1,500/);
    await userEvent.click(screen.getByRole('button', { name: 'Download capital gains statement (CSV)' }));
    await waitFor(() => expect(calls('capital-gains').at(-1)).toEqual({ fy: '2025-26', format: 'csv' }));
  });

  it('asks a visitor without a session to log in', async () => {
    renderWithProviders(<TxnReport today={TODAY} />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/user');
  });
});
