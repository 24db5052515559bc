// A relationship manager's own landing page: the team's books with totals, today's follow-ups across advisors, and
// "Act for" to switch to one advisor.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_EXPERT_MESSAGE } from '@/components/dashboard/ExpertDashboard';
import DashboardExpertPage from '@/pages/dashboard/expert';
import { writeLocal } from '@/utils/storage';
import { agentsMock } from '../../mocks/handlers/agents';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInExpert, serveAgents } from './support';

serveAgents();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('shows a manager in their own view their advisors, the totals and today\'s follow-ups', async () => {
  logInExpert({ expertId: 'e-karan', manager: true });
  renderWithProviders(<DashboardExpertPage />, { route: '/dashboard/expert' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your advisors' })).toBeInTheDocument();
  expect(await screen.findByText(/2 advisors · 29 clients · AUM ₹54,71,122\.35 · 39 active SIPs/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Your advisors' });
  expect(within(table).getByText('Rahul Mehta')).toBeInTheDocument();
  expect(within(table).getByText('Pending')).toBeInTheDocument(); // Sunil has no ARN yet
  const followUps = screen.getByRole('region', { name: "Today's follow-ups" });
  expect(followUps).toHaveTextContent('11:00 AM Ishaan Sinha with Rahul Mehta · Mandate ends in 10 days');
});

it('says so when nothing is due today', async () => {
  agentsMock.overview = { ...agentsMock.overview, follow_ups_today: [] };
  logInExpert({ expertId: 'e-karan', manager: true });
  renderWithProviders(<DashboardExpertPage />, { route: '/dashboard/expert' });
  expect(await screen.findByText('No follow-ups are due today at any of your advisors.')).toBeInTheDocument();
});

it('switches to an advisor with "Act for" and opens their dashboard', async () => {
  logInExpert({ expertId: 'e-karan', manager: true });
  renderWithProviders(<DashboardExpertPage />, { route: '/dashboard/expert' });
  await userEvent.click(await screen.findByRole('button', { name: 'Act for Rahul Mehta' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert'));
  expect(agentsMock.calls.find((c) => c.path === 'act-as-expert')?.body).toEqual({ expert_id: 'e-rahul' });
});

it('is not shown to a manager acting for an advisor: that is the advisor\'s dashboard', async () => {
  logInExpert({ expertId: 'e-rahul', manager: true });
  writeLocal('acting_manager_id', 'e-karan');
  writeLocal('acting_manager_name', 'Karan Malhotra');
  renderWithProviders(<DashboardExpertPage />, { route: '/dashboard/expert' });
  // The advisor's dashboard has read the storage (no account id is stored here, so it asks to log in again).
  await screen.findByText(NO_EXPERT_MESSAGE);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your advisors' })).not.toBeInTheDocument());
  expect(agentsMock.calls.some((c) => c.path === 'manager-overview')).toBe(false);
});
