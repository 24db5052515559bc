import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FdBookingScreen from '@/components/fds/FdBookingScreen';
import { paymentPage } from '@/components/fds/usePayBooking';
import type { FdBookingView } from '@/utils/fds/wire';
import { FD_INVESTOR, fdHandlers, fdMock, resetFds } from '../../mocks/handlers/fds';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';
import { logInInvestor, serveFeature } from '../../support/session';

setupMockServer();
serveFeature(fdHandlers, resetFds);
let opened: jest.SpyInstance;
beforeEach(() => {
  resetRouter();
  logInInvestor(FD_INVESTOR);
  opened = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
});
afterEach(() => opened.mockRestore());

const BOOKED: FdBookingView = {
  id: 'b-9', user_id: FD_INVESTOR, product_id: 'demo-finance-secure', issuer: 'Demo Finance Ltd (sandbox)',
  product_name: 'Demo Finance Secure Deposit', amount_paise: 1_00_000_00, tenure_months: 12, payout: 'cumulative',
  rate_bps: 750, senior: true, interest_paise: 7_713_59, maturity_paise: 1_07_713_59, payout_paise: null,
  maturity_date: '2027-11-24', status: 'booked', payment_id: 'p-1', payment_status: 'success', can_pay: false,
  payment_failure_reason: null, booked_at: '2026-11-24T10:05:00.000Z', created_at: '2026-11-24T10:00:00.000Z',
};
const REVIEW = '/cart/fixed-deposit?product=demo-finance-secure&amount=100000&tenure=12&payout=cumulative';
const figure = (name: string) => within(screen.getByLabelText('What this deposit earns')).getByText(name).nextSibling;

describe('/cart/fixed-deposit', () => {
  it("reviews the deposit with the server's figures and the senior rate an investor of 60+ gets", async () => {
    renderWithProviders(<FdBookingScreen />, { route: REVIEW });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Finance Secure Deposit' })).toBeInTheDocument();
    expect(figure('Interest rate (senior citizen)')).toHaveTextContent('7.50% a year');
    expect(figure('Maturity amount')).toHaveTextContent('₹1,07,713.59');
    expect(screen.getByText(/The senior citizen rate applies: you are 60 or older/)).toBeInTheDocument();
    expect(screen.getByText(/^Sandbox:/)).toBeInTheDocument();
  });

  it('books once and goes to the sandbox bank page however often Pay is clicked', async () => {
    renderWithProviders(<FdBookingScreen />, { route: REVIEW });
    await screen.findByRole('heading', { level: 1, name: 'Demo Finance Secure Deposit' });
    await userEvent.click(screen.getByRole('radio', { name: 'Net banking' }));
    const pay = screen.getByRole('button', { name: 'Pay ₹1,00,000' });
    await userEvent.dblClick(pay);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/api/node/orders/sandbox/pay/p-1'));
    expect(fdMock.bookings).toHaveLength(1);
    expect(fdMock.pays).toEqual([{ mode: 'netbanking' }]);
    expect(mockRouter.replace).toHaveBeenCalledWith('/cart/fixed-deposit?booking=b-1', undefined, { shallow: true });
  });

  it('asks for the UPI ID before sending a collect request', async () => {
    renderWithProviders(<FdBookingScreen />, { route: REVIEW });
    await screen.findByRole('heading', { level: 1, name: 'Demo Finance Secure Deposit' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,00,000' }));
    expect(screen.getByText('Please enter your UPI ID to get the payment request')).toBeInTheDocument();
    expect(fdMock.bookings).toHaveLength(0);
  });

  it('shows a booked deposit as booked, with nothing left to pay', async () => {
    fdMock.bookings.push({ ...BOOKED });
    renderWithProviders(<FdBookingScreen />, { route: '/cart/fixed-deposit?booking=b-9&payment=p-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your fixed deposit is booked' })).toBeInTheDocument();
    expect(screen.getByText(/^Booked on 24\/11\/2026/)).toBeInTheDocument();
    expect(figure('Maturity date')).toHaveTextContent('24/11/2027');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says why a payment failed and offers to pay again', async () => {
    fdMock.bookings.push({
      ...BOOKED,
      id: 'b-8',
      status: 'failed',
      payment_status: 'failed',
      can_pay: true,
      payment_failure_reason: 'Your UPI app declined the request',
      booked_at: null,
    });
    renderWithProviders(<FdBookingScreen />, { route: '/cart/fixed-deposit?booking=b-8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your UPI app declined the request. No money was taken.');
    expect(screen.getByRole('button', { name: 'Pay ₹1,00,000' })).toBeEnabled();
  });

  it('asks a visitor who is not logged in to log in first', async () => {
    localStorage.clear();
    renderWithProviders(<FdBookingScreen />, { route: REVIEW });
    expect(await screen.findByRole('heading', { name: 'Log in to book a fixed deposit' })).toBeInTheDocument();
  });
});
