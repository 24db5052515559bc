import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import SipCentre from '@/components/orders/SipCentre';
import type { SipCentreRow, SipCentreTab } from '@/utils/orders/sipCentre';
import { at } from '../../mocks/handlers/at';
import { setupMockServer } from '../../mocks/server';
import { authed } from '../../mocks/session';
import { mockRouter, resetRouter } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { serveFeature } from '../../support/session';
import { logInExpert } from '../portfolio/support';

const ROUTE = '/distributor/sips';

function sipRow(overrides: Partial<SipCentreRow> = {}): SipCentreRow {
  return {
    id: 'sip-1', user_id: 'u-1', client_name: 'Asha Verma', client_mobile_masked: 'XXXXXX0001', scheme_code: 122640,
    scheme_name: 'Parag Parikh Flexi Cap Fund – Regular Plan · Growth', amount_paise: 5_000_00, frequency: 'monthly', day: 5,
    status: 'active', start_date: '2025-01-05', end_date: '2026-12-05', next_due_date: '2026-07-05', paused_until: null,
    instalments_done: 18, instalments_total: 24, bounces: 1, last_bounce_on: '2026-06-05',
    mandate: { kind: 'enach', status: 'active', limit_paise: 25_000_00, expires_on: '2026-07-20' }, pending_request: null,
    ...overrides,
  };
}

const mock = {
  rows: [] as SipCentreRow[],
  failWith: null as number | null,
  calls: [] as { path: string; query?: Record<string, string>; body?: unknown }[],
};
const counts = (n: number): Record<SipCentreTab, number> => ({ all: n, active: n, paused: 0, cancelled: 0, ended: 0, bounced: 1, mandate_expiring: 1 });
const ok = (data: JsonBodyType, status = 200) => HttpResponse.json({ status: 'success', data }, { status });

setupMockServer();
serveFeature(
  [
    http.get(at('node', '/orders/sips'), authed(({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      mock.calls.push({ path: 'list', query });
      if (mock.failWith) return HttpResponse.json({ status: 'failed', message: 'The SIP book is resting' }, { status: mock.failWith });
      return ok({ sips: mock.rows, total: mock.rows.length, page: 1, size: 20, counts: counts(mock.rows.length) });
    })),
    http.post(at('node', '/orders/sips/:id/pause'), authed(async ({ params, request }) => {
      mock.calls.push({ path: `pause/${String(params.id)}`, body: await request.json() });
      return ok({ status: 'awaiting_client', summary: '₹5,000 a month: skip 2 instalments', client_confirmation: { kind: 'sip_pause', sent_to: 'XXXXXX0001', expires_at: '2026-07-03T00:00:00Z' } }, 202);
    })),
    http.post(at('node', '/orders/sips/:id/cancel'), authed(({ params }) => {
      mock.calls.push({ path: `cancel/${String(params.id)}` });
      return ok({ status: 'awaiting_client', summary: 'no instalment from the second working day after you confirm', client_confirmation: { kind: 'sip_cancel', sent_to: 'XXXXXX0001', expires_at: '2026-07-03T00:00:00Z' } }, 202);
    })),
  ],
  () => Object.assign(mock, { rows: [sipRow()], failWith: null, calls: [] }),
);
beforeEach(() => {
  resetRouter();
  logInExpert();
});

const lastReplace = () => mockRouter.replace.mock.calls.at(-1)?.[0] as unknown as { query: Record<string, string> };
const listCalls = () => mock.calls.filter((c) => c.path === 'list').map((c) => c.query);
const firstRow = async () => (await screen.findByRole('table')).querySelector('tbody tr') as HTMLElement;

describe('/distributor/sips', () => {
  it("shows each SIP's client (mobile masked), next date, instalments, bounces and mandate, with tab counts", async () => {
    renderWithProviders(<SipCentre />, { route: ROUTE });
    const row = await firstRow();
    expect(within(row).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(row).getByText('XXXXXX0001')).toBeInTheDocument();
    expect(within(row).getByText('05/07/2026')).toBeInTheDocument();
    expect(within(row).getByText('18 of 24')).toBeInTheDocument();
    expect(within(row).getByText('1, last on 05/06/2026')).toBeInTheDocument();
    expect(within(row).getByText('e-NACH, active')).toBeInTheDocument();
    expect(within(row).getByText('up to ₹25,000')).toBeInTheDocument();
    expect(within(row).getByText('ends 20/07/2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bounced this month (1)' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/addmodifystepup/sip-1?u=u-1');
    expect(listCalls()[0]).toEqual({ tab: 'all', page: '1', size: '20' });
  });

  it('reads the tab and client from the address and writes a chosen tab back', async () => {
    renderWithProviders(<SipCentre />, { route: `${ROUTE}?tab=bounced&client=u-1` });
    await waitFor(() => expect(listCalls()[0]).toEqual({ tab: 'bounced', client: 'u-1', page: '1', size: '20' }));
    expect(await screen.findByText(/SIPs of Asha Verma/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /^Paused/ }));
    expect(lastReplace().query).toEqual({ tab: 'paused', client: 'u-1' });
  });

  it('says when there is nothing to show, and when the list cannot be read', async () => {
    mock.rows = [];
    const view = renderWithProviders(<SipCentre />, { route: ROUTE });
    expect(await screen.findByText('No SIPs for your clients yet')).toBeInTheDocument();
    view.unmount();
    mock.failWith = 500;
    renderWithProviders(<SipCentre />, { route: ROUTE });
    expect(await screen.findByRole('alert')).toHaveTextContent('The SIPs could not be loaded');
  });

  it('asks to pause with the dates it skips, and says it went to the client to confirm', async () => {
    renderWithProviders(<SipCentre />, { route: ROUTE });
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause this SIP?' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Instalments to skip' }), '2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Skips 05/07/2026, 05/08/2026; the SIP runs again by itself from 05/09/2026.');
    expect(dialog).toHaveTextContent('Nothing changes until they confirm it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to Asha Verma to confirm' }));
    await waitFor(() => expect(mock.calls.find((c) => c.path === 'pause/sip-1')?.body).toEqual({ instalments: 2 }));
    expect(await screen.findByText('Sent to Asha Verma to confirm (XXXXXX0001): ₹5,000 a month: skip 2 instalments.')).toBeInTheDocument();
  });

  it("refuses in the dialog a pause past the SIP's last instalment", async () => {
    mock.rows = [sipRow({ end_date: '2026-08-05' })];
    renderWithProviders(<SipCentre />, { route: ROUTE });
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause this SIP?' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Instalments to skip' }), '3');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("This SIP's last instalment is on 05/08/2026, before the pause would end: cancel it instead");
    expect(within(dialog).getByRole('button', { name: 'Send to Asha Verma to confirm' })).toBeDisabled();
  });

  it('asks before sending a cancellation to the client; a request waiting is said instead of its button', async () => {
    mock.rows = [sipRow(), sipRow({ id: 'sip-2', pending_request: { kind: 'sip_pause', summary: 'skip 1', expires_at: '2026-07-03T00:00:00Z' } })];
    renderWithProviders(<SipCentre />, { route: ROUTE });
    const rows = (await screen.findByRole('table')).querySelectorAll('tbody tr');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Waiting for Asha Verma to confirm: pause')).toBeInTheDocument();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel SIP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this SIP?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to client to confirm' }));
    await waitFor(() => expect(mock.calls.some((c) => c.path === 'cancel/sip-1')).toBe(true));
    expect(await screen.findByText(/^Sent to Asha Verma to confirm \(XXXXXX0001\)/)).toBeInTheDocument();
  });
});
