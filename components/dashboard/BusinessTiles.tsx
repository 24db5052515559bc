// "Your business today" on the advisor dashboard: nine figures, each a link to the page that lists what it counts
// (the figures come from the same code as those pages, GET /analytics/reports/dashboard; docs/ANALYTICS.md).
import Link from '@/components/ui/Link';
import LoadError from '@/components/ui/LoadError';
import Skeleton from '@/components/ui/Skeleton';
import { useGetDashboardTilesQuery } from '@/store/api/analytics';
import type { DashboardTiles } from '@/utils/analytics/wire';
import { formatIndianNumber, formatPaise } from '@/utils/money';
import { formatMonthYear } from '@/utils/funds/format';
import styles from './BusinessTiles.module.scss';

interface Tile {
  label: string;
  value: string;
  note?: string;
  href: string;
}

const count = (n: number) => formatIndianNumber(n);

function changeNote(paise: number, month: string): string {
  if (paise === 0) return `No change in ${formatMonthYear(`${month}-01`)}`;
  return `${paise > 0 ? 'Up' : 'Down'} ${formatPaise(Math.abs(paise))} in ${formatMonthYear(`${month}-01`)}`;
}

export function tilesOf(t: DashboardTiles): Tile[] {
  const today = `from=${t.as_of}&to=${t.as_of}`;
  const thisMonth = `from=${t.month}&to=${t.month}`;
  return [
    { label: 'AUM', value: formatPaise(t.aum_paise), note: changeNote(t.aum_change_paise, t.month), href: '/advisor-analytics/aum' },
    { label: 'Monthly SIP book', value: formatPaise(t.sip_book_paise), note: `${count(t.active_sips)} active SIPs`, href: '/advisor-analytics/sips' },
    { label: "Today's orders", value: count(t.orders_today), href: `/distributor/order-book?${today}` },
    { label: 'Payments pending', value: count(t.payments_pending), href: '/distributor/order-book?status=payment_pending' },
    { label: 'SIP bounces this month', value: count(t.sip_bounces_this_month), href: `/advisor-analytics/sips?${thisMonth}` },
    { label: 'Mandate ending in 30 days', value: count(t.sips_mandate_ending_30d), note: 'SIPs it pays', href: '/distributor/sips?tab=mandate_expiring' },
    { label: 'KYC pending', value: count(t.kyc_pending), note: 'Clients not yet KYC validated', href: '/advisor-analytics/clients' },
    { label: 'Birthdays this week', value: count(t.birthdays_7d), href: '/prozone/birthday' },
    { label: "Today's follow-ups", value: count(t.follow_ups_today), note: 'Not yet done', href: '#todays-follow-ups' },
  ];
}

export default function BusinessTiles() {
  const { data, error, isLoading, refetch } = useGetDashboardTilesQuery();
  return (
    <section className={styles.section} aria-labelledby="business-today">
      <h2 id="business-today" className={styles.title}>
        Your business today
      </h2>
      {error ? (
        <LoadError title="We could not load your figures" error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        // The tiles' own size, so the dashboard does not move when they arrive.
        <div className={styles.loading} aria-busy="true" aria-label="Loading your figures">
          <Skeleton height={96} />
        </div>
      ) : (
        <ul className={styles.tiles}>
          {tilesOf(data).map((tile) => (
            <li key={tile.label}>
              <Link href={tile.href} className={styles.tile}>
                <span className={styles.label}>{tile.label}</span>
                <span className={styles.value}>{tile.value}</span>
                {tile.note && <span className={styles.note}>{tile.note}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
