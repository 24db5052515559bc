import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfirmLink from '@/components/insurance/ConfirmLink';
import InsurancePolicies from '@/components/insurance/InsurancePolicies';
import InsuranceFunnel from '@/components/insurance/InsuranceFunnel';
import { goToPayment } from '@/components/insurance/leave';
import { readLocal } from '@/utils/storage';
import { LINK_OTP, callsTo, insuranceMock, policyFixture } from '../../mocks/handlers/insurance';
import { renderWithProviders } from '../../support/render';
import { mockRouter } from '../../support/router';
import { logInExpertFor, logInInvestor, serveInsurance } from './support';

jest.mock('@/components/insurance/leave', () => ({ goToPayment: jest.fn() }));

serveInsurance();
beforeEach(() => jest.mocked(goToPayment).mockClear());

const ADVISOR = { name: 'Rahul Verma', arn: '245871', euin: 'E000101' };
const sentCart = () => policyFixture({ id: 'hic-9', cart_status: 'link_sent', policy_number: null, paid_at: null, advisor: { name: 'Rahul Verma', arn: '245871' } });

describe('the client’s confirmation page', () => {
  it('sends a logged-out visitor to log in and back', async () => {
    renderWithProviders(<ConfirmLink token="tok-9" />, { route: '/health_insurance/confirm?token=tok-9' });
    await waitFor(() =>
      expect(mockRouter.replace).toHaveBeenCalledWith('/account/user?next=%2Fhealth_insurance%2Fconfirm%3Ftoken%3Dtok-9'),
    );
    expect(callsTo('link')).toHaveLength(0);
  });

  it('shows the plan, members, premium and who prepared it, then confirms with the OTP and goes to payment', async () => {
    insuranceMock.link = { cart: sentCart(), advisor: ADVISOR, expires_at: '2026-11-26T06:00:00Z' };
    logInInvestor('u-1');
    renderWithProviders(<ConfirmLink token="tok-9" />, { route: '/health_insurance/confirm?token=tok-9' });
    const policy = await screen.findByRole('article', { name: 'Policy: Family Shield' });
    expect(policy).toHaveTextContent('Asha Rao, Vikram Rao');
    expect(policy).toHaveTextContent('₹30,000');
    expect(policy).toHaveTextContent('Sent to the client');
    expect(screen.getByText(/Prepared by/)).toHaveTextContent('Prepared by Rahul Verma · ARN 245871 · EUIN E000101.');

    await userEvent.click(screen.getByRole('button', { name: 'Send OTP to confirm' }));
    const form = await screen.findByRole('form', { name: 'Confirm with OTP' });
    expect(within(form).getByRole('status')).toHaveTextContent('OTP sent to XXXXXX0001');
    await userEvent.type(within(form).getByLabelText('OTP'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect OTP');
    expect(goToPayment).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('OTP'));
    await userEvent.type(within(form).getByLabelText('OTP'), LINK_OTP);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/api/py/insurance/pay/ref-9'));
    expect(callsTo('link/confirm').at(-1)?.body).toEqual({ token: 'tok-9', otp: LINK_OTP });
  });

  it.each([
    [422, 'This link was sent to someone else'],
    [410, 'This link has already been used'],
    [404, 'This link does not exist'],
  ])('answers %i with the backend’s message, keeps the session and shows nothing of the plan', async (status, refusal) => {
    insuranceMock.link = { refusal, status };
    logInInvestor('u-2');
    renderWithProviders(<ConfirmLink token="tok-9" />, { route: '/health_insurance/confirm?token=tok-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(/Prepared by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send OTP to confirm' })).not.toBeInTheDocument();
    expect(readLocal('access-token')).not.toBeNull();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});

describe('policies', () => {
  it('shows the paid policy on /health_insurance?paid=', async () => {
    insuranceMock.policies = [policyFixture({ id: 'hic-1' })];
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance?paid=hic-1' });
    expect(await screen.findByRole('heading', { name: 'Your policy is active' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Policy: Family Shield' })).toHaveTextContent('ZFH-2026-00000001');
  });

  it('says so when the payment failed (?payment_failed=) and offers the insurer’s page again', async () => {
    insuranceMock.policies = [
      policyFixture({ id: 'hic-3', cart_status: 'payment_failed', policy_number: null, paid_at: null, payment_url: '/api/py/insurance/pay/ref-3' }),
    ];
    logInInvestor('u-1');
    renderWithProviders(<InsuranceFunnel />, { route: '/health_insurance?payment_failed=hic-3' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/api/py/insurance/pay/ref-3');
  });

  it('lists an investor’s policies on the dashboard card, and a client’s for their advisor', async () => {
    insuranceMock.policies = [policyFixture(), policyFixture({ id: 'hic-2', plan_name: 'Care Plus', cart_status: 'link_sent', policy_number: null })];
    logInInvestor('u-1');
    const { unmount } = renderWithProviders(<InsurancePolicies userId="u-1" forClient={false} />);
    expect(await screen.findByRole('article', { name: 'Policy: Care Plus' })).toHaveTextContent('Issued once paid');
    expect(screen.getByRole('article', { name: 'Policy: Family Shield' })).toHaveTextContent('Active');
    expect(new URL(callsTo('policies')[0].url).searchParams.get('user_id')).toBeNull();
    unmount();

    logInExpertFor('u-5');
    renderWithProviders(<InsurancePolicies userId="u-5" forClient />);
    await screen.findByRole('article', { name: 'Policy: Care Plus' });
    expect(new URL(callsTo('policies')[1].url).searchParams.get('user_id')).toBe('u-5');
  });

  it('offers the funnel when there is no policy', async () => {
    logInInvestor('u-1');
    renderWithProviders(<InsurancePolicies userId="u-1" forClient={false} />);
    expect(await screen.findByRole('link', { name: 'Compare health insurance' })).toHaveAttribute('href', '/health_insurance');
  });
});
