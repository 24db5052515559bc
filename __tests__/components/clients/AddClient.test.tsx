import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddClient from '@/components/clients/AddClient';
import { readSession } from '@/utils/storage';
import { forgetPages, recordPage } from '@/components/layout/previousPath';
import { ADD_NUMBERS, GOOD_OTP, LATE_OTP, clientsMock } from '../../mocks/handlers/clients';
import { leadFixture, leadsDesk, resetLeadsDesk } from '../../mocks/handlers/deskLeads';
import { mockRouter, setRoute } from '../../support/router';
import { renderWithProviders } from '../../support/render';
import { logInAdvisor, serveClients } from './support';

serveClients();

async function add(mobile: string, name = 'Meera Iyer') {
  renderWithProviders(<AddClient />);
  await userEvent.type(screen.getByLabelText("Client's mobile number"), mobile);
  await userEvent.type(screen.getByLabelText("Client's full name"), name);
  await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
}

describe('/add-client', () => {
  it('shows the house messages beside the fields and sends nothing', async () => {
    logInAdvisor();
    renderWithProviders(<AddClient />);
    await userEvent.type(screen.getByLabelText("Client's mobile number"), '12345');
    await userEvent.type(screen.getByLabelText("Client's full name"), 'Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Not a valid number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your fullname')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a new investor was invited, then starts their KYC as the selected client', async () => {
    logInAdvisor();
    await add(ADD_NUMBERS.invited);
    expect(await screen.findByRole('status')).toHaveTextContent('Meera Iyer is now your client. We sent them an SMS invitation');
    await userEvent.click(screen.getByRole('button', { name: 'Start KYC for Meera Iyer' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/kyc'));
    expect(readSession('SELECTED_USER_ID')).toBe('c-1');
  });

  it('offers no KYC when the advisor may not transact', async () => {
    logInAdvisor({ transactionAllowed: false });
    await add(ADD_NUMBERS.invited);
    await screen.findByRole('status');
    expect(screen.queryByRole('button', { name: /Start KYC/ })).not.toBeInTheDocument();
  });

  it('asks for the OTP the investor reads out: a wrong one is refused beside the field, the right one links', async () => {
    logInAdvisor();
    await add(ADD_NUMBERS.otp);
    expect(await screen.findByRole('status')).toHaveTextContent('We sent an OTP to their mobile');
    const otp = screen.getByLabelText('OTP from the client');
    await userEvent.type(otp, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Incorrect OTP')).toBeInTheDocument();
    await userEvent.clear(otp);
    await userEvent.type(otp, GOOD_OTP);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Meera Iyer confirmed: they are now your client.')).toBeInTheDocument();
  });

  it('after an expired OTP, lets the advisor start again', async () => {
    logInAdvisor();
    await add(ADD_NUMBERS.otp);
    await userEvent.type(await screen.findByLabelText('OTP from the client'), LATE_OTP);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This OTP has expired. Please add the client again.');
    await userEvent.click(screen.getByRole('button', { name: 'Add the client again' }));
    expect(screen.getByLabelText("Client's mobile number")).toHaveValue('');
  });

  it("says another advisor's investor must approve the change", async () => {
    logInAdvisor();
    await add(ADD_NUMBERS.transfer);
    expect(await screen.findByRole('status')).toHaveTextContent('Meera Iyer already has another advisor. We asked them to approve');
    expect(screen.queryByRole('button', { name: /Start KYC/ })).not.toBeInTheDocument();
  });

  it('shows a refusal from the server', async () => {
    logInAdvisor();
    await add(ADD_NUMBERS.duplicate);
    expect(await screen.findByRole('alert')).toHaveTextContent('This investor is already your client');
  });
});

describe('/add-client top line', () => {
  beforeEach(() => forgetPages());

  it('is the page heading with a back link to the clients by default, reachable first by keyboard', async () => {
    logInAdvisor();
    setRoute('/add-client');
    renderWithProviders(<AddClient />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add a client' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/select-client');
  });

  it('leads back to the page the advisor came from', () => {
    logInAdvisor();
    recordPage('/dashboard/expert');
    setRoute('/add-client');
    renderWithProviders(<AddClient />);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard/expert');
  });
});

describe('/add-client?lead= (Convert to client)', () => {
  beforeEach(() => resetLeadsDesk());

  it("fills the form with the lead's name and mobile and sends the lead with the add", async () => {
    leadsDesk.leads = [leadFixture({ id: 'l-7', name: 'Meera Iyer', mobile_no: ADD_NUMBERS.invited })];
    logInAdvisor();
    setRoute('/add-client?lead=l-7');
    renderWithProviders(<AddClient />);
    expect(await screen.findByLabelText("Client's mobile number")).toHaveValue(ADD_NUMBERS.invited);
    expect(screen.getByLabelText("Client's full name")).toHaveValue('Meera Iyer');
    await userEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Meera Iyer is now your client. We sent them an SMS invitation');
    expect(screen.getByRole('status')).toHaveTextContent('Their lead is marked converted.');
    expect(clientsMock.adds).toEqual([{ name: 'Meera Iyer', mobile_no: ADD_NUMBERS.invited, lead_id: 'l-7' }]);
    // The next client starts from an empty form, not from the lead again.
    await userEvent.click(screen.getByRole('button', { name: 'Add another client' }));
    expect(screen.getByLabelText("Client's mobile number")).toHaveValue('');
  });

  it('carries the lead through the OTP the investor reads out', async () => {
    leadsDesk.leads = [leadFixture({ id: 'l-8', name: 'Kabir Rao', mobile_no: ADD_NUMBERS.otp })];
    logInAdvisor();
    setRoute('/add-client?lead=l-8');
    renderWithProviders(<AddClient />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    await userEvent.type(await screen.findByLabelText('OTP from the client'), GOOD_OTP);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Kabir Rao confirmed: they are now your client\. Their lead is marked converted\./)).toBeInTheDocument();
    expect(clientsMock.adds[0]).toMatchObject({ lead_id: 'l-8' });
  });

  it('says a converted lead is converted and offers an empty form; a lead that cannot be read says so', async () => {
    leadsDesk.leads = [leadFixture({ id: 'l-9', name: 'Lata Das', stage: 'converted', client_user_id: 'u-9' })];
    logInAdvisor();
    setRoute('/add-client?lead=l-9');
    const { unmount } = renderWithProviders(<AddClient />);
    expect(await screen.findByText('Lata Das is already converted: they are your client.')).toBeInTheDocument();
    expect(screen.getByLabelText("Client's mobile number")).toHaveValue('');
    unmount();

    setRoute('/add-client?lead=l-404');
    renderWithProviders(<AddClient />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this lead');
    expect(screen.getByLabelText("Client's mobile number")).toHaveValue('');
  });
});
