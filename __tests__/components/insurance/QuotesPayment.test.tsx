import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InsuranceFunnel from '@/components/insurance/InsuranceFunnel';
import { goToPayment } from '@/components/insurance/leave';
import { http, HttpResponse } from 'msw';
import { at } from '../../mocks/handlers';
import { callsTo, insuranceMock } from '../../mocks/handlers/insurance';
import { server } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { familyState, logInExpertFor, logInInvestor, serveInsurance } from './support';

jest.mock('@/components/insurance/leave', () => ({ goToPayment: jest.fn() }));

serveInsurance();
beforeEach(() => jest.mocked(goToPayment).mockClear());

const ELDEST = 'The floater price is set by the eldest member, Asha Rao (40)';
const planHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('step 4: quotes', () => {
  it('asks for the family’s quotes and shows individual and floater side by side with the eldest statement', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(3) });
    const floater = await screen.findByRole('region', { name: 'Floater: Family Shield' });
    expect(floater).toHaveTextContent('₹30,000 a year');
    expect(floater).toHaveTextContent(ELDEST);
    expect(screen.getByRole('region', { name: 'Individual: Family Shield' })).toHaveTextContent('₹42,000 a year');
    // Care Plus's floater is not driven by the eldest alone: no statement there.
    expect(screen.getByRole('region', { name: 'Floater: Care Plus' })).not.toHaveTextContent('eldest');
    expect(screen.getAllByText('Waiting period for existing illness')).toHaveLength(2);
    expect(screen.getAllByText('36 months')).toHaveLength(2);

    const body = callsTo('quotes')[0].body as { members: { relation: string }[]; city: string; cover_amount: number };
    expect(body.members.map((m) => m.relation)).toEqual(['self', 'spouse', 'son', 'daughter']);
    expect(body).toMatchObject({ city: 'Pune', cover_amount: 1000000 });
  });

  it('sorts by price', async () => {
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(3) });
    await screen.findByRole('region', { name: 'Floater: Care Plus' });
    expect(planHeadings()).toEqual(['Care Plus', 'Family Shield']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Floater price: high to low');
    expect(planHeadings()).toEqual(['Family Shield', 'Care Plus']);
  });

  it('says when no plan offers the cover', async () => {
    insuranceMock.plans = [];
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(3) });
    expect(await screen.findByText('No plan offers this cover')).toBeInTheDocument();
  });

  it('says when quotes fail and tries again', async () => {
    server.use(
      http.post(at('py', '/insurance/quotes'), () => HttpResponse.json({ status: 'failed', message: 'Quotes are down' }, { status: 503 }), {
        once: true,
      }),
    );
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(3) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Quotes are down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Floater: Family Shield' })).toBeInTheDocument();
  });

  it('lets a visitor choose a plan, then asks them to log in to go on', async () => {
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(3) });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose floater: Family Shield' }));
    const details = await screen.findByRole('region', { name: 'Plan details' });
    expect(details).toHaveTextContent('Family floater');
    expect(within(details).getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/account/user?next=/health_insurance');
    expect(store.getState().insurance.selectedPlan).toEqual({ plan_id: 'suraksha-family-shield', cover_type: 'floater' });
  });
});

describe('step 6: nominee', () => {
  it('asks for a guardian when the nominee is a minor', async () => {
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(5, true) });
    await userEvent.type(await screen.findByLabelText("Nominee's full name"), 'Kiran Rao');
    await userEvent.selectOptions(screen.getByLabelText('Relation to you'), 'son');
    await userEvent.type(screen.getByLabelText("Nominee's date of birth"), '01/01/' + (new Date().getFullYear() - 10));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Appointee (guardian) full name')).toHaveAccessibleDescription(
      expect.stringContaining('A minor nominee needs a guardian (appointee)'),
    );
    await userEvent.type(screen.getByLabelText('Appointee (guardian) full name'), 'Vikram Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
  });
});

describe('step 7: payment and the cart', () => {
  it('selects yearly by default and shows every option with its instalment price', async () => {
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(6, true) });
    expect(await screen.findByRole('radio', { name: 'Yearly: ₹30,000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly: 12 × ₹2,625 (₹31,500 a year)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Quarterly: 4 × ₹7,725 (₹30,900 a year)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Monthly/ }));
    expect(screen.getByText(/you pay/)).toHaveTextContent('₹2,625 now, then the same 11 more times');
  });

  it('creates the cart with the spec’s payload and goes to the insurer’s payment page', async () => {
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(6, true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/api/py/insurance/pay/ref-9'));
    const [cart] = callsTo('cart');
    expect(cart.body).toMatchObject({
      user_uuid: 'u-1',
      expert_uuid: null,
      cart_type: 'purchase',
      product_type: 'health_insurance',
      cart_status: 'created',
      created_by: 'user',
      updated_by: 'user',
      plan_id: 'suraksha-family-shield',
      cover_type: 'floater',
      payment_option: 'yearly',
      premium: 30000,
      insurance_cover_amount: 1000000,
      insurance_skew: { sum_insured: '10L', A: 2, C: 2 },
      no_of_adults: '2',
      no_of_children: '2',
      company_info: { display_name: 'Suraksha Health (sandbox)', insurance_provider: 'suraksha' },
    });
    expect((cart.body as { insurance_holder_details: unknown[] }).insurance_holder_details).toHaveLength(4);
  });

  it('logs a failed cart, shows nothing and lets the person pay again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    insuranceMock.cartAnswers = [{ refusal: 'Something went wrong', status: 500 }];
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(6, true) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[insurance] the cart could not be created', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(goToPayment).not.toHaveBeenCalled();
    // The failure is logged before the button leaves its busy state: wait for it to be "Pay" again.
    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeEnabled();

    await userEvent.click(pay);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/api/py/insurance/pay/ref-9'));
    expect(callsTo('cart')).toHaveLength(2);
    logged.mockRestore();
  });

  it('sends an advisor’s cart to the selected client', async () => {
    logInExpertFor('u-5');
    const { store } = renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance', preloadedState: familyState(6, true) });
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to client' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to XXXXXX0001');
    expect(callsTo('cart')[0].body).toMatchObject({ user_uuid: 'u-5', expert_uuid: 'e-1', app_name: 'expert-web' });
    expect(goToPayment).not.toHaveBeenCalled();
    expect(store.getState().insurance.selectedPlan).toBeNull();
  });
});
