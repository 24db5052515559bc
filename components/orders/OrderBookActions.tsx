import { useState } from 'react';
import Button from '@/components/ui/Button';
import ConfirmDialog from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/services/http/errors';
import { useCancelOrderMutation, useResendPaymentLinkMutation } from '@/store/api/orders';
import { canResendPayment, type OrderBookRow } from '@/utils/orders/book';
import { formatPaise } from '@/utils/money';
import OrderHistory from '@/components/shared/orders/OrderHistory';
import styles from './Orders.module.scss';

interface Props {
  row: OrderBookRow;
  /** What happened, for the screen's one status line. */
  onDone: (message: string) => void;
}

/**
 * "History" always (who did what); "Resend payment link" while the payment waits; "Cancel" (asked first) while the
 * order can still be cancelled.
 */
export default function OrderBookActions({ row, onDone }: Props) {
  const [asking, setAsking] = useState(false);
  const [resend, resending] = useResendPaymentLinkMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const what = `order ${row.order_no}`;

  async function sendLink() {
    setFailure(null);
    try {
      const { sent_to } = await resend({ orderId: row.id }).unwrap();
      onDone(`Payment link for ${what} sent to ${sent_to}.`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function confirmCancel() {
    setFailure(null);
    try {
      await cancel({ orderId: row.id, userId: row.user_id }).unwrap();
      onDone(`The ${what} of ${row.client_name} is cancelled.`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className={styles.actions}>
      <OrderHistory orderId={row.id} orderNo={row.order_no} userId={row.user_id} />
      {canResendPayment(row) && (
        <Button size="sm" variant="secondary" loading={resending.isLoading} onClick={sendLink} aria-label={`Resend payment link for ${what}`}>
          Resend payment link
        </Button>
      )}
      {row.cancellable && (
        <Button size="sm" variant="text" onClick={() => setAsking(true)} aria-label={`Cancel ${what}`}>
          Cancel
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel this order?"
        message={`${row.client_name}'s ${row.scheme_name} order ${row.order_no}${row.amount_paise ? ` of ${formatPaise(row.amount_paise)}` : ''} will be cancelled. This cannot be undone.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancelling.isLoading}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
