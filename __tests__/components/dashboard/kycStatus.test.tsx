import { screen } from '@testing-library/react';
import UserDashboard from '@/components/dashboard/UserDashboard';
import { KYC_UPGRADE_PATH } from '@/utils/kyc/status';
import { setupMockServer } from '../../mocks/server';
import { investorWithKyc } from '../../support/kycStatus';
import { renderWithProviders } from '../../support/render';

setupMockServer();


describe('the dashboard says what the KYC status allows', () => {
  it('registered: funds already held only, with an Upgrade KYC action into the modification flow', async () => {
    investorWithKyc('registered');
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText('KYC registered')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Registered: you can add to funds you already hold; a new fund house needs KYC modification.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade KYC' })).toHaveAttribute('href', KYC_UPGRADE_PATH);
  });

  it('submitted: says the KRA is checking and offers no action', async () => {
    investorWithKyc('submitted');
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText(/the KRA is checking your KYC/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /KYC/ })).not.toBeInTheDocument();
  });

  it('rejected: cannot invest, and can start again', async () => {
    investorWithKyc('rejected');
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText('KYC rejected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start KYC again' })).toHaveAttribute('href', '/kyc');
  });

  it('not started: asks for KYC once', async () => {
    investorWithKyc('not_started');
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText('KYC is needed once before your first investment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your KYC' })).toHaveAttribute('href', '/kyc');
  });
});
