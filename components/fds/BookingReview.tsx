import { useRouter } from 'next/router';
import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage } from '@/services/http/errors';
import { useBookFdMutation, useQuoteFdQuery } from '@/store/api/fds';
import type { FdBookingInput, FdPayBody } from '@/utils/fds/wire';
import type { BookingChoice } from './bookingLink';
import { BOOKING_PATH } from './bookingLink';
import FdFiguresList from './FdFiguresList';
import styles from './Fds.module.scss';
import { SANDBOX_NOTICE, payoutLabel, tenureLabel } from './fdText';
import PaymentChoice from './PaymentChoice';
import { usePayBooking } from './usePayBooking';

/**
 * Everything about the deposit on one screen before any money moves (the server's own figures, the senior rate if
 * the investor's date of birth gives it), then the payment mode and Pay. The booking is made on Pay, and the
 * address then names it, so a reload or the way back from the bank shows that booking rather than a second one.
 */
export default function BookingReview({ choice, userId, isExpert }: { choice: BookingChoice; userId: string; isExpert: boolean }) {
  const router = useRouter();
  const input: FdBookingInput = {
    user_id: userId,
    product_id: choice.productId,
    amount_paise: choice.amountRupees * 100,
    tenure_months: choice.months,
    payout: choice.payout,
  };
  const { data: quote, error, isLoading } = useQuoteFdQuery(input);
  const [bookFd, booking] = useBookFdMutation();
  const payment = usePayBooking(userId);
  const [bookError, setBookError] = useState<string | null>(null);

  const book = async (body?: FdPayBody) => {
    setBookError(null);
    try {
      const made = await bookFd(input).unwrap();
      await router.replace(`${BOOKING_PATH}?booking=${encodeURIComponent(made.id)}`, undefined, { shallow: true });
      if (body) await payment.pay(made.id, body);
    } catch (e) {
      setBookError(errorMessage(e));
    }
  };

  if (isLoading) return <Skeleton lines={6} label="Working out your deposit" />;
  if (error || !quote)
    return (
      <EmptyState
        headingLevel="h1"
        title="This deposit cannot be booked as chosen"
        description={errorMessage(error)}
        action={<ButtonLink href={`/fds/${encodeURIComponent(choice.productId)}`}>Back to the deposit</ButtonLink>}
      />
    );

  const { product, figures } = quote;
  return (
    <>
      <header className={styles.head}>
        <span className={styles.kicker}>Review your fixed deposit</span>
        <h1>{product.name}</h1>
        <p className={styles.muted}>
          {product.issuer} · {tenureLabel(choice.months)} · {payoutLabel(choice.payout)}
        </p>
      </header>
      {product.sandbox && <p className={styles.sandbox}>{SANDBOX_NOTICE}</p>}
      <FdFiguresList figures={figures} payout={choice.payout} amountPaise={input.amount_paise} />
      <p className={styles.muted}>
        {figures.senior
          ? 'The senior citizen rate applies: you are 60 or older by the date of birth in your KYC.'
          : 'The regular rate applies (the senior citizen rate is for investors aged 60 or more).'}{' '}
        {product.premature.text}
      </p>
      {bookError && (
        <p className={styles.error} role="alert">
          {bookError}
        </p>
      )}
      {isExpert ? (
        <div className={styles.actions}>
          <Button onClick={() => book()} loading={booking.isLoading} disabled={booking.isLoading}>
            Book for your client
          </Button>
          <span className={styles.muted}>Your client pays for it from their own login.</span>
        </div>
      ) : (
        <PaymentChoice
          amountPaise={input.amount_paise}
          busy={booking.isLoading || payment.busy}
          error={payment.error}
          onPay={(body) => book(body)}
        />
      )}
    </>
  );
}
