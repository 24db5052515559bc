import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StepUpPage from '@/pages/addmodifystepup/[id]';
import { ASHA } from '../../mocks/handlers/portfolio';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInInvestor } from '../../support/session';
import { http, HttpResponse } from 'msw';
import { at } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { COLLECTION_ID, SIP_DETAIL, orderMock, serveOrders } from './support';
import { logInExpert } from '../portfolio/support';

serveOrders();

// Next gives a dynamic route's segment in the query.
const ROUTE = { asPath: '/addmodifystepup/sip-1?id=sip-1', pathname: '/addmodifystepup/[id]' };

describe('/addmodifystepup/[id]', () => {
  it('writes a step-up by amount as money: ₹1,500.50 a year, not ₹1500.5', async () => {
    server.use(
      http.post(at('node', '/cart/sipdetail'), () =>
        HttpResponse.json({ status: 'success', data: { ...SIP_DETAIL, sip: { ...SIP_DETAIL.sip, step_up_amount_paise: 150_050 } } }),
      ),
    );
    logInInvestor(ASHA);
    renderWithProviders(<StepUpPage />, { route: ROUTE });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Step-up now').nextSibling).toHaveTextContent('₹1,500.50 a year');
  });

  it("shows the SIP, the effect over ten years, and adds a new step-up to the collection's cart", async () => {
    logInInvestor(ASHA);
    const { store } = renderWithProviders(<StepUpPage />, { route: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'HDFC Mid-Cap Opportunities Fund - Direct Growth' })).toBeInTheDocument();
    expect(screen.getByText('Step-up now').nextSibling).toHaveTextContent('None');
    expect(screen.getByRole('heading', { name: 'The effect over 10 years' })).toBeInTheDocument();
    expect(screen.getByText(/^SIP value with and without the step-up: Without step-up from .* at Year 1 to .* at Year 10/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Yearly increase (%)' });
    await userEvent.clear(field);
    await userEvent.type(field, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/cart/summary?cid=${COLLECTION_ID}`));
    expect(orderMock.adds[0]).toMatchObject({ user_id: ASHA, cart_type: 'new_stepup' });
    expect(orderMock.adds[0].items[0]).toMatchObject({ sip_id: 'sip-1', scheme_code: 118989, step_up_percent: 15, step_up_frequency: 'yearly' });
    expect(store.getState().portfolio.selectedSIP).toMatchObject({ id: 'sip-1', amountPaise: 500_000 });
    expect(store.getState().portfolio.selectedSIPStepupData).toMatchObject({ sip_id: 'sip-1', cart_type: 'new_stepup', step_up_percent: 15 });
  });

  it('refuses a step-up above 100% with the shared message and sends nothing', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<StepUpPage />, { route: ROUTE });
    const field = await screen.findByRole('textbox', { name: 'Yearly increase (%)' });
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(field).toHaveAccessibleDescription(/Step-up percentage must be from 1 to 100/);
    expect(orderMock.adds).toHaveLength(0);
  });

  it('refuses an amount written as "1e5" beside the field and sends nothing', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<StepUpPage />, { route: ROUTE });
    await userEvent.click(await screen.findByRole('radio', { name: 'Amount' }));
    const field = screen.getByRole('textbox', { name: 'Yearly increase (₹ a month)' });
    await userEvent.clear(field);
    await userEvent.type(field, '1e5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(field).toHaveAccessibleDescription(/Enter the amount in digits only, like 5000/);
    expect(orderMock.adds).toHaveLength(0);
  });

  it('asks an advisor with no client chosen to choose one', async () => {
    logInExpert();
    renderWithProviders(<StepUpPage />, { route: ROUTE });
    expect(await screen.findByRole('heading', { name: 'Choose a client first' })).toBeInTheDocument();
  });
});
