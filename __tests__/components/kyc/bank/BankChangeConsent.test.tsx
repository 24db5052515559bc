// Once a client's KYC is with the KRA, an advisor's new bank account waits for the client's confirmation (issue 30):
// the advisor reads where the link went and that the change waits; the client, on their own page, where to confirm.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { WAITING_FOR_CLIENT, WAITING_FOR_YOU } from '@/components/kyc/bank/WaitingForClient';
import BankDetailsPage from '@/pages/kyc/bank_details';
import type { PendingChange } from '@/services/kyc.types';
import { writeLocal, writeSession } from '@/utils/storage';
import { at } from '../../../mocks/handlers';
import { kycMock, kycRecordFixture } from '../../../mocks/handlers/kyc';
import { server } from '../../../mocks/server';
import { mockSession } from '../../../mocks/session';
import { renderWithProviders } from '../../../support/render';
import { serveKyc } from '../support';

serveKyc();

const PENDING: PendingChange = { kind: 'bank_change', summary: 'Add ICICI Bank, XXXXXX5678 (ICIC0000001)', expires_at: '2026-12-01T10:00:00.000Z' };

beforeEach(() => {
  kycMock.records.set('u-2', kycRecordFixture('u-2', { navigate_to: 'product_page', kyc_status: 'verified' }));
});

function asAdvisorFor(clientId: string) {
  localStorage.clear();
  writeLocal('access-token', mockSession.start().accessToken);
  writeLocal('role', ['expert']);
  writeLocal('expertId', 'e-1');
  writeLocal('transactionAllowed', true);
  writeSession('SELECTED_USER_ID', clientId);
  writeSession('SELECTED_USER_NAME', 'Sunita Deshpande');
}

function serveChangeSentToClient() {
  server.use(
    http.put(at('node', '/kyc/v3/edit/addbankaccount'), () => {
      kycMock.pendingChanges.set('u-2', [PENDING]);
      return HttpResponse.json(
        {
          status: 'success',
          message: 'Sent to your client to confirm',
          data: { status: 'awaiting_client', client_confirmation: { kind: 'bank_change', sent_to: 'XXXXXX0002', expires_at: PENDING.expires_at } },
        },
        { status: 202 },
      );
    }),
  );
}

it("an advisor's new account is sent to the client: the page says so and shows it waiting, with no penny drop", async () => {
  asAdvisorFor('u-2');
  serveChangeSentToClient();
  const u = userEvent.setup();
  renderWithProviders(<BankDetailsPage />, { route: '/kyc/bank_details' });
  const form = await screen.findByRole('form', { name: 'Add a bank account' });
  await u.type(within(form).getByLabelText('IFSC'), 'ICIC0000001');
  await u.type(within(form).getByLabelText('Account number'), '50100077775678');
  await u.type(within(form).getByLabelText('Confirm account number'), '50100077775678');
  await u.selectOptions(within(form).getByLabelText('Account type'), 'savings');
  await u.click(within(form).getByRole('button', { name: 'Add and verify account' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sent to your client to confirm (XXXXXX0002)');
  expect(await screen.findByText(`${WAITING_FOR_CLIENT}: ${PENDING.summary}.`)).toBeInTheDocument();
  expect(kycMock.calls.map((c) => c.path)).not.toContain('pennyDrop');
  expect(screen.queryByRole('button', { name: 'Submit KYC' })).not.toBeInTheDocument();
});

it('the client, on their own accounts page, is told a change waits for their confirmation', async () => {
  kycMock.pendingChanges.set('u-2', [PENDING]);
  renderWithProviders(<BankDetailsPage />, { route: '/kyc/bank_details' });
  expect(await screen.findByText(`${WAITING_FOR_YOU}: ${PENDING.summary}. Open the link we texted you to confirm it.`)).toBeInTheDocument();
  expect(screen.queryByText(new RegExp(WAITING_FOR_CLIENT))).not.toBeInTheDocument();
});
