import { useState } from 'react';
import { errorMessage } from '@/services/http/errors';
import { usePayFdMutation } from '@/store/api/fds';
import type { FdPayBody } from '@/utils/fds/wire';

/** The browser goes to the payment provider's page (the sandbox bank or UPI app); kept apart so tests can see it. */
export const paymentPage = {
  open(url: string) {
    window.location.assign(url);
  },
};

/**
 * Pays for a booking: one request in flight at a time (the button waits on `busy`), then on to the provider's
 * page; a payment refused at once (a declined UPI ID) is said on this page instead.
 */
export function usePayBooking(userId: string) {
  const [payFd, { isLoading }] = usePayFdMutation();
  const [error, setError] = useState<string | null>(null);

  async function pay(bookingId: string, body: FdPayBody): Promise<void> {
    setError(null);
    try {
      const { payment } = await payFd({ bookingId, userId, body }).unwrap();
      if (payment.status === 'failed') {
        setError(`${payment.failure_reason ?? 'The payment did not go through'}. No money was taken; try again.`);
        return;
      }
      const next = payment.redirect_url ?? payment.sandbox_url;
      if (next) paymentPage.open(next);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return { pay, busy: isLoading, error };
}
