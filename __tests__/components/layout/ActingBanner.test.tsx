// A relationship manager acting for an advisor sees it on every page and can go back to their own view.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppLayout from '@/components/layout/AppLayout';
import { readLocal, writeLocal } from '@/utils/storage';
import { KARAN_EXPERT_ID, RAHUL_EXPERT, agentsMock } from '../../mocks/handlers/agents';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { mockRouter, setRoute } from '../../support/router';
import { serveAgents } from '../clients/support';

serveAgents();

function actingForRahul() {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('roke', 'expert');
  writeLocal('expertId', RAHUL_EXPERT.id);
  writeLocal('name', 'Rahul Mehta');
  writeLocal('currentLoggedIn', 'true');
  writeLocal('acting_manager_id', KARAN_EXPERT_ID);
  writeLocal('acting_manager_name', 'Karan Malhotra');
}

function renderAt(path: string) {
  setRoute(path);
  return renderWithProviders(
    <AppLayout>
      <p>page body</p>
    </AppLayout>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it.each(['/dashboard/expert', '/mutual-funds', '/about'])('says who acts for whom on %s', async (path) => {
  actingForRahul();
  renderAt(path);
  const banner = await screen.findByRole('region', { name: 'Acting for an advisor' });
  expect(banner).toHaveTextContent('Acting as Rahul Mehta for Karan Malhotra (relationship manager)');
});

it('shows nothing for an advisor working for themself', async () => {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('name', 'Rahul Mehta');
  renderAt('/dashboard/expert');
  // The expert header shows the stored name once the session is read (and would be joined by the banner then).
  await screen.findAllByText('Rahul Mehta');
  expect(screen.queryByRole('region', { name: 'Acting for an advisor' })).not.toBeInTheDocument();
});

it("goes back to the manager's own view: the switch names the manager, the acting keys go, the dashboard opens", async () => {
  actingForRahul();
  renderAt('/mutual-funds');
  await userEvent.click(await screen.findByRole('button', { name: 'Back to my view' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert'));
  expect(agentsMock.calls.find((c) => c.path === 'act-as-expert')?.body).toEqual({ expert_id: KARAN_EXPERT_ID });
  expect(readLocal('acting_manager_id')).toBeNull();
  expect(readLocal('name')).toBe('Karan Malhotra');
});
