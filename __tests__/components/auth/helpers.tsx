// Shared steps for the auth component tests: type a number, ask for the OTP, enter the code.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const mobileInput = () => screen.getByLabelText('Mobile number');
export const otpInput = () => screen.getByLabelText('Enter the 6-digit OTP');

export async function askForOtp(u: User, mobile: string) {
  await u.clear(mobileInput());
  await u.type(mobileInput(), mobile);
  await u.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByText('OTP sent');
}

export async function enterOtp(u: User, otp: string, button = 'Verify and continue') {
  await u.type(otpInput(), otp);
  await u.click(screen.getByRole('button', { name: button }));
}

/** The element an input's aria-describedby points at that holds `text`. */
export function describedBy(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}
