// "Your business today" on the advisor dashboard: each tile's figure and the page it opens, and a failed load.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import BusinessTiles from '@/components/dashboard/BusinessTiles';
import { writeLocal } from '@/utils/storage';
import { at } from '../../mocks/handlers/at';
import { DASHBOARD_TILES, reportsHandlers } from '../../mocks/handlers/analyticsReports';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';

setupMockServer();

beforeEach(() => {
  localStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  server.use(...reportsHandlers);
});

const tile = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) });

it('shows each figure as a link to the page that lists it', async () => {
  renderWithProviders(<BusinessTiles />);
  await screen.findByRole('list');
  const expected: [string, string, string][] = [
    ['AUM', '₹1,23,45,678', '/advisor-analytics/aum'],
    ['Monthly SIP book', '₹4,50,000', '/advisor-analytics/sips'],
    ["Today's orders", '4', '/distributor/order-book?from=2026-11-23&to=2026-11-23'],
    ['Payments pending', '2', '/distributor/order-book?status=payment_pending'],
    ['SIP bounces this month', '3', '/advisor-analytics/sips?from=2026-11&to=2026-11'],
    ['Mandate ending in 30 days', '1', '/distributor/sips?tab=mandate_expiring'],
    ['KYC pending', '3', '/advisor-analytics/clients'],
    ['Birthdays this week', '2', '/prozone/birthday'],
    ["Today's follow-ups", '5', '#todays-follow-ups'],
  ];
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(expected.length);
  for (const [label, value, href] of expected) {
    expect(tile(label)).toHaveTextContent(value);
    expect(tile(label)).toHaveAttribute('href', href);
  }
  expect(tile('AUM')).toHaveTextContent('Down ₹2,50,000 in Nov-2026');
  expect(tile('Monthly SIP book')).toHaveTextContent(`${DASHBOARD_TILES.active_sips} active SIPs`);
});

it('says when the figures could not be loaded, and loads them again on request', async () => {
  let fail = true;
  server.use(
    http.get(at('analytics', '/reports/dashboard'), () =>
      fail
        ? HttpResponse.json({ status: 'failed', message: 'The service is busy' }, { status: 503 })
        : HttpResponse.json({ status: 'success', data: DASHBOARD_TILES }),
    ),
  );
  renderWithProviders(<BusinessTiles />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your figures');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /^Payments pending/ })).toHaveTextContent('2');
});
