import { useState } from 'react';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import Input from '@/components/ui/Input';
import type { FdPayBody } from '@/utils/fds/wire';
import { formatPaise } from '@/utils/money';
import { PAYMENT_MODES, PAYMENT_MODE_LABELS, type LumpsumPaymentMode, paymentLimitPaise } from '@/utils/orders/paymentLimits';
import { FD_MESSAGES } from '@/utils/validation/fds';
import styles from './Fds.module.scss';

export interface PaymentChoiceProps {
  amountPaise: number;
  busy: boolean;
  /** The server's refusal, shown beside the button. */
  error?: string | null;
  onPay: (body: FdPayBody) => void;
}

/** How to pay, said plainly before the money moves; a mode whose limit the amount passes cannot be chosen. */
export default function PaymentChoice({ amountPaise, busy, error, onPay }: PaymentChoiceProps) {
  const allowed = PAYMENT_MODES.filter((m) => amountPaise <= paymentLimitPaise(m));
  const [mode, setMode] = useState<LumpsumPaymentMode>(allowed.includes('upi_collect') ? 'upi_collect' : 'netbanking');
  const [vpa, setVpa] = useState('');
  const [vpaError, setVpaError] = useState<string | null>(null);

  const pay = () => {
    if (mode === 'upi_collect' && !vpa.trim()) return setVpaError(FD_MESSAGES.vpaNeeded);
    setVpaError(null);
    onPay(mode === 'upi_collect' ? { mode, vpa: vpa.trim() } : { mode });
  };

  return (
    <section className={styles.fields} aria-labelledby="fd-pay">
      <h2 id="fd-pay">Pay for your deposit</h2>
      <RadioGroup
        legend="Payment mode"
        name="fd-payment-mode"
        value={mode}
        onChange={(v) => setMode(v as LumpsumPaymentMode)}
        options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m], disabled: !allowed.includes(m) }))}
        hint={allowed.length < PAYMENT_MODES.length ? FD_MESSAGES.upiLimit : undefined}
      />
      {mode === 'upi_collect' && (
        <Input label="Your UPI ID" placeholder="name@bank" value={vpa} onChange={(e) => setVpa(e.target.value)} error={vpaError} autoComplete="off" />
      )}
      <p className={styles.muted}>
        You will go to the sandbox {mode === 'netbanking' ? 'bank' : 'UPI'} page to approve {formatPaise(amountPaise)}. The
        deposit is booked once the payment succeeds.
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={pay} loading={busy} disabled={busy}>
          Pay {formatPaise(amountPaise)}
        </Button>
      </div>
    </section>
  );
}
