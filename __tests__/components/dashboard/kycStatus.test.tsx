import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import UserDashboard from '@/components/dashboard/UserDashboard';
import { KYC_UPGRADE_PATH } from '@/utils/kyc/status';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
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

describe('a KYC on hold', () => {
  it("gives the KRA's reason from the KYC record and its fix", async () => {
    investorWithKyc('on_hold');
    server.use(
      http.get(at('node', '/kyc/kycdetails/:id'), () =>
        HttpResponse.json({
          status: 'success',
          data: { id: 'k-9', user_id: 'u-9', kyc_status: 'on_hold', hold_reason: 'Email not validated: confirm the link the KRA sent' },
          isDisabled: true,
        }),
      ),
    );
    renderWithProviders(<UserDashboard />);
    expect(await screen.findByText('KYC on hold')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'On hold: Email not validated — confirm the link the KRA sent. Until then you cannot invest, start SIPs or redeem.',
      ),
    ).toBeInTheDocument();
  });
});
