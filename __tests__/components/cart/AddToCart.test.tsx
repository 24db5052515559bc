import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AddToCart, { type AddToCartFund } from '@/components/cart/AddToCart';
import type { RootState } from '@/store';
import { portfolioApi } from '@/store/api/portfolio';
import { at } from '../../mocks/handlers';
import { ASHA_ID, MIN_FIRST_PURCHASE_MESSAGE, cartMock } from '../../mocks/handlers/cart';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { logInExpert, logInInvestor, serveCart } from './support';

serveCart();

const FUND: AddToCartFund = {
  scheme_code: 118989,
  name: 'HDFC Mid-Cap Opportunities Fund - Regular Plan - Growth',
  fund_house: 'HDFC Mutual Fund',
  plan: 'Regular',
  scheme_type: 'Open Ended Schemes',
  category: 'Equity Scheme',
  sub_category: 'Mid Cap Fund',
};

const holdingsLoaded = (state: RootState) =>
  portfolioApi.endpoints.getPortfolioSummary.select({ userId: ASHA_ID })(state as never).isSuccess;

const adds = () => cartMock.calls.filter((c) => c.path === 'add');

async function typeAmount(value: string) {
  const amount = await screen.findByLabelText(/amount/i);
  await userEvent.clear(amount);
  await userEvent.type(amount, value);
  return amount;
}

describe('the fund page add-to-cart panel', () => {
  it('adds a lumpsum with a fresh client_ref per click, fills the badge and offers the cart', async () => {
    logInInvestor(ASHA_ID);
    const { store } = renderWithProviders(<AddToCart fund={FUND} mode="lumpsum" />);
    await typeAmount('5000');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart/summary?cid=col-1');
    await typeAmount('6000');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.activeCart?.cart_count).toBe(2));
    const bodies = adds().map((c) => c.body as { cart_type: string; items: { amount_paise: number; client_ref: string }[] });
    expect(bodies.map((b) => [b.cart_type, b.items[0].amount_paise])).toEqual([
      ['purchase_lumpsum', 500000],
      ['purchase_lumpsum', 600000],
    ]);
    expect(bodies[0].items[0].client_ref).not.toBe(bodies[1].items[0].client_ref);
  });

  it("checks the fund's minimum in the browser and sends nothing", async () => {
    logInInvestor(ASHA_ID);
    const { store } = renderWithProviders(<AddToCart fund={FUND} mode="lumpsum" />);
    // The holdings decide between the first and the additional purchase minimum.
    await waitFor(() => expect(holdingsLoaded(store.getState())).toBe(true));
    const amount = await typeAmount('500');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(amount).toHaveAccessibleDescription(MIN_FIRST_PURCHASE_MESSAGE);
    expect(adds()).toHaveLength(0);
  });

  it("shows the server's 400 message under its field", async () => {
    // Holdings unknown: the browser applies the smaller minimum and the server refuses the first purchase.
    server.use(http.get(at('node', '/portfolio/summary/:id'), () => HttpResponse.json({ status: 'failed', message: 'x' }, { status: 500 })));
    logInInvestor(ASHA_ID);
    renderWithProviders(<AddToCart fund={FUND} mode="lumpsum" />);
    const amount = await typeAmount('500');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(MIN_FIRST_PURCHASE_MESSAGE));
    expect(adds()).toHaveLength(1);
  });

  it('adds a SIP with its month, day, instalments and yearly step-up', async () => {
    logInInvestor(ASHA_ID);
    renderWithProviders(<AddToCart fund={FUND} mode="sip" />);
    const form = await screen.findByRole('form', { name: 'Start a SIP' });
    await typeAmount('2000');
    const month = within(form).getByLabelText('First SIP month') as HTMLSelectElement;
    await userEvent.selectOptions(month, month.options[1].value);
    const day = within(form).getByLabelText('SIP date') as HTMLSelectElement;
    const chosen = day.options[day.options.length - 1].value;
    await userEvent.selectOptions(day, chosen);
    await userEvent.clear(within(form).getByLabelText('Number of instalments'));
    await userEvent.type(within(form).getByLabelText('Number of instalments'), '24');
    await userEvent.type(within(form).getByLabelText('Yearly step-up (optional)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('link', { name: 'Go to cart' });
    expect(adds()[0].body).toMatchObject({
      cart_type: 'purchase_sip',
      items: [
        {
          amount_paise: 200000,
          sip_day: Number(chosen.slice(8, 10)),
          sip_start_date: chosen,
          sip_installments: 24,
          step_up_percent: 10,
          step_up_frequency: 'yearly',
        },
      ],
    });
  });

  it("adds to the advisor's chosen client's cart, and asks for a client when none is chosen", async () => {
    logInExpert('u-5');
    renderWithProviders(<AddToCart fund={FUND} mode="lumpsum" />);
    await typeAmount('5000');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart/summary?cid=col-1&u=u-5');
    expect(adds()[0].body).toMatchObject({ user_id: 'u-5' });
  });

  it('asks an advisor with no client chosen to select one', async () => {
    logInExpert();
    renderWithProviders(<AddToCart fund={FUND} mode="lumpsum" />);
    expect(await screen.findByRole('link', { name: 'Select client' })).toHaveAttribute('href', '/select-client');
  });
});
