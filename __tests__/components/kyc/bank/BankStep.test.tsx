import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { UNKNOWN_IFSC } from '@/components/kyc/bank/IfscLookup';
import { PENNY_DROP_POLL } from '@/components/kyc/bank/usePennyDrop';
import BankDetailsPage from '@/pages/kyc/bank_details';
import type { BankAccount } from '@/services/kyc.types';
import { setUserFlag } from '@/utils/storage';
import { KYC_MESSAGES } from '@/utils/validation/kyc';
import { at } from '../../../mocks/handlers';
import { kycMock, ok, kycRecordFixture } from '../../../mocks/handlers/kyc';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../../support/render';
import { mockRouter } from '../../../support/router';
import { itRetriesAFailedLoad, kycStepSuite, openStep, type User } from '../../../support/kycStep';

kycStepSuite('bank_details');

const open = () => openStep(BankDetailsPage, '/kyc/bank_details', 'Add a bank account');

async function addAccount(u: User, number: string, ifsc = 'HDFC0000001') {
  await u.type(screen.getByLabelText('IFSC'), ifsc);
  await u.type(screen.getByLabelText('Account number'), number);
  await u.type(screen.getByLabelText('Confirm account number'), number);
  await u.selectOptions(screen.getByLabelText('Account type'), 'savings');
  await u.click(screen.getByRole('button', { name: 'Add and verify account' }));
}

const account = (over: Partial<BankAccount>): BankAccount => ({
  id: 'ba-1',
  ifsc: 'HDFC0000001',
  bank_name: 'HDFC Bank',
  branch: 'Mumbai - Kamala Mills',
  account_number_masked: 'XXXXXX1234',
  account_type: 'savings',
  is_primary: false,
  penny_drop_status: 'verified',
  penny_drop_name: 'VIKRAM RAO',
  name_match_score: 100,
  penny_drop_message: null,
  ...over,
});

describe('/kyc/bank_details', () => {
  it('looks up a full IFSC as it is typed, and says when it is unknown', async () => {
    const u = await open();
    await u.type(screen.getByLabelText('IFSC'), 'hdfc0000001');
    expect(await screen.findByText('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByText(/Mumbai - Kamala Mills/)).toBeInTheDocument();
    await u.clear(screen.getByLabelText('IFSC'));
    await u.type(screen.getByLabelText('IFSC'), 'SBIN0009999');
    expect(await screen.findByText(UNKNOWN_IFSC)).toBeInTheDocument();
  });

  it('adds, verifies by penny drop, makes the first verified account primary, then submits the KYC', async () => {
    const u = await open();
    expect(screen.getByRole('button', { name: 'Submit KYC' })).toBeDisabled();
    await addAccount(u, '123456781234');
    expect(
      await screen.findByText('Verified: HDFC Bank says this account belongs to VIKRAM RAO, a 100% match with your KYC name.'),
    ).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'HDFC Bank XXXXXX1234' });
    expect(await within(item).findByText('Primary')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('123456781234');
    const submit = screen.getByRole('button', { name: 'Submit KYC' });
    await waitFor(() => expect(submit).toBeEnabled());
    await u.click(submit);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/dashboard/user'));
    expect(kycMock.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['addbankaccount', 'pennyDrop', 'pennyDropResponse', 'primary_bank', 'update/user']),
    );
  });

  it('asks the bank again while its answer is pending', async () => {
    PENNY_DROP_POLL.delayMs = 0;
    let asked = 0;
    server.use(
      http.post(at('node', '/cart/v2/pennyDropResponse'), () => {
        asked += 1;
        return asked === 1 ? ok(account({ id: 'ba-1', penny_drop_status: 'pending' })) : undefined;
      }),
    );
    const u = await open();
    await addAccount(u, '123456781234');
    expect(await screen.findByText(/^Verified: HDFC Bank says/)).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('a name mismatch is said plainly, goes to review, and cannot be primary', async () => {
    const u = await open();
    await addAccount(u, '123456789999');
    expect(await screen.findByText(/^Name mismatch: HDFC Bank says this account belongs to RAJESH GUPTA/)).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'HDFC Bank XXXXXX9999' });
    expect(within(item).getByText('Name mismatch: in review')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Make primary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit KYC' })).toBeDisabled();
  });

  it('a closed account is not verified and can be checked again', async () => {
    const u = await open();
    await addAccount(u, '123456780000');
    expect(await screen.findByText(/^Not verified: The account is closed/)).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'HDFC Bank XXXXXX0000' });
    expect(within(item).getByRole('button', { name: 'Verify with the bank' })).toBeInTheDocument();
  });

  it('refuses a confirmation that differs, before any call', async () => {
    const u = await open();
    await u.type(screen.getByLabelText('IFSC'), 'HDFC0000001');
    await u.selectOptions(screen.getByLabelText('Account type'), 'savings');
    await u.type(screen.getByLabelText('Account number'), '123456781234');
    await u.type(screen.getByLabelText('Confirm account number'), '123456781235');
    await u.click(screen.getByRole('button', { name: 'Add and verify account' }));
    expect(await screen.findByText(KYC_MESSAGES.accountMismatch)).toBeInTheDocument();
    expect(kycMock.calls.filter((c) => c.path === 'addbankaccount')).toHaveLength(0);
  });

  it('"Make primary" moves the primary to another verified account', async () => {
    kycMock.accounts.set('u-2', [
      account({ id: 'ba-1', is_primary: true }),
      account({ id: 'ba-2', account_number_masked: 'XXXXXX5678' }),
    ]);
    const u = await open();
    const second = await screen.findByRole('listitem', { name: 'HDFC Bank XXXXXX5678' });
    await u.click(within(second).getByRole('button', { name: 'Make primary' }));
    expect(await within(second).findByText('Primary')).toBeInTheDocument();
    expect(kycMock.calls.find((c) => c.path === 'primary_bank')?.body).toMatchObject({ bank_account_id: 'ba-2' });
  });

  it('a KYC modification not yet signed continues on the declarations page', async () => {
    kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'bank_details', kyc_status: 'registered' }));
    setUserFlag('KYC_MODIFICATION_STARTED', 'u-2');
    renderWithProviders(<BankDetailsPage />, { route: '/kyc/bank_details' });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc/declarations'));
  });
});

itRetriesAFailedLoad(BankDetailsPage, '/kyc/bank_details', 'Add a bank account');
