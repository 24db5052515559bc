import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leaveFor } from '@/components/kyc/modification/leave';
import DeclarationsPage from '@/pages/kyc/declarations';
import { getUserFlag, readLocal, setUserFlag } from '@/utils/storage';
import { at } from '../../../mocks/handlers';
import { kycFailed, kycHandlers, ok, kycMock, kycRecordFixture, resetKyc } from '../../../mocks/handlers/kyc';
import { server, setupMockServer } from '../../../mocks/server';
import { renderWithProviders } from '../../../support/render';
import { resetRouter } from '../../../support/router';
import { logInInvestor, serveFeature } from '../../../support/session';

jest.mock('@/components/kyc/modification/leave', () => ({ leaveFor: jest.fn() }));
const left = jest.mocked(leaveFor);

setupMockServer();
serveFeature(kycHandlers, resetKyc);
beforeEach(() => {
  resetRouter();
  left.mockClear();
  logInInvestor('u-2');
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'product_page', kyc_status: 'registered' }));
});

const openAt = (route: string) => renderWithProviders(<DeclarationsPage />, { route });

describe('KYC modification on /kyc/declarations', () => {
  it('"Upgrade KYC" says what will happen, then starts the modification and leaves for DigiLocker', async () => {
    openAt('/kyc/declarations?upgrade=1');
    const start = await screen.findByRole('button', { name: 'Start KYC modification' });
    expect(screen.getByText(/DigiLocker shares your Aadhaar details/)).toBeInTheDocument();
    expect(left).not.toHaveBeenCalled();
    await userEvent.setup().click(start);
    await waitFor(() => expect(left).toHaveBeenCalledTimes(1));
    expect(left.mock.calls[0][0]).toMatch(/sandbox\/digilocker\/.*r=\/kyc\/declarations$/);
    expect(kycMock.calls.map((c) => c.path)).toContain('kycModification');
    expect(getUserFlag('KYC_MODIFICATION_STARTED', 'u-2')).toBe(true);
  });

  it('back from DigiLocker with success: remembered, and on to the e-sign at once', async () => {
    setUserFlag('KYC_MODIFICATION_STARTED', 'u-2');
    openAt('/kyc/declarations?digilocker=success');
    await waitFor(() => expect(left).toHaveBeenCalledWith(expect.stringMatching(/sandbox\/esign\//)));
    expect(getUserFlag('DIGILOCKER_DONE', 'u-2')).toBe(true);
    expect(screen.getByText(/DigiLocker is done/)).toBeInTheDocument();
  });

  it('back from the e-sign: success in words, the new status, and the flags cleared once validated', async () => {
    setUserFlag('KYC_MODIFICATION_STARTED', 'u-2');
    setUserFlag('DIGILOCKER_DONE', 'u-2');
    kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'product_page', kyc_status: 'verified' }));
    openAt('/kyc/declarations?esign=aadhar_sign_success');
    expect(await screen.findByText('Your KYC modification is signed and sent to the KRA.')).toBeInTheDocument();
    expect(screen.getByText('KYC validated: you can invest in any fund.')).toBeInTheDocument();
    await waitFor(() => expect(getUserFlag('KYC_MODIFICATION_STARTED', 'u-2')).toBe(false));
    expect(getUserFlag('ESIGN_DONE', 'u-2')).toBe(false);
    expect(left).not.toHaveBeenCalled();
  });

  it('denied at DigiLocker: says nothing changed and offers to try again', async () => {
    setUserFlag('KYC_MODIFICATION_STARTED', 'u-2');
    openAt('/kyc/declarations?digilocker=denied');
    expect(await screen.findByText(/DigiLocker was not allowed to share your Aadhaar details/)).toBeInTheDocument();
    expect(getUserFlag('DIGILOCKER_DONE', 'u-2')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try DigiLocker again' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(expect.stringMatching(/sandbox\/digilocker\//)));
  });

  it('denied at the e-sign: offers the e-sign again', async () => {
    setUserFlag('KYC_MODIFICATION_STARTED', 'u-2');
    setUserFlag('DIGILOCKER_DONE', 'u-2');
    openAt('/kyc/declarations?esign=denied');
    expect(await screen.findByText(/e-sign was not completed/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try e-sign again' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(expect.stringMatching(/sandbox\/esign\//)));
  });

  it('DigiLocker switched off for the account: the start goes straight to the e-sign', async () => {
    server.use(
      http.post(at('node', '/kyc/kycModification'), () =>
        ok({ modification_status: 'started', isEsignDisabled: 'N', isDigiLockerDisabled: 'Y' }),
      ),
    );
    openAt('/kyc/declarations?upgrade=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start KYC modification' }));
    await waitFor(() => expect(left).toHaveBeenCalledWith(expect.stringMatching(/sandbox\/esign\//)));
    expect(readLocal('isDigiLockerDisabled')).toBe(true);
  });

  it('a refused start says why and leaves nothing started', async () => {
    server.use(
      http.post(at('node', '/kyc/kycModification'), () =>
        kycFailed('KYC modification is for a KYC the KRA has registered or validated: finish your KYC first', 409),
      ),
    );
    openAt('/kyc/declarations?upgrade=1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start KYC modification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/finish your KYC first/);
    expect(getUserFlag('KYC_MODIFICATION_STARTED', 'u-2')).toBe(false);
    expect(left).not.toHaveBeenCalled();
  });
});
