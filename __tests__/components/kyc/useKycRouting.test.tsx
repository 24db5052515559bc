import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useKycRouting } from '@/components/kyc/useKycRouting';
import type { KycStepKey } from '@/utils/kyc/steps';
import { readSession, writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { kycHandlers, kycMock, kycRecordFixture, resetKyc } from '../../mocks/handlers/kyc';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(kycHandlers, resetKyc);
beforeEach(() => resetRouter());

function Probe({ step }: { step: KycStepKey }) {
  const routing = useKycRouting(step);
  return (
    <p>
      {routing.state} {routing.subject.forName ?? ''}
    </p>
  );
}

it('navigate_to product_page sends the investor to the fund list, and the slice follows the record', async () => {
  logInInvestor('u-2');
  kycMock.records.set(
    'u-2',
    kycRecordFixture('u-2', { navigate_to: 'product_page', kyc_status: 'verified' }),
  );
  const { store } = renderWithProviders(<Probe step="pan" />, { route: '/kyc' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/mutual-funds'));
  expect(store.getState().kyc).toMatchObject({
    record: { navigate_to: 'product_page' },
    disabled: true,
  });
});

it('a step later than the record allows goes back to the record step', async () => {
  logInInvestor('u-2');
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'personal_details' }));
  renderWithProviders(<Probe step="upload_documents" />, { route: '/kyc/upload_document' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc/personal_details'));
});

it('an earlier step is ready to edit, with no redirect', async () => {
  logInInvestor('u-2');
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'declarations' }));
  renderWithProviders(<Probe step="personal_details" />, { route: '/kyc/personal_details' });
  expect(await screen.findByText(/ready/)).toBeInTheDocument();
  expect(mockRouter.replace).not.toHaveBeenCalled();
});

it('no record: /kyc, with the name, mobile and id stored', async () => {
  logInInvestor('u-2');
  writeLocal('user_mobile_no', '9000000002');
  renderWithProviders(<Probe step="personal_details" />, { route: '/kyc/personal_details' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc'));
  expect(readSession('SELECTED_USER_ID')).toBe('u-2');
  expect(readSession('SELECTED_USER_NAME')).toBe('Ravi Kumar');
  expect(readSession('SELECTED_USER_MOBILE_NO')).toBe('9000000002');
});

it('a failed fetch also goes to /kyc', async () => {
  logInInvestor('u-2');
  server.use(
    http.get(at('node', '/kyc/kycdetails/:id'), () =>
      HttpResponse.json({ status: 'failed', message: 'x' }, { status: 404 }),
    ),
  );
  renderWithProviders(<Probe step="declarations" />, { route: '/kyc/declarations' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc'));
});

it("an expert works on the selected client's record and the frame names the client", async () => {
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeSession('SELECTED_USER_ID', 'u-9');
  writeSession('SELECTED_USER_NAME', 'Meera Shah');
  kycMock.records.set('u-9', kycRecordFixture('u-9', { navigate_to: 'upload_documents' }));
  renderWithProviders(<Probe step="upload_documents" />, { route: '/kyc/upload_document' });
  expect(await screen.findByText('ready Meera Shah')).toBeInTheDocument();
  expect(kycMock.calls.find((c) => c.path === 'kycdetails')?.headers).toMatchObject({
    'user-id': 'e-1',
    'app-name': 'expert-web',
  });
});
