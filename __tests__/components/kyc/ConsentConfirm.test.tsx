// The client's page for a KYC their advisor prepared: what goes to the KRA, the OTP, the confirmation; a refusal is
// shown as the backend says it, and a logged-out visitor goes to the login and back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ConsentConfirm, { CONSENT_DONE } from '@/components/kyc/ConsentConfirm';
import { BANK_CHANGE_DONE } from '@/components/kyc/consentWords';
import type { KycConsentView } from '@/utils/kyc/wire';
import { at } from '../../mocks/handlers/at';
import { authed } from '../../mocks/session';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';
import { logInInvestor } from '../../support/session';

setupMockServer();

const VIEW: KycConsentView = {
  kind: 'kyc_submission',
  client_name: 'Vikram Rao',
  advisor: { name: 'Rahul Mehta', arn: '245871' },
  sections: [
    { title: 'You', rows: [{ label: 'PAN', value: 'ABXXXXXX5F' }] },
    { title: 'Nomination', rows: [{ label: 'Nominee 1', value: 'Meera Rao (spouse), 100%' }] },
  ],
  expires_at: '2026-12-01T10:00:00.000Z',
};

let confirmed: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  resetRouter();
  confirmed = [];
  server.use(
    http.get(at('node', '/kyc/consent'), authed(() => HttpResponse.json({ status: 'success', data: VIEW }))),
    http.post(at('node', '/kyc/consent/otp'), authed(() => HttpResponse.json({ status: 'success', data: { sent_to: 'XXXXXX0002', expires_at: VIEW.expires_at } }))),
    http.post(
      at('node', '/kyc/consent/confirm'),
      authed(async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        confirmed.push(body);
        if (body.otp !== '123456') return HttpResponse.json({ status: 'failed', message: 'Incorrect OTP' }, { status: 400 });
        return HttpResponse.json({ status: 'success', data: { kyc_status: 'verified' } });
      }),
    ),
  );
});

it('shows what goes to the KRA and who prepared it, then confirms with the OTP', async () => {
  logInInvestor('u-2');
  renderWithProviders(<ConsentConfirm token="tok-1" />, { route: '/confirm-kyc?token=tok-1' });
  expect(await screen.findByText(/Prepared by/)).toHaveTextContent('Prepared by Rahul Mehta · ARN 245871');
  expect(within(screen.getByRole('region', { name: 'Nomination' })).getByText('Meera Rao (spouse), 100%')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
  const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
  await userEvent.type(within(form).getByLabelText('OTP'), '111111');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm and submit my KYC' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect OTP');
  await userEvent.clear(within(form).getByLabelText('OTP'));
  await userEvent.type(within(form).getByLabelText('OTP'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm and submit my KYC' }));
  expect(await screen.findByText(CONSENT_DONE)).toBeInTheDocument();
  expect(confirmed.at(-1)).toEqual({ token: 'tok-1', otp: '123456' });
});

it("shows the backend's refusal and nothing of the KYC (someone else's link)", async () => {
  server.use(http.get(at('node', '/kyc/consent'), authed(() => HttpResponse.json({ status: 'failed', message: 'This link was sent to someone else' }, { status: 404 }))));
  logInInvestor('u-9');
  renderWithProviders(<ConsentConfirm token="tok-1" />, { route: '/confirm-kyc?token=tok-1' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This link was sent to someone else');
  expect(screen.queryByRole('region', { name: 'Nomination' })).not.toBeInTheDocument();
  expect(localStorage.getItem('access-token')).not.toBeNull();
});

it("an advisor's bank change: says what changes, now and after, and confirms it with the OTP", async () => {
  const change: KycConsentView = {
    ...VIEW,
    kind: 'bank_change',
    sections: [
      { title: 'Now', rows: [{ label: 'Account 1', value: 'HDFC Bank, XXXXXX4821 (HDFC0000590), primary' }] },
      {
        title: 'After the change',
        rows: [
          { label: 'Account 1', value: 'HDFC Bank, XXXXXX4821 (HDFC0000590), primary' },
          { label: 'Account 2', value: 'ICICI Bank, XXXXXX5678 (ICIC0000001), new: checked with your bank by a ₹1 credit when you confirm' },
        ],
      },
    ],
  };
  server.use(http.get(at('node', '/kyc/consent'), authed(() => HttpResponse.json({ status: 'success', data: change }))));
  logInInvestor('u-2');
  renderWithProviders(<ConsentConfirm token="tok-2" />, { route: '/confirm-kyc?token=tok-2' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm the change to your bank accounts' })).toBeInTheDocument();
  expect(screen.queryByText(/goes to the KRA/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'After the change' })).getByText(/ICICI Bank, XXXXXX5678/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Now' })).queryByText(/ICICI/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
  const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
  await userEvent.type(within(form).getByLabelText('OTP'), '123456');
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm the change' }));
  expect(await screen.findByText(BANK_CHANGE_DONE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See my bank accounts' })).toHaveAttribute('href', '/kyc/bank_details');
  expect(confirmed.at(-1)).toEqual({ token: 'tok-2', otp: '123456' });
});

it('sends a logged-out visitor to the investor login and back to the link', async () => {
  renderWithProviders(<ConsentConfirm token="tok-1" />, { route: '/confirm-kyc?token=tok-1' });
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/account\/user\?next=.*confirm-kyc/)));
});
