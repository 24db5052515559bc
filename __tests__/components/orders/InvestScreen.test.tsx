import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InvestPage from '@/pages/invest';
import { cartMock } from '../../mocks/handlers/cart';
import { ASHA } from '../../mocks/handlers/portfolio';
import { ORDERS_NOT_ALLOWED } from '@/components/shared/cart/useMayPlaceOrders';
import { writeLocal } from '@/utils/storage';
import { renderWithProviders } from '../../support/render';
import { logInExpert } from '../portfolio/support';
import { orderMock, serveOrders } from './support';

serveOrders();

/** An advisor allowed to transact, acting for Asha. */
function logInAdvisorForAsha() {
  logInExpert(ASHA, 'Asha Verma');
  writeLocal('transactionAllowed', true);
}

async function chooseFund(name: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search a fund' }), 'hdfc large');
  await userEvent.click(await screen.findByRole('button', { name: `Choose ${name}` }));
}

describe('/invest', () => {
  it('asks an advisor with no client chosen to select one', async () => {
    logInExpert();
    renderWithProviders(<InvestPage />, { route: '/invest' });
    expect(await screen.findByRole('heading', { name: 'Choose a client first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Select a client' })).toHaveAttribute('href', '/select-client');
  });

  it("adds a SIP to the client's purchase cart, shows the server's minimum under the amount, and lists the cart", async () => {
    logInAdvisorForAsha();
    renderWithProviders(<InvestPage />, { route: '/invest' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing yet: search a fund above and add it.')).toBeInTheDocument();
    expect(cartMock.calls.find((c) => c.path === 'get_all_carts')?.eventType).toBe('ExpertHeader');

    await chooseFund('HDFC Large Cap Fund – Regular Plan · Growth');
    const form = screen.getByRole('form', { name: 'Invest in HDFC Large Cap Fund' });
    const amount = within(form).getByRole('textbox', { name: 'Monthly amount' });
    await userEvent.type(amount, '500');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'SIP date' }), '10');
    await userEvent.click(within(form).getByRole('button', { name: "Add to Asha Verma's cart" }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Minimum first investment in this fund is ₹1,000'));

    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(within(form).getByRole('button', { name: "Add to Asha Verma's cart" }));
    expect(await within(form).findByRole('status')).toHaveTextContent("Added HDFC Large Cap Fund to Asha Verma's cart.");
    const last = orderMock.adds[orderMock.adds.length - 1];
    expect(last).toMatchObject({ user_id: ASHA, cart_type: 'purchase_sip' });
    expect(last.items[0]).toMatchObject({ scheme_code: 119018, amount_paise: 200000, sip_day: 10, sip_installments: 12, sip_frequency: 'monthly' });
    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Review the cart' })).toHaveAttribute('href', `/cart/summary?u=${ASHA}`);
  });

  it('tells an advisor whose account may not transact, and offers no order entry', async () => {
    logInExpert(ASHA, 'Asha Verma');
    writeLocal('transactionAllowed', false);
    renderWithProviders(<InvestPage />, { route: '/invest' });
    expect(await screen.findByText(ORDERS_NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search a fund' })).not.toBeInTheDocument();
  });

  it('adds a lumpsum without SIP fields', async () => {
    logInAdvisorForAsha();
    renderWithProviders(<InvestPage />, { route: '/invest' });
    await screen.findByRole('heading', { level: 1, name: 'Asha Verma' });
    await chooseFund('HDFC Large Cap Fund – Regular Plan · Growth');
    await userEvent.click(screen.getByRole('radio', { name: 'Lumpsum' }));
    expect(screen.queryByRole('combobox', { name: 'SIP date' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5000');
    await userEvent.click(screen.getByRole('button', { name: "Add to Asha Verma's cart" }));
    await screen.findByText("Added HDFC Large Cap Fund to Asha Verma's cart.");
    expect(orderMock.adds[0]).toMatchObject({ cart_type: 'purchase_lumpsum' });
    expect(orderMock.adds[0].items[0]).toEqual({ scheme_code: 119018, amount_paise: 500000, client_ref: expect.any(String) });
  });
});
