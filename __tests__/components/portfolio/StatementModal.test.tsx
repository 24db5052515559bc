import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { financialYearOf, financialYearStart, isoDay } from '@/components/portfolio/financialYear';
import PortfolioScreen from '@/components/portfolio/PortfolioScreen';
import SharedStatement from '@/components/portfolio/SharedStatement';
import { STATEMENT_MESSAGES } from '@/utils/portfolio/wire';
import { at } from '../../mocks/handlers';
import { ASHA, portfolioMock } from '../../mocks/handlers/portfolio';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInExpert, servePortfolio } from './support';

servePortfolio();

const nav = navigator as { share?: unknown };
let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:statement';
  });
  URL.revokeObjectURL = jest.fn();
  HTMLAnchorElement.prototype.click = jest.fn();
});
afterEach(() => {
  delete nav.share;
});

const calls = (path: string) => portfolioMock.calls.filter((c) => c.path === path).map((c) => c.query);

async function openStatement() {
  logInExpert(ASHA, 'Asha Verma');
  renderWithProviders(<PortfolioScreen routeId={ASHA} />);
  await screen.findByRole('table', { name: 'Holdings through ZF' });
  await userEvent.click(screen.getByRole('button', { name: 'Statement' }));
  return screen.getByRole('dialog', { name: 'Portfolio statement of Asha Verma' });
}

describe('the portfolio statement', () => {
  it('downloads the PDF for the financial year to date by default', async () => {
    const dialog = await openStatement();
    const today = new Date();
    expect(within(dialog).getByLabelText('Transactions from')).toHaveValue(financialYearStart(today));
    expect(within(dialog).getByLabelText('Transactions to')).toHaveValue(isoDay(today));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].type).toBe('application/pdf');
    expect(calls('statement')[0]).toEqual({ from: financialYearStart(today), to: isoDay(today), fy: financialYearOf(today) });
  });

  it('refuses a period that runs backwards beside the field, without asking the server', async () => {
    const dialog = await openStatement();
    const from = within(dialog).getByLabelText('Transactions from');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByText(STATEMENT_MESSAGES.fromAfterTo)).toBeInTheDocument();
    expect(calls('statement')).toHaveLength(0);
  });

  it('says why a download failed', async () => {
    server.use(http.get(at('node', '/portfolio/statement/:id'), () => HttpResponse.json({ status: 'failed', message: 'Not found' }, { status: 404 })));
    const dialog = await openStatement();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The statement could not be downloaded');
    expect(saved).toHaveLength(0);
  });

  it('makes a one-time link for the chosen year and offers WhatsApp where there is no share sheet', async () => {
    const dialog = await openStatement();
    const years = within(dialog).getByLabelText('Capital gains of') as HTMLSelectElement;
    const older = years.options[1].value;
    await userEvent.selectOptions(years, older);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share a one-time link' }));
    const url = `${window.location.origin}/statement/${'t'.repeat(43)}`;
    expect(await within(dialog).findByTestId('statement-link')).toHaveTextContent(url);
    expect(calls('statement-link-body')[0]).toMatchObject({ fy: older });
    const whatsApp = within(dialog).getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!.split('text=')[1])).toContain(url);
  });

  it('hands the link to the share sheet where the browser has one', async () => {
    const share = jest.fn(async () => undefined);
    nav.share = share;
    const dialog = await openStatement();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share a one-time link' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    const text = (share.mock.calls[0] as unknown as [{ text: string }])[0].text;
    expect(text).toContain(`/statement/${'t'.repeat(43)}`);
    expect(text).toContain('works once');
  });
});

describe('the page behind a statement link', () => {
  const TOKEN = 'k'.repeat(43);
  const path = at('node', `/portfolio/statement-links/${TOKEN}`);

  it('downloads only when asked, then says so', async () => {
    let served = 0;
    server.use(
      http.get(path, () => {
        served += 1;
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="s.pdf"' } });
      }),
    );
    renderWithProviders(<SharedStatement token={TOKEN} />);
    expect(served).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Download the statement (PDF)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The statement is downloaded');
    expect(served).toBe(1);
    expect(saved).toHaveLength(1);
  });

  it('shows the server’s sentence for a spent link', async () => {
    server.use(http.get(path, () => HttpResponse.json({ status: 'failed', message: STATEMENT_MESSAGES.linkGone }, { status: 410 })));
    renderWithProviders(<SharedStatement token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the statement (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENT_MESSAGES.linkGone);
  });
});
