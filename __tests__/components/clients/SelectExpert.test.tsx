import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SelectExpert, { NOT_A_MANAGER } from '@/components/clients/SelectExpert';
import { readLocal } from '@/utils/storage';
import { mockRouter } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { callsTo, logInExpert, serveAgents } from './support';

serveAgents();

describe('/select-expert', () => {
  it("lists the manager's experts and switches the session to the one chosen", async () => {
    logInExpert({ expertId: 'e-karan', manager: true });
    const before = readLocal('access-token');
    const { store } = renderWithProviders(<SelectExpert />, { route: '/select-expert' });
    expect(await screen.findByRole('button', { name: 'Work as Rahul Mehta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Work as Sunil Khanna' })).toBeInTheDocument();
    expect(callsTo('getexpertbyrmid/RM0901')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Work as Rahul Mehta' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert'));
    expect(callsTo('act-as-expert')[0].body).toEqual({ expert_id: 'e-rahul' });
    // Stored as a login: the advisor's keys and the new tokens; still a manager's session.
    expect(readLocal('expertId')).toBe('e-rahul');
    expect(readLocal('access-token')).not.toBe(before);
    expect(readLocal('merchant_id')).toBe('ZFM1001');
    expect(readLocal('currentLoggedIn')).toBeTruthy();
    expect(store.getState().auth).toMatchObject({ loggedIn: true, name: 'Rahul Mehta', merchantID: 'ZFM1001' });
  });

  it('marks the expert already worked as instead of offering them again', async () => {
    logInExpert({ expertId: 'e-rahul', manager: true });
    renderWithProviders(<SelectExpert />, { route: '/select-expert' });
    expect(await screen.findByText('Working as Rahul Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Work as Rahul Mehta' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Work as Sunil Khanna' })).toBeInTheDocument();
  });

  it('tells an advisor who is not a manager, without asking the server', async () => {
    logInExpert({ expertId: 'e-rahul' });
    renderWithProviders(<SelectExpert />, { route: '/select-expert' });
    expect(await screen.findByText(NOT_A_MANAGER)).toBeInTheDocument();
    expect(callsTo('getexpertbyrmid/RM0901')).toEqual([]);
  });
});
