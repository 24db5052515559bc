import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InsuranceFunnel, { INSURANCE_NOT_ALLOWED } from '@/components/insurance/InsuranceFunnel';
import { writeLocal } from '@/utils/storage';
import { callsTo, insuranceMock } from '../../mocks/handlers/insurance';
import { renderWithProviders } from '../../support/render';
import { bornYearsAgo, familyState, logInExpertFor, logInInvestor, serveInsurance } from './support';

serveInsurance();

describe('the draft on the server', () => {
  it('restores a logged-in investor’s draft where they stopped, then saves changes a moment later', async () => {
    insuranceMock.draft = { ...familyState(2).insurance, clientName: 'Asha Rao', insurance_cover_amount: 1000000 };
    logInInvestor('u-1');
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    expect(await screen.findByRole('group', { name: 'How much cover?' })).toBeInTheDocument();
    expect(store.getState().insurance.clientName).toBe('Asha Rao');

    await userEvent.click(screen.getByLabelText(/₹25,00,000/));
    await userEvent.click(screen.getByRole('button', { name: 'See quotes' }));
    await waitFor(() => expect(callsTo('draft').filter((c) => c.method === 'PUT').length).toBeGreaterThan(0), { timeout: 4000 });
    const put = callsTo('draft').filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({ draft: { insurance_cover_amount: 2500000, step: 3, insurancePlans: [] } });
    expect(put?.body).not.toHaveProperty('user_id');
  });

  it('keeps an advisor’s draft per client, with the expert’s details', async () => {
    logInExpertFor('u-5');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    expect(await screen.findByRole('heading', { name: 'Health insurance for Asha Rao' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Client's name"), 'Asha Rao');
    await userEvent.type(screen.getByLabelText("Client's date of birth"), bornYearsAgo(40));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo('draft').filter((c) => c.method === 'PUT').length).toBeGreaterThan(0), { timeout: 4000 });
    const get = callsTo('draft').find((c) => c.method === 'GET');
    expect(new URL(get?.url ?? '').searchParams.get('user_id')).toBe('u-5');
    expect(callsTo('draft').filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      user_id: 'u-5',
      draft: { clientName: 'Asha Rao', expertDetails: { expert_id: 'e-1', name: 'Rahul Verma' } },
    });
  });

  it('starts again from the first step and saves the emptied draft', async () => {
    insuranceMock.draft = { ...familyState(4, true).insurance };
    logInInvestor('u-1');
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(await screen.findByText('Step 1 of 7')).toBeInTheDocument();
    expect(store.getState().insurance).toMatchObject({ clientName: '', selectedPlan: null, step: 0 });
    await waitFor(() => expect(callsTo('draft').filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ draft: { clientName: '', step: 0 } }), {
      timeout: 4000,
    });
  });

  it('saves nothing for a visitor who is not logged in', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    await userEvent.type(await screen.findByLabelText('Your name'), 'Asha Rao');
    // A logged-in person's draft is read at once on opening; nothing at all is asked for a visitor.
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('draft')).toHaveLength(0);
  });
});

describe('an advisor whose ARN is pending', () => {
  it('may compare plans for a client but is told he cannot send one yet', async () => {
    logInExpertFor('u-5');
    writeLocal('transactionAllowed', false);
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    expect(await screen.findByRole('heading', { name: 'Health insurance for Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText(INSURANCE_NOT_ALLOWED)).toBeInTheDocument();
  });

  it('is not shown the notice once his transactions are allowed', async () => {
    logInExpertFor('u-5');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance' });
    expect(await screen.findByRole('heading', { name: 'Health insurance for Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByText(INSURANCE_NOT_ALLOWED)).not.toBeInTheDocument();
  });
});
