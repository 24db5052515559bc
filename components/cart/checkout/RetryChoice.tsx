import { useState } from 'react';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import Input from '@/components/ui/Input';
import { errorMessage, statusOf } from '@/services/http/errors';
import { useRetryPaymentMutation } from '@/store/api/orders';
import { ITEM_MESSAGES } from '@/utils/orders/itemChecks';
import { PAYMENT_MODES, PAYMENT_MODE_LABELS, paymentLimitPaise, type LumpsumPaymentMode } from '@/utils/orders/paymentLimits';
import type { PaymentView } from '@/utils/orders/wire';
import { paymentRetrySchema } from '@/utils/validation/cart';
import styles from '../Cart.module.scss';

export const RETRY_FAILED = 'We could not start a new payment just now. Please try again.';

interface RetryProps {
  userId: string;
  /** The failed or abandoned payment: its mode and UPI ID are the starting choice. */
  payment: PaymentView;
  onRetried: (fresh: PaymentView) => void;
}

/**
 * "Retry payment" with the choice a declined payment calls for (issue 31, item 6): another UPI ID, or another mode
 * within the amount's limits. The server checks the same rules; its 400 is shown under the field it concerns.
 */
export default function RetryChoice({ userId, payment, onRetried }: RetryProps) {
  const [mode, setMode] = useState<LumpsumPaymentMode>(payment.mode === 'mandate' ? 'upi_qr' : payment.mode);
  const [vpa, setVpa] = useState(payment.vpa ?? '');
  const [vpaError, setVpaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [retry, retrying] = useRetryPaymentMutation();
  const upiTooSmall = payment.amount_paise > paymentLimitPaise('upi_qr');

  async function again() {
    setFailure(null);
    setVpaError(undefined);
    const choice = paymentRetrySchema.safeParse(mode === 'upi_collect' ? { payment_mode: mode, vpa } : { payment_mode: mode });
    if (!choice.success) {
      setVpaError(choice.error.issues[0].message);
      return;
    }
    const answer = await retry({ userId, paymentId: payment.id, choice: choice.data });
    if (!('error' in answer)) return onRetried(answer.data);
    // A 400 is the rule the server applied (a UPI ID it cannot use, a limit); anything else: try again later.
    if (statusOf(answer.error) !== 400) setFailure(RETRY_FAILED);
    else if (mode === 'upi_collect') setVpaError(errorMessage(answer.error));
    else setFailure(errorMessage(answer.error));
  }

  return (
    <form
      className={styles.panel}
      aria-label="Pay again"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void again();
      }}
    >
      {payment.mode !== 'mandate' && (
        <>
          <RadioGroup
            legend="Pay again by"
            name="retry-mode"
            value={mode}
            onChange={(m) => setMode(m as LumpsumPaymentMode)}
            hint={upiTooSmall ? ITEM_MESSAGES.upiLimit : undefined}
            options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m], disabled: payment.amount_paise > paymentLimitPaise(m) }))}
          />
          {mode === 'upi_collect' && (
            <Input label="Your UPI ID" placeholder="name@bank" autoComplete="off" value={vpa} error={vpaError} onChange={(e) => setVpa(e.target.value)} />
          )}
        </>
      )}
      {failure && <p className={styles.error} role="alert">{failure}</p>}
      <div className={styles.row}>
        <Button type="submit" loading={retrying.isLoading}>
          Retry payment
        </Button>
      </div>
    </form>
  );
}
