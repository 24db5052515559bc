import { useState } from 'react';
import Link from '@/components/ui/Link';
import { useGetPaymentQuery } from '@/store/api/orders';
import { formatPaise } from '@/utils/money';
import type { PaymentView } from '@/utils/orders/wire';
import RetryChoice from './RetryChoice';
import UpiQr from './UpiQr';
import styles from '../Cart.module.scss';

export const POLL_MS = 3000;
const WAITING: readonly PaymentView['status'][] = ['created', 'pending'];

function Instructions({ payment }: { payment: PaymentView }) {
  return (
    <>
      {payment.mode === 'upi_qr' && payment.upi_uri && (
        <>
          <p>Scan this code with any UPI app to pay {formatPaise(payment.amount_paise)}.</p>
          <UpiQr uri={payment.upi_uri} />
        </>
      )}
      {payment.mode === 'upi_collect' && (
        <p>
          We sent a request for {formatPaise(payment.amount_paise)} to {payment.vpa}. Approve it in your UPI app within
          10 minutes.
        </p>
      )}
      {payment.mode === 'netbanking' && payment.redirect_url && (
        <p>
          <a href={payment.redirect_url}>Continue to your bank to pay {formatPaise(payment.amount_paise)}</a>
        </p>
      )}
      {payment.sandbox_url && (
        <p className={styles.note}>
          Sandbox: <Link href={payment.sandbox_url}>open the sandbox payment page</Link> to approve, decline or abandon
          this payment.
        </p>
      )}
    </>
  );
}

/** A closed payment whose orders were all cancelled: no retry is offered, as nothing is left to place. */
export const NOTHING_TO_PAY = 'No money was taken, and no order waits for this payment any more.';

interface PaymentStatusProps {
  userId: string;
  paymentId: string;
  /** Only the investor pays: an advisor sees the payment's state without the retry. */
  canPay?: boolean;
}

/**
 * One payment, polled every 3 seconds while it waits. After a failure or an abandoned payment it says what
 * happened to the money (nothing was taken; the orders wait) and offers a new payment for the same orders, by
 * another mode or UPI ID if the investor wants.
 */
export default function PaymentStatus({ userId, paymentId: first, canPay = true }: PaymentStatusProps) {
  const [paymentId, setPaymentId] = useState(first);
  const [waiting, setWaiting] = useState(true);
  const { data: payment, error } = useGetPaymentQuery({ userId, paymentId }, { pollingInterval: waiting ? POLL_MS : 0 });
  const stillWaiting = !payment || WAITING.includes(payment.status);
  if (stillWaiting !== waiting) setWaiting(stillWaiting);

  if (!payment) return <p role="status">{error ? 'We could not read the payment just now; retrying.' : 'Loading the payment…'}</p>;
  const retryChoice = canPay && payment.can_retry && (
    <RetryChoice
      key={payment.id}
      userId={userId}
      payment={payment}
      onRetried={(fresh) => {
        setPaymentId(fresh.id);
        setWaiting(true);
      }}
    />
  );
  return (
    <section className={styles.panel} aria-label="Payment">
      {stillWaiting && (
        <>
          <p role="status">Waiting for the payment of {formatPaise(payment.amount_paise)}…</p>
          <Instructions payment={payment} />
        </>
      )}
      {payment.status === 'success' && <p className={styles.success} role="status">Payment of {formatPaise(payment.amount_paise)} received.</p>}
      {payment.status === 'failed' && (
        <div role="alert">
          <p className={styles.error}>The payment failed{payment.failure_reason ? `: ${payment.failure_reason}` : ''}.</p>
          <p>{payment.can_retry ? 'No money was taken. Your orders are kept; pay again to place them.' : NOTHING_TO_PAY}</p>
        </div>
      )}
      {payment.status === 'abandoned' && (
        <div role="alert">
          <p className={styles.error}>{payment.failure_reason ? `${payment.failure_reason}.` : 'The payment was not completed.'}</p>
          <p>{payment.can_retry ? 'No money was taken. Your orders wait for payment until you pay or cancel them.' : NOTHING_TO_PAY}</p>
        </div>
      )}
      {/* Beside the alert, not in it: a live region would read the whole form out. */}
      {retryChoice}
    </section>
  );
}
