import { useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage, statusOf } from '@/services/http/errors';
import { useConfirmCheckoutMutation } from '@/store/api/orders';
import { formatPaise } from '@/utils/money';
import type { CheckoutConfirmed, CheckoutStarted } from '@/utils/orders/wire';
import { checkoutConfirmSchema } from '@/utils/validation/cart';
import styles from '../Cart.module.scss';

interface OtpProps {
  userId: string;
  started: CheckoutStarted;
  onConfirmed: (confirmed: CheckoutConfirmed) => void;
  /** Sends a new code for the cart as it is now; answers why it could not (null when a new code is on its way). */
  onStartAgain: () => Promise<string | null>;
}

/** The investor's confirmation: the OTP sent to their registered mobile places the orders. */
export default function OtpStep({ userId, started, onConfirmed, onStartAgain }: OtpProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A 409: the code no longer confirms anything (the cart changed after the SMS, or the checkout closed).
  const [voided, setVoided] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [confirm, { isLoading }] = useConfirmCheckoutMutation();

  async function submit() {
    const parsed = checkoutConfirmSchema.safeParse({ otp: otp.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    const answer = await confirm({ userId, checkoutId: started.checkout_id, otp: parsed.data.otp });
    if (!('error' in answer)) onConfirmed(answer.data);
    else if (statusOf(answer.error) === 409) setVoided(errorMessage(answer.error));
    else setError(errorMessage(answer.error));
  }

  async function startAgain() {
    setResending(true);
    const failure = await onStartAgain();
    setResending(false);
    setVoided(failure);
    setOtp('');
  }

  if (voided) {
    return (
      <section className={styles.panel} aria-label="Confirm with OTP">
        <p className={styles.error} role="alert">
          {voided}
        </p>
        <div className={styles.row}>
          <Button onClick={() => void startAgain()} loading={resending}>
            Send a new code
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.panel}
      aria-label="Confirm with OTP"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>
        We sent an OTP to {started.otp_sent_to}.
        {started.total_payable_paise > 0 ? ` You will pay ${formatPaise(started.total_payable_paise)} now.` : ''}
      </p>
      <Input
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        error={error ?? undefined}
        onChange={(e) => setOtp(e.target.value)}
      />
      <div className={styles.row}>
        <Button type="submit" loading={isLoading}>
          {started.total_payable_paise > 0 ? 'Confirm and pay' : 'Confirm orders'}
        </Button>
      </div>
    </form>
  );
}
