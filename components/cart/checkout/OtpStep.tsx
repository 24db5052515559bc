import { useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage } from '@/services/http/errors';
import { useConfirmCheckoutMutation } from '@/store/api/orders';
import { formatPaise } from '@/utils/money';
import type { CheckoutConfirmed, CheckoutStarted } from '@/utils/orders/wire';
import { checkoutConfirmSchema } from '@/utils/validation/cart';
import styles from '../Cart.module.scss';

interface OtpProps {
  userId: string;
  started: CheckoutStarted;
  onConfirmed: (confirmed: CheckoutConfirmed) => void;
}

/** The investor's confirmation: the OTP sent to their registered mobile places the orders. */
export default function OtpStep({ userId, started, onConfirmed }: OtpProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { isLoading }] = useConfirmCheckoutMutation();

  async function submit() {
    const parsed = checkoutConfirmSchema.safeParse({ otp: otp.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    const answer = await confirm({ userId, checkoutId: started.checkout_id, otp: parsed.data.otp });
    if ('error' in answer) setError(errorMessage(answer.error));
    else onConfirmed(answer.data);
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
