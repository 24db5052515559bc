import Head from 'next/head';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '@/services/http/errors';
import { useGetUserDetailQuery } from '@/store/api/accounts';
import { getRole, getSelectedClientId } from '@/utils/storage';
import { DashboardError, DashboardLoading } from './DashboardState';
import KycCard from './KycCard';
import OrdersCard from './OrdersCard';
import { reloadPage, useStored } from './useStored';
import styles from './Dashboard.module.scss';

export const NO_ACCOUNT_MESSAGE = 'Please log in again to see your dashboard.';

const isExpert = () => getRole() === 'expert';

export interface UserDashboardProps {
  /** Cards another feature adds at the top of the grid (the investor's pending transfer requests). */
  children?: ReactNode;
  /** Cards of other features shown to an advisor on their client's dashboard (e.g. notes), given the client id. */
  clientExtras?: (userId: string) => ReactNode;
  /** Cards of other features shown to the investor and to an advisor viewing the client (e.g. health insurance). */
  extras?: (userId: string, forClient: boolean) => ReactNode;
}

export default function UserDashboard({ children, clientExtras, extras }: UserDashboardProps = {}) {
  // Users see their own account; an expert sees the client chosen for this tab.
  const id = useStored(getSelectedClientId);
  const forClient = useStored(isExpert);
  const { data: detail, error, isLoading, refetch } = useGetUserDetailQuery(id || skipToken);

  if (id === undefined || isLoading) return <DashboardLoading label="Loading your dashboard" />;
  if (!id) return <DashboardError message={NO_ACCOUNT_MESSAGE} onRetry={reloadPage} />;
  if (error || !detail) return <DashboardError message={errorMessage(error)} onRetry={refetch} />;

  const name = detail.name || 'Investor';

  return (
    <div className={styles.wrap}>
      <Head>
        <title>Your dashboard | ZF</title>
      </Head>
      <header className={styles.head}>
        <p className={styles.kicker}>{forClient ? 'Client dashboard' : 'Your dashboard'}</p>
        <h1>{forClient ? name : `Hello, ${name}`}</h1>
      </header>
      <div className={styles.grid}>
        {children}
        <KycCard userId={id} />
        <Card title="Portfolio">
          <p className={styles.note}>Your holdings, gains and SIPs in one place.</p>
          <ButtonLink
            href={`/portfolio/${encodeURIComponent(detail.id)}`}
            variant="secondary"
            size="sm"
          >
            View portfolio
          </ButtonLink>
        </Card>
        <OrdersCard userId={id} forClient={Boolean(forClient)} />
        {extras?.(id, Boolean(forClient))}
        {forClient && clientExtras?.(id)}
      </div>
    </div>
  );
}
