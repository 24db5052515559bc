// The operator's screen views: the key is asked, kept in sessionStorage only and sent as x-api-key; a refused key
// says 'That key is not accepted' and is forgotten; the numbers show as a chart, a per-day table and top screens.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ScreenViewsPage from '@/pages/ops/screen-views';
import { topScreens, viewsPerDay } from '@/utils/desk/screenViews';
import { OPS_KEY, leadsDesk, resetLeadsDesk } from '../../mocks/handlers/deskLeads';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';

// Typing a whole form takes a few seconds when the machine is busy.
jest.setTimeout(20_000);

setupMockServer();

const ROWS = [
  { day: '2026-11-23', screen_name: '/mutual-funds', views: 4 },
  { day: '2026-11-23', screen_name: '/', views: 6 },
  { day: '2026-11-24', screen_name: '/mutual-funds', views: 5 },
  { day: '2026-11-24', screen_name: null, views: 1 },
];

beforeEach(() => {
  resetLeadsDesk();
  localStorage.clear();
  sessionStorage.clear();
});

async function enterKey(key: string) {
  await userEvent.type(await screen.findByLabelText('Operator key'), key);
  await userEvent.click(screen.getByRole('button', { name: 'Show screen views' }));
}

it('refuses a wrong key with the message and keeps nothing', async () => {
  renderWithProviders(<ScreenViewsPage />);
  await enterKey('not-the-key');
  expect(await screen.findByRole('alert')).toHaveTextContent('That key is not accepted');
  expect(screen.getByLabelText('Operator key')).toBeInTheDocument();
  expect(sessionStorage.getItem('OPS_API_KEY')).toBeNull();
});

it('shows views per day as a chart and a table, and the top screens; the key stays in this tab only', async () => {
  leadsDesk.screenViews = ROWS;
  renderWithProviders(<ScreenViewsPage />);
  await enterKey(OPS_KEY);
  const perDay = await screen.findByRole('table', { name: 'Views on each day' });
  expect(within(perDay).getByRole('row', { name: /24\/11\/2026 6/ })).toBeInTheDocument();
  expect(within(perDay).getByRole('row', { name: /23\/11\/2026 10/ })).toBeInTheDocument();
  // The bar chart's summary for screen readers carries the same numbers.
  expect(screen.getByRole('figure')).toHaveTextContent('Screen views per day: 23/11/2026 10; 24/11/2026 6.');
  const top = screen.getByRole('table', { name: 'Top screens' });
  expect(within(top).getAllByRole('row')[1]).toHaveTextContent('/mutual-funds9');
  expect(sessionStorage.getItem('OPS_API_KEY')).toBe(OPS_KEY);
  expect(localStorage.getItem('OPS_API_KEY')).toBeNull();
  expect(document.cookie).not.toContain(OPS_KEY);
});

it('asks for the chosen period and says when it holds no views', async () => {
  sessionStorage.setItem('OPS_API_KEY', OPS_KEY);
  renderWithProviders(<ScreenViewsPage />);
  expect(await screen.findByText('No screen views in this period.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await screen.findByText('No screen views in this period.');
  expect(leadsDesk.screenViewQueries.at(-1)).toBe('?from=2026-11-01');
  await userEvent.click(screen.getByRole('button', { name: 'Forget the key' }));
  expect(await screen.findByLabelText('Operator key')).toBeInTheDocument();
  expect(sessionStorage.getItem('OPS_API_KEY')).toBeNull();
});

it('sums per day in date order and per screen, busiest first', () => {
  expect(viewsPerDay(ROWS)).toEqual([
    { day: '2026-11-23', views: 10 },
    { day: '2026-11-24', views: 6 },
  ]);
  expect(topScreens(ROWS)).toEqual([
    { screen: '/mutual-funds', views: 9 },
    { screen: '/', views: 6 },
    { screen: '(no name)', views: 1 },
  ]);
});
