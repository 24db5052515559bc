import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FolioDetailsPage from '@/pages/portfolio/folio-details';
import { ASHA } from '../../mocks/handlers/portfolio';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInInvestor } from '../../support/session';
import { SESSION_ID, orderMock, serveOrders } from './support';

serveOrders();

const HDFC_MID_CAP = `/portfolio/folio-details?folio=f-2&scheme=118989&u=${ASHA}`;

let store: ReturnType<typeof renderWithProviders>['store'];

async function openForm(button: string) {
  logInInvestor(ASHA);
  ({ store } = renderWithProviders(<FolioDetailsPage />, { route: HDFC_MID_CAP }));
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

describe('folio order forms', () => {
  it('shows the units held, value and exit load, and refuses a redemption below the minimum with its exact message', async () => {
    const dialog = await openForm('Redeem');
    const facts = within(dialog).getByLabelText('This folio');
    expect(within(facts).getByText('Units held').nextSibling).toHaveTextContent('148.6300');
    expect(within(facts).getByText('Exit load').nextSibling).toHaveTextContent('1% of the value of units redeemed within 365 days');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add redemption to cart' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(/Minimum redemption is ₹500/);
    expect(orderMock.adds).toHaveLength(0);
  });

  it('answers a redemption typed in rupees in rupees when it is more than the folio holds, not in units', async () => {
    const dialog = await openForm('Redeem');
    const value = within(dialog).getByLabelText('This folio').querySelector('dt:nth-of-type(2) + dd')!.textContent;
    expect(value).toMatch(/^₹[\d,.]+$/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '99999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add redemption to cart' }));
    // The error, then the field's own hint.
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      `You can redeem at most ${value} from this folio, the value of its units Up to about ${value} at the last NAV`,
    );
    expect(orderMock.adds).toHaveLength(0);
  });

  it('says a missing amount plainly before anything is sent', async () => {
    const dialog = await openForm('Redeem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add redemption to cart' }));
    expect(within(dialog).getByText('Please enter an amount')).toBeInTheDocument();
    expect(orderMock.adds).toHaveLength(0);
  });

  it("redeems all units with redeem_by 'all' and goes to the redemption summary of the cart's session", async () => {
    const dialog = await openForm('Redeem');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All units' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add redemption to cart' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/portfolio/redeem/summary?s=${SESSION_ID}`));
    expect(orderMock.adds).toHaveLength(1);
    const [add] = orderMock.adds;
    expect(add).toMatchObject({ user_id: ASHA, cart_type: 'redemption' });
    expect(add.items[0]).toMatchObject({ scheme_code: 118989, folio_no: '2211903/45', redeem_by: 'all' });
    expect(add.items[0].amount_paise).toBeUndefined();
    expect(add.items[0].client_ref).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('offers only other open Regular plans of the same fund house as switch targets, named with their plan', async () => {
    const dialog = await openForm('Switch');
    const target = within(dialog).getByRole('combobox', { name: 'Move into' });
    await within(target).findByRole('option', { name: 'HDFC Large Cap Fund – Regular Plan · Growth' });
    const names = within(target).getAllByRole('option').map((o) => o.textContent);
    // The Direct plan of the house (HDFC Corporate Bond Fund - Direct Growth) is not offered: nothing moves into one.
    expect(names).toEqual(['Choose a fund', 'HDFC Large Cap Fund – Regular Plan · Growth']);
    expect(orderMock.fundQueries[0]).toMatchObject({ fund_house: 'HDFC Mutual Fund', plan: 'Regular' });
    expect(store.getState().portfolio.switchData).toMatchObject({ scheme_code: 118989, folio_no: '2211903/45', fund_house: 'HDFC Mutual Fund' });
  });

  it('adds a switch by units into the chosen scheme', async () => {
    const dialog = await openForm('Switch');
    const target = within(dialog).getByRole('combobox', { name: 'Move into' });
    await within(target).findByRole('option', { name: 'HDFC Large Cap Fund – Regular Plan · Growth' });
    await userEvent.selectOptions(target, '119018');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Units' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Units' }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add switch to cart' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(`/portfolio/switch/summary?s=${SESSION_ID}`));
    expect(orderMock.adds[0]).toMatchObject({ cart_type: 'switch' });
    expect(orderMock.adds[0].items[0]).toMatchObject({ redeem_by: 'units', units: '20', target_scheme_code: 119018 });
  });

  it('asks an SWP for at least the minimum number of instalments', async () => {
    const dialog = await openForm('SWP');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monthly amount' }), '1000');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day of the month' }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of instalments' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add SWP to cart' }));
    expect(within(dialog).getByText('A SIP needs at least 6 instalments')).toBeInTheDocument();
    expect(orderMock.adds).toHaveLength(0);
  });

  it("places the server's refusal under the field it names", async () => {
    orderMock.refuse = {
      message: 'These units are in their 3-year ELSS lock-in until 31/03/2028',
      // The cart service lists market-rule refusals per item; the form places them as its own check would.
      errors: [{ path: 'items.0', message: 'These units are in their 3-year ELSS lock-in until 31/03/2028' }],
    };
    const dialog = await openForm('STP');
    const target = within(dialog).getByRole('combobox', { name: 'Move into' });
    await within(target).findByRole('option', { name: 'HDFC Large Cap Fund – Regular Plan · Growth' });
    await userEvent.selectOptions(target, '119018');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monthly amount' }), '1000');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day of the month' }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of instalments' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add STP to cart' }));
    expect(await within(dialog).findByText(/ELSS lock-in until 31\/03\/2028/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Monthly amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(orderMock.adds[0].items[0]).toMatchObject({ sip_day: 10, sip_installments: 12, sip_frequency: 'monthly', target_scheme_code: 119018 });
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('shows a refusal about the investor rather than a field, such as KYC on hold, for the whole order', async () => {
    const kyc = 'Your KYC is on hold, so no orders can be placed until it is fixed';
    orderMock.refuse = { message: kyc, errors: [{ path: 'items.0', message: kyc }] };
    const dialog = await openForm('Redeem');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add redemption to cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(kyc);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).not.toHaveAttribute('aria-invalid');
  });

  it('sends the same client_ref when the same order is tried again, and a new one once it changes', async () => {
    orderMock.refuse = { message: 'Some Error has been occured' };
    const dialog = await openForm('Redeem');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '1000');
    const add = within(dialog).getByRole('button', { name: 'Add redemption to cart' });
    await userEvent.click(add);
    await within(dialog).findByRole('alert');
    orderMock.refuse = null;
    await userEvent.click(add);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalled());
    expect(orderMock.adds[1].items[0].client_ref).toBe(orderMock.adds[0].items[0].client_ref);
  });

  it('cancels a SIP only after the person confirms it', async () => {
    logInInvestor(ASHA);
    renderWithProviders(<FolioDetailsPage />, { route: HDFC_MID_CAP });
    const sips = await screen.findByRole('table', { name: 'SIPs in this folio' });
    expect(within(sips).getByRole('link', { name: 'Edit step-up' })).toHaveAttribute('href', '/addmodifystepup/sip-1');
    await userEvent.click(within(sips).getByRole('button', { name: 'Cancel SIP' }));
    const ask = screen.getByRole('alertdialog', { name: 'Cancel this SIP?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep SIP' }));
    expect(orderMock.cancels).toHaveLength(0);
    await userEvent.click(within(sips).getByRole('button', { name: 'Cancel SIP' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel SIP' }));
    expect(await screen.findByText('Cancelled: no instalment from 26/11/2026.')).toBeInTheDocument();
    expect(orderMock.cancels).toEqual([{ user_id: ASHA, sip_id: 'sip-1' }]);
  });
});
