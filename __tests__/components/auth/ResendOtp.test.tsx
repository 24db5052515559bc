import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AccountLogin from '@/components/auth/AccountLogin';
import ResendOtp from '@/components/auth/ResendOtp';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter, setRoute } from '../../support/router';
import { askForOtp } from './helpers';

setupMockServer();

describe('ResendOtp countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 30 seconds down, then offers the resend', () => {
    const onResend = jest.fn();
    renderWithProviders(<ResendOtp seconds={30} onResend={onResend} />);
    expect(screen.getByText('Resend OTP in 0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can ask for a new OTP in 30 seconds.',
    );

    act(() => jest.advanceTimersByTime(29_000));
    expect(screen.getByText('Resend OTP in 0:01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toHaveTextContent('You can now ask for a new OTP.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('announces politely and hides the ticking clock from screen readers', () => {
    renderWithProviders(<ResendOtp seconds={5} onResend={() => undefined} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Resend OTP in 0:05')).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts again when remounted with a new key', () => {
    const { rerender } = renderWithProviders(<ResendOtp key={1} seconds={10} onResend={() => undefined} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    rerender(<ResendOtp key={2} seconds={10} onResend={() => undefined} />);
    expect(screen.getByText('Resend OTP in 0:10')).toBeInTheDocument();
  });
});

describe('resend in the login form', () => {
  beforeEach(() => {
    resetRouter();
    localStorage.clear();
  });

  it("waits the server's resend_in, sends again and restarts the countdown", async () => {
    let sends = 0;
    server.use(
      http.post(at('node', '/user/auth/sendotp'), () => {
        sends += 1;
        return HttpResponse.json({ status: 'success', message: 'OTP sent', resend_in: 1 });
      }),
    );
    setRoute('/account/user');
    const u = userEvent.setup();
    renderWithProviders(<AccountLogin audience="user" />);
    await askForOtp(u, '9000000001');
    expect(screen.getByText('Resend OTP in 0:01')).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 });
    await u.click(resend);
    await waitFor(() => expect(sends).toBe(2));
    expect(await screen.findByText('Resend OTP in 0:01')).toBeInTheDocument();
  });

  it('shows a refused resend as the server wrote it', async () => {
    const message = 'Too many OTP requests. Please try again after 14:32.';
    let sends = 0;
    server.use(
      http.post(at('node', '/user/auth/sendotp'), () => {
        sends += 1;
        return sends === 1
          ? HttpResponse.json({ status: 'success', message: 'OTP sent', resend_in: 1 })
          : HttpResponse.json({ status: 'failed', message }, { status: 429 });
      }),
    );
    setRoute('/account/user');
    const u = userEvent.setup();
    renderWithProviders(<AccountLogin audience="user" />);
    await askForOtp(u, '9000000001');
    await u.click(await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
