import Head from 'next/head';
import { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import CapitalGainsSection from './CapitalGainsSection';
import { ChooseClient, PortfolioLoading } from './ScreenStates';
import TxnSection from './TxnSection';
import { usePortfolioOwner } from './usePortfolioOwner';
import styles from './Portfolio.module.scss';

/**
 * `/smartbank/txnreport`: the transaction report and the capital-gains statement of the investor (or, for an
 * expert, of the selected client). The address is public, so a visitor without a session is asked to log in.
 */
export default function TxnReport({ today }: { today?: Date }) {
  const { userId, forClient, clientName } = usePortfolioOwner();
  if (userId === undefined) return <PortfolioLoading label="Loading your reports" />;
  if (!userId && forClient) return <ChooseClient />;
  if (!userId)
    return (
      <div className={styles.wrap}>
        <EmptyState
          headingLevel="h1"
          title="Log in to see your transaction report"
          description="Your transactions and capital gains statement are shown once you log in."
          action={<ButtonLink href="/account/user">Log in</ButtonLink>}
        />
      </div>
    );
  return (
    <div className={styles.wrap}>
      <Head>
        <title>Transaction report | ZF</title>
      </Head>
      <header className={styles.head}>
        <div>
          <p className={styles.kicker}>{forClient ? clientName || 'Client' : 'Reports'}</p>
          <h1>Transaction report</h1>
        </div>
      </header>
      <TxnSection userId={userId} today={today} />
      <CapitalGainsSection userId={userId} today={today} />
    </div>
  );
}
