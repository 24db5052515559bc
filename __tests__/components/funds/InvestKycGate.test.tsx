import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import InvestActions from '@/components/funds/InvestActions';
import { KYC_CHECK_FAILED } from '@/components/funds/InvestKycGate';
import { KYC_UPGRADE_PATH } from '@/utils/kyc/status';
import { clearAll, writeLocal } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { investorWithKyc } from '../../support/kycStatus';
import { renderWithProviders } from '../../support/render';
import { PARAG } from './fixtures';

setupMockServer();


const renderButtons = () => renderWithProviders(<InvestActions fund={PARAG} />);

describe("the fund page's purchase buttons follow the investor's KYC", () => {
  it('validated: offers the purchase', async () => {
    investorWithKyc('verified');
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Invest via SIP' })).toBeInTheDocument();
    expect(screen.queryByText(/KYC/)).not.toBeInTheDocument();
  });

  it('registered: says why and offers the upgrade instead of the purchase', async () => {
    investorWithKyc('registered');
    renderButtons();
    expect(
      await screen.findByText(
        'Registered: you can add to funds you already hold; a new fund house needs KYC modification.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade KYC' })).toHaveAttribute('href', KYC_UPGRADE_PATH);
    expect(screen.queryByRole('button', { name: 'Invest via SIP' })).not.toBeInTheDocument();
  });

  it('not started: links to /kyc instead of the purchase', async () => {
    investorWithKyc('not_started');
    renderButtons();
    expect(await screen.findByRole('link', { name: 'Complete your KYC' })).toHaveAttribute('href', '/kyc');
    expect(screen.queryByRole('button', { name: 'Invest lumpsum' })).not.toBeInTheDocument();
  });

  it('on hold: no purchase and no link, the reason instead', async () => {
    investorWithKyc('on_hold');
    renderButtons();
    expect(await screen.findByText(/^On hold: .* Until then you cannot invest/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest via SIP' })).not.toBeInTheDocument();
  });

  it('a failed check says so and tries again', async () => {
    investorWithKyc('verified');
    let calls = 0;
    server.use(
      http.get(at('node', '/user/detailnew/:id'), () => {
        calls += 1;
        // The data layer retries a failed read once by itself, so both first answers fail.
        return calls <= 2
          ? HttpResponse.json({ status: 'failed', message: 'busy' }, { status: 503 })
          : HttpResponse.json({ status: 'success', data: { id: 'u-9', name: 'Asha', kyc: { status: 'verified' } } });
      }),
    );
    renderButtons();
    expect(await screen.findByText(KYC_CHECK_FAILED)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Invest via SIP' })).toBeInTheDocument();
  });

  it('an expert keeps the buttons (the KYC that matters is the client’s, checked when ordering)', () => {
    clearAll();
    writeLocal('access-token', 'expert-token');
    writeLocal('role', ['expert']);
    writeLocal('transactionAllowed', true);
    renderButtons();
    expect(screen.getByRole('button', { name: 'Invest via SIP' })).toBeInTheDocument();
  });
});
