import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useGetFdBookingQuery } from '@/store/api/fds';
import type { FdBookingView } from '@/utils/fds/wire';
import FdFiguresList from './FdFiguresList';
import styles from './Fds.module.scss';
import { SANDBOX_NOTICE, payoutLabel, shownDate, tenureLabel } from './fdText';
import PaymentChoice from './PaymentChoice';
import { usePayBooking } from './usePayBooking';

/** While a payment is out with the bank or UPI app, the booking is asked again this often. */
export const PENDING_POLL_MS = 3000;

const HEADINGS: Record<FdBookingView['status'], string> = {
  created: 'Your deposit is ready to pay for',
  payment_pending: 'Waiting for your payment',
  booked: 'Your fixed deposit is booked',
  failed: 'The payment did not go through',
  cancelled: 'This booking was cancelled',
};

/** One booking after it was made: pay for it, wait for the payment, or see it booked. */
export default function BookingStatus({ id, isExpert }: { id: string; isExpert: boolean }) {
  const { data: booking, error, isLoading } = useGetFdBookingQuery(id, {
    pollingInterval: PENDING_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const payment = usePayBooking(booking?.user_id ?? '');
  if (isLoading) return <Skeleton lines={6} label="Loading your booking" />;
  if (error || !booking) return <EmptyState headingLevel="h1" title="This booking could not be loaded" description={errorMessage(error)} />;

  const canPay = !isExpert && booking.can_pay;
  return (
    <>
      <header className={styles.head}>
        <span className={styles.kicker}>{booking.issuer}</span>
        <h1>{HEADINGS[booking.status]}</h1>
        <p className={styles.muted}>
          {booking.product_name} · {tenureLabel(booking.tenure_months)} · {payoutLabel(booking.payout)}
        </p>
      </header>
      <p className={styles.sandbox}>{SANDBOX_NOTICE}</p>
      {booking.status === 'booked' && booking.booked_at && (
        <p role="status">
          Booked on {shownDate(booking.booked_at.slice(0, 10))}. The issuer sends the deposit receipt to your registered email.
        </p>
      )}
      {booking.status === 'payment_pending' && !booking.can_pay && (
        <p role="status">Approve the payment on the sandbox page. This page updates by itself once the payment is done.</p>
      )}
      {booking.status === 'payment_pending' && booking.can_pay && (
        <p role="alert">The payment was not completed in time and no money was taken. You can pay again below.</p>
      )}
      {booking.status === 'failed' && (
        <p role="alert">
          {booking.payment_failure_reason ? `${booking.payment_failure_reason}. ` : ''}No money was taken. You can pay again below.
        </p>
      )}
      <FdFiguresList figures={booking} payout={booking.payout} amountPaise={booking.amount_paise} />
      {canPay && <PaymentChoice amountPaise={booking.amount_paise} busy={payment.busy} error={payment.error} onPay={(body) => payment.pay(booking.id, body)} />}
      {isExpert && booking.status === 'created' && <p className={styles.muted}>Your client pays for this deposit from their own login.</p>}
      <div className={styles.actions}>
        <ButtonLink variant="secondary" href={`/fds/${encodeURIComponent(booking.product_id)}`}>
          Back to fixed deposits
        </ButtonLink>
      </div>
    </>
  );
}
