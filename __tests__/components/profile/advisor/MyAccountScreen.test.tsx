import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MyAccountScreen from '@/components/profile/advisor/MyAccountScreen';
import MyAccountPage from '@/pages/my-account';
import { KYC_MESSAGES } from '@/utils/validation/kyc';
import { renderWithProviders } from '../../../support/render';
import { callsTo, profileMock, profileSuite, type User } from './support';

profileSuite();

async function setAccount(u: User, number: string, confirm = number) {
  await u.type(screen.getByLabelText('IFSC'), 'HDFC0000590');
  await u.type(screen.getByLabelText('Account number'), number);
  await u.type(screen.getByLabelText('Confirm account number'), confirm);
  await u.selectOptions(screen.getByLabelText('Account type'), 'savings');
  await u.click(screen.getByRole('button', { name: 'Save and verify' }));
}

describe('/my-account, payout bank account', () => {
  it('refuses a confirmation that differs before any call', async () => {
    const u = userEvent.setup();
    renderWithProviders(<MyAccountPage />);
    expect(await screen.findByText('No payout account yet.')).toBeInTheDocument();
    await setAccount(u, '123456784321', '123456784322');
    expect(await screen.findByText(KYC_MESSAGES.accountMismatch)).toBeInTheDocument();
    expect(callsTo('PUT', '/bank')).toHaveLength(0);
  });

  it("saves the account, then shows it masked with the bank's answer, never the full number", async () => {
    const u = userEvent.setup();
    renderWithProviders(<MyAccountScreen />);
    await screen.findByText('No payout account yet.');
    await setAccount(u, '123456784321');
    expect(await screen.findByText('Verified: ₹1 credited, and HDFC Bank says the holder is NEHA IYER.')).toBeInTheDocument();
    expect(screen.getByText(/XXXXXX4321/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('123456784321');
    expect(callsTo('PUT', '/bank')[0].authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: 'Change payout account' })).toBeInTheDocument();
  });

  it('says so when the bank could not credit the account', async () => {
    const u = userEvent.setup();
    renderWithProviders(<MyAccountScreen />);
    await screen.findByText('No payout account yet.');
    await setAccount(u, '123456780000');
    expect(await screen.findByText('Not verified: The bank says this account is closed.')).toBeInTheDocument();
  });
});

describe("/my-account, employees' EUINs", () => {
  it("refuses an EUIN that is not E and six digits, adds a valid one, and answers the server's duplicate", async () => {
    const u = userEvent.setup();
    renderWithProviders(<MyAccountScreen />);
    expect(await screen.findByText('No employees added yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add an employee' });
    await u.type(within(form).getByLabelText('Employee name'), 'Pooja Nair');
    await u.type(within(form).getByLabelText('Employee EUIN'), 'E24500');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please enter a valid EUIN')).toBeInTheDocument();
    expect(callsTo('POST', '/employees')).toHaveLength(0);
    await u.type(within(form).getByLabelText('Employee EUIN'), '1');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('listitem', { name: 'Pooja Nair E245001' })).toBeInTheDocument();
    await u.type(within(form).getByLabelText('Employee name'), 'Someone Else');
    await u.type(within(form).getByLabelText('Employee EUIN'), 'E245001');
    await u.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This EUIN is already added');
  });

  it('removes an employee only after the confirmation', async () => {
    profileMock.employees = [
      { id: 'emp-1', name: 'Pooja Nair', euin: 'E245001' },
      { id: 'emp-2', name: 'Arjun Das', euin: 'E245002' },
    ];
    const u = userEvent.setup();
    renderWithProviders(<MyAccountScreen />);
    const pooja = await screen.findByRole('listitem', { name: 'Pooja Nair E245001' });
    await u.click(within(pooja).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove employee?' });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/employees/emp-1')).toHaveLength(0);
    await u.click(within(pooja).getByRole('button', { name: 'Remove' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pooja Nair E245001' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Arjun Das E245002' })).toBeInTheDocument();
    expect(callsTo('DELETE', '/employees/emp-1')[0].authorization).toMatch(/^Bearer /);
  });
});
