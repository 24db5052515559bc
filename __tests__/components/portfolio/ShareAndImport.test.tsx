import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TOO_LARGE, PICK_A_FILE } from '@/components/portfolio/ImportModal';
import PortfolioScreen from '@/components/portfolio/PortfolioScreen';
import { COPIED, SHARE_NOT_SUPPORTED } from '@/components/portfolio/ShareModal';
import { ASHA, portfolioMock } from '../../mocks/handlers/portfolio';
import { renderWithProviders } from '../../support/render';
import { logInInvestor, servePortfolio } from './support';

servePortfolio();

const nav = navigator as { share?: unknown };
afterEach(() => {
  delete nav.share;
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

async function openShare() {
  logInInvestor(ASHA);
  renderWithProviders(<PortfolioScreen />);
  await screen.findByRole('table', { name: 'Holdings through ZF' });
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share portfolio summary' });
}

describe('sharing the portfolio', () => {
  it('uses the Web Share sheet where the browser has one, with figures and no personal details', async () => {
    const share = jest.fn(async () => undefined);
    nav.share = share;
    const dialog = await openShare();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    const text = (share.mock.calls[0] as unknown as [{ text: string }])[0].text;
    expect(text).toContain('Current value: ₹1,69,882.27');
    expect(text).toContain('XIRR: +12.37%');
    expect(text).not.toMatch(/Asha|Ravi|u-1|\bfolio\b/i);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies the summary where there is no share sheet', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openShare();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy summary' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Invested: ₹1,46,000'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(COPIED);
    // The summary wraps inside the dialog (shareTextStyle.test.ts): its long first line is not cut off.
    expect(within(dialog).getByText(/^Mutual fund portfolio on ZF \(NAV as of/)).toHaveClass('shareText');
  });

  it('says sharing is not supported when neither works', async () => {
    const dialog = await openShare();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy summary' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(SHARE_NOT_SUPPORTED);
  });
});

async function openImport() {
  logInInvestor(ASHA);
  renderWithProviders(<PortfolioScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Import external holdings' }));
  return screen.getByRole('dialog', { name: 'Import external holdings' });
}

// Node's File: the one FormData (and so the upload) accepts in this test environment.
const csv = (body: string, name = 'cas.csv') => new NodeFile([body], name, { type: 'text/csv' }) as unknown as File;
const HEADER = 'folio_no,amc,pan,scheme_code,scheme_name,txn_date,txn_type,amount,units,nav\n';

describe('importing a CAS', () => {
  it('imports a statement and shows the external holdings apart', async () => {
    const dialog = await openImport();
    await userEvent.upload(within(dialog).getByLabelText('CAS file (CSV or JSON)'), csv(`${HEADER}13245678,PPFAS,ABCDE1234F,...`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import statement' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Imported 1 scheme(s) in 1 folio(s), 4 transactions');
    expect(await screen.findByRole('table', { name: 'External holdings' })).toHaveTextContent('Parag Parikh Flexi Cap Fund');
    expect(portfolioMock.calls.filter((c) => c.path === 'summary')).toHaveLength(2);
  });

  it("shows the server's message for a malformed or foreign file, beside the field", async () => {
    const dialog = await openImport();
    const field = within(dialog).getByLabelText('CAS file (CSV or JSON)');
    await userEvent.upload(field, csv(`${HEADER}ZZZZZ9999Z`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import statement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This statement belongs to another investor (PAN does not match)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(portfolioMock.external).toEqual([]);
  });

  it('asks for a file and refuses one over 2 MB before sending anything', async () => {
    const dialog = await openImport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import statement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PICK_A_FILE);
    const big = csv('x'.repeat(2 * 1024 * 1024 + 1));
    await userEvent.upload(within(dialog).getByLabelText('CAS file (CSV or JSON)'), big);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import statement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);
    expect(portfolioMock.calls.some((c) => c.path === 'import')).toBe(false);
  });
});
