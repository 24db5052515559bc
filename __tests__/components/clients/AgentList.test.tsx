import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AgentList, { NO_AGENTS } from '@/components/clients/AgentList';
import { NOT_YOUR_MERCHANT } from '@/components/clients/useMerchant';
import { agentsMock } from '../../mocks/handlers/agents';
import { renderWithProviders } from '../../support/render';
import { callsTo, logInExpert, serveAgents } from './support';

serveAgents();

const agentNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('/agentlist', () => {
  beforeEach(() => logInExpert({ expertId: 'e-rahul', merchantId: 'ZFM1001' }));

  it('lists the sub-agents by AUM, with their clients and SIPs, and sorts by any column', async () => {
    renderWithProviders(<AgentList />, { route: '/agentlist?id=ZFM1001' });
    expect(await screen.findByText('Manish Tyagi')).toBeInTheDocument();
    expect(agentNames()).toEqual(['Manish Tyagi', 'Pooja Bansal', 'Sneha Kapoor']);
    expect(screen.getByText(/3 agents · 9 clients/)).toBeInTheDocument();
    expect(callsTo('agents')[0].query).toEqual({ merchant_id: 'ZFM1001' });

    await userEvent.click(screen.getByRole('button', { name: /Active SIPs/ }));
    expect(agentNames()).toEqual(['Manish Tyagi', 'Pooja Bansal', 'Sneha Kapoor']);
    await userEvent.click(screen.getByRole('button', { name: /Active SIPs/ }));
    expect(agentNames()).toEqual(['Sneha Kapoor', 'Pooja Bansal', 'Manish Tyagi']);
  });

  it('says so when nobody sells under the merchant id', async () => {
    agentsMock.agents = [];
    renderWithProviders(<AgentList />, { route: '/agentlist?id=ZFM1001' });
    expect(await screen.findByText(NO_AGENTS)).toBeInTheDocument();
  });

  it("does not ask for another merchant's agents", async () => {
    renderWithProviders(<AgentList />, { route: '/agentlist?id=ZFM9999' });
    expect(await screen.findByText(NOT_YOUR_MERCHANT)).toBeInTheDocument();
    expect(callsTo('agents')).toEqual([]);
  });
});
