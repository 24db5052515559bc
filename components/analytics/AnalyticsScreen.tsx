import Head from 'next/head';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import type { Period, ReportView, Reports } from '@/services/analytics.types';
import { useReport } from '@/store/api/analytics';
import CsvButton from './CsvButton';
import PeriodFilter from './PeriodFilter';
import { periodFromQuery } from './period';
import styles from './Analytics.module.scss';

/** The server's own words when it sent some (a bad period), else a plain retry hint. */
const failureOf = (error: unknown) =>
  (error as { data?: { message?: string } }).data?.message ?? 'please try again.';

export const VIEWS: { view: ReportView; href: string; label: string }[] = [
  { view: 'summary', href: '/advisor-analytics', label: 'Overview' },
  { view: 'aum', href: '/advisor-analytics/aum', label: 'AUM' },
  { view: 'sips', href: '/advisor-analytics/sips', label: 'SIPs' },
  { view: 'clients', href: '/advisor-analytics/clients', label: 'Clients' },
  { view: 'transactions', href: '/advisor-analytics/transactions', label: 'Transactions' },
  { view: 'commissions', href: '/advisor-analytics/commissions', label: 'Commissions' },
];

interface Props<V extends ReportView> {
  view: V;
  title: string;
  /** True when the report holds nothing to show (a new advisor, an empty period). */
  isEmpty: (report: Reports[V]) => boolean;
  children: (report: Reports[V], period: Period) => ReactNode;
}

/** One analytics page: the views' menu, the period (from the URL), the CSV link and the loading, empty and error states. */
export default function AnalyticsScreen<V extends ReportView>({ view, title, isEmpty, children }: Props<V>) {
  const router = useRouter();
  const period = periodFromQuery(router.query);
  const { data, error, refetch } = useReport(view, period);

  return (
    <div className={styles.screen}>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      <h1>{title}</h1>
      <nav aria-label="Analytics views">
        <ul className={styles.nav}>
          {VIEWS.map((v) => (
            <li key={v.view}>
              <Link href={v.href} aria-current={v.view === view ? 'page' : undefined}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.bar}>
        {/* Without a period in the address, the fields show the one the answer covers (its default) once it comes. */}
        <PeriodFilter key={`${period.from}-${period.to}`} period={period} covered={data?.period} />
        <CsvButton view={view} period={period} />
      </div>
      {error ? (
        <div role="alert">
          <p className={styles.error}>{`The report could not be loaded: ${failureOf(error)}`}</p>
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <div aria-busy="true" aria-label="Loading the report">
          <Skeleton height={240} />
        </div>
      ) : isEmpty(data) ? (
        <EmptyState title="Nothing to show for this period" description="Choose another period, or add clients and their investments." />
      ) : (
        children(data, period)
      )}
    </div>
  );
}
