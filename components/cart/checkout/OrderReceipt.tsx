import { useState } from 'react';
import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import { errorMessage } from '@/services/http/errors';
import { useCancelOrderMutation, useListOrdersQuery } from '@/store/api/orders';
import { formatNavDate } from '@/utils/funds/format';
import { istDateTime } from '@/utils/dates/ist';
import type { MandateView, OrderStatus, OrderView, StepUpApplied } from '@/utils/orders/wire';
import MandateNote from './MandateNote';
import PaymentStatus from './PaymentStatus';
import StepUpsApplied from './StepUpsApplied';
import styles from '../Cart.module.scss';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  payment_pending: 'Waiting for payment',
  paid: 'Paid',
  sent_to_amc: 'Sent to the fund house',
  completed: 'Units allotted',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A completed order out of a folio sold units (the money follows); only purchases and SIPs had units allotted. */
export function receiptStatusLabel(o: Pick<OrderView, 'status' | 'order_type'>): string {
  if (o.status !== 'completed') return ORDER_STATUS_LABELS[o.status];
  if (o.order_type === 'redemption' || o.order_type === 'swp') return 'Units redeemed';
  if (o.order_type === 'switch' || o.order_type === 'stp') return 'Units switched';
  return ORDER_STATUS_LABELS.completed;
}

/** '2026-11-24T08:00:00Z' -> '24/11/2026, 13:30 IST': cut-offs are Indian times. */
export function formatIst(iso: string | null): string {
  if (!iso) return '—';
  const text = istDateTime(iso);
  return `${text} IST`;
}

/** Under whose ARN the orders went: the advisor's, ZF's for the investor's own, none for units of a Direct plan. */
function distributionNote(order: OrderView | undefined): string {
  if (!order) return '';
  if (order.execution_only && !order.arn) return 'Units of a Direct plan: placed execution only, with no ARN and no EUIN; ZF earns no commission on them.';
  if (order.execution_only) return `Placed by you directly (execution only) under ZF's ARN ${order.arn}.`;
  return order.arn ? `Advisor ARN ${order.arn}${order.euin ? `, EUIN ${order.euin}` : ''}.` : '';
}

interface ReceiptProps {
  userId: string;
  orders: OrderView[];
  paymentId: string | null;
  /** The checkout's own mandate, when the receipt knows it (else the investor's mandates are listed). */
  mandate?: MandateView | null;
  /** The step-ups the checkout applied to existing SIPs. */
  stepUps?: StepUpApplied[];
  /** False for an advisor: only the investor pays, so no retry is offered. */
  canPay?: boolean;
}

/**
 * The orders a checkout placed, kept current from the order list: number, status, expected NAV date, until when
 * each can be cancelled (with Cancel), and the payment beside them. For UPI this is the UPI order view.
 */
export default function OrderReceipt({ userId, orders: placed, paymentId, mandate, stepUps = [], canPay = true }: ReceiptProps) {
  const list = useListOrdersQuery({ userId });
  const [cancel, cancelling] = useCancelOrderMutation();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const fresh = new Map((list.data?.orders ?? []).map((o) => [o.id, o]));
  const orders = placed.map((o) => fresh.get(o.id) ?? o);

  async function cancelOrder(orderId: string) {
    setCancelError(null);
    const answer = await cancel({ userId, orderId });
    if ('error' in answer) setCancelError(errorMessage(answer.error));
  }

  // A checkout of step-ups only places no order: its receipt is the step-ups it applied.
  if (placed.length === 0) return <StepUpsApplied stepUps={stepUps} />;

  return (
    <section className={styles.group} aria-labelledby="receipt-title">
      <h2 id="receipt-title">Your orders</h2>
      <table>
        <caption className="visually-hidden">Orders placed</caption>
        <thead>
          <tr>
            <th scope="col">Fund</th>
            <th scope="col">Order number</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Expected NAV date</th>
            <th scope="col">Cancellable until</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>{o.scheme_name}</td>
              <td className="tabular">{o.order_no}</td>
              <td>
                {o.all_units ? 'All units' : o.units ? `${o.units} units` : <Amount paise={o.amount_paise} />}
                {o.exit_load_paise > 0 && (
                  <span className={styles.note}>
                    {' '}(exit load <Amount paise={o.exit_load_paise} />)
                  </span>
                )}
              </td>
              <td>{receiptStatusLabel(o)}{o.failure_reason ? ` (${o.failure_reason})` : ''}</td>
              <td>{formatNavDate(o.nav_date ?? o.expected_nav_date)}</td>
              <td>{o.cancellable ? formatIst(o.cancellable_until) : '—'}</td>
              <td>
                {o.cancellable && (
                  <Button variant="text" size="sm" loading={cancelling.isLoading} onClick={() => void cancelOrder(o.id)} aria-label={`Cancel order ${o.order_no}`}>
                    Cancel
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cancelError && <p className={styles.error} role="alert">{cancelError}</p>}
      <p className={styles.note}>
        {distributionNote(orders[0])}
      </p>
      {orders.some((o) => o.order_type === 'sip') && <MandateNote userId={userId} mandate={mandate ?? undefined} />}
      {stepUps.length > 0 && <StepUpsApplied stepUps={stepUps} />}
      {paymentId && <PaymentStatus userId={userId} paymentId={paymentId} canPay={canPay} />}
    </section>
  );
}
