import Link from '@/components/ui/Link';
import Amount from '@/components/ui/Amount';
import Badge, { type BadgeTone } from '@/components/ui/Badge';
import { useGetFdBookingsQuery } from '@/store/api/fds';
import type { FdBookingStatus } from '@/utils/fds/wire';
import styles from './Fds.module.scss';
import { shownDate, tenureLabel } from './fdText';
import { useFdInvestor } from './useFdInvestor';

const STATUS: Record<FdBookingStatus, { label: string; tone: BadgeTone }> = {
  created: { label: 'Waiting for payment', tone: 'neutral' },
  payment_pending: { label: 'Payment pending', tone: 'warning' },
  booked: { label: 'Booked', tone: 'gain' },
  failed: { label: 'Payment failed', tone: 'loss' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** The investor's own deposits (an expert sees the chosen client's); nothing when there are none. */
export default function MyDeposits() {
  const investor = useFdInvestor();
  const { data } = useGetFdBookingsQuery(investor.userId ?? '', { skip: !investor.userId });
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="fd-mine">
      <h2 id="fd-mine">{investor.isExpert ? "Your client's deposits" : 'Your deposits'}</h2>
      <ul className={styles.list}>
        {data.map((b) => (
          <li key={b.id}>
            <Link href={`/cart/fixed-deposit?booking=${encodeURIComponent(b.id)}`}>
              {b.product_name}: <Amount paise={b.amount_paise} /> for {tenureLabel(b.tenure_months)}
            </Link>
            <span className={styles.actions}>
              <Badge tone={STATUS[b.status].tone}>{STATUS[b.status].label}</Badge>
              <span className={styles.muted}>matures {shownDate(b.maturity_date)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
