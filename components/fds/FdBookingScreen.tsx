import Head from 'next/head';
import { useRouter } from 'next/router';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { readBookingChoice } from './bookingLink';
import BookingReview from './BookingReview';
import BookingStatus from './BookingStatus';
import styles from './Fds.module.scss';
import OtherDeposits from './OtherDeposits';
import { useFdInvestor } from './useFdInvestor';

/**
 * /cart/fixed-deposit (a bare page): `?product=&amount=&tenure=&payout=` reviews a new booking; `?booking=` shows
 * one already made (to pay for it, wait for its payment, or see it booked).
 */
export default function FdBookingScreen() {
  const { query, isReady = true, asPath } = useRouter();
  const investor = useFdInvestor();
  const bookingId = typeof query.booking === 'string' ? query.booking : null;
  const choice = readBookingChoice(query);

  let body;
  if (!isReady || !investor.ready) body = <Skeleton lines={6} label="Loading" />;
  else if (!investor.userId)
    body = (
      <EmptyState
        headingLevel="h1"
        title="Log in to book a fixed deposit"
        action={<ButtonLink href={`/account/user?next=${encodeURIComponent(asPath)}`}>Log in</ButtonLink>}
      />
    );
  else if (bookingId) body = <BookingStatus id={bookingId} isExpert={investor.isExpert} />;
  else if (choice) body = <BookingReview choice={choice} userId={investor.userId} isExpert={investor.isExpert} />;
  else
    body = (
      <>
        <EmptyState headingLevel="h1" title="Choose a fixed deposit first" description="Pick a deposit, work out what it earns, then book it." />
        <OtherDeposits />
      </>
    );

  return (
    <main className={`${styles.wrap} ${styles.narrow}`}>
      <Head>
        <title>Book a fixed deposit | ZF</title>
      </Head>
      {body}
    </main>
  );
}
