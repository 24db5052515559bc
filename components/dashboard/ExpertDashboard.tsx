import Head from 'next/head';
import { useRouter } from 'next/router';
import { type ReactNode, useEffect } from 'react';
import Badge from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '@/services/http/errors';
import { useGetProfileCompletionQuery, useGetUserDetailQuery } from '@/store/api/accounts';
import {
  arnStatusOf,
  hasValidArn,
  isRegisteredAdvisor,
  REGISTERED_ADVISOR_LABEL,
} from '@/utils/advisor';
import { readLocal, writeLocal } from '@/utils/storage';
import { formatIndianNumber } from '@/utils/money';
import { DashboardError, DashboardLoading } from './DashboardState';
import BusinessTiles from './BusinessTiles';
import ShareKycLink from './ShareKycLink';
import { reloadPage, useStored } from './useStored';
import styles from './Dashboard.module.scss';

export const NO_EXPERT_MESSAGE = 'Please log in again as an expert to see your dashboard.';

const storedId = (key: 'expertUserId' | 'expertId') => () => {
  const id = readLocal(key);
  return typeof id === 'string' && id ? id : null;
};
const readAccountId = storedId('expertUserId');
const readExpertId = storedId('expertId');

function ArnCard({ expert }: { expert: Parameters<typeof arnStatusOf>[0] }) {
  const status = arnStatusOf(expert);
  const till = expert?.arn_valid_till;
  const current = expert ? hasValidArn(expert) : false;
  return (
    <Card title="ARN status">
      <p className={styles.value}>
        {status === 'validated' ? (
          <Badge tone={current ? 'gain' : 'loss'}>{current ? 'Validated' : 'Expired'}</Badge>
        ) : (
          <Badge tone="warning">Pending</Badge>
        )}{' '}
        {isRegisteredAdvisor(expert) && <Badge tone="gain">{REGISTERED_ADVISOR_LABEL}</Badge>}
      </p>
      <p className={styles.note}>
        {status === 'pending'
          ? 'We are checking your ARN with AMFI. Add it to your profile if you have not yet.'
          : current
            ? `Valid till ${till}`
            : `Expired on ${till ?? 'an unknown date'}. Renew it with AMFI to keep transacting.`}
      </p>
    </Card>
  );
}

export interface ExpertDashboardProps {
  /** Cards of other features, composed by the page (e.g. today's follow-ups), given the expert id. */
  extras?: (expertId: string) => ReactNode;
}

export default function ExpertDashboard({ extras }: ExpertDashboardProps = {}) {
  // The KYC pages send an advisor here when they may not do KYC for clients (transactionAllowed off).
  const shareKycLink = useRouter().query.shareAppLink === 'y';
  // The account (name, expert record) by the expert's account id; completion by the expert id.
  const accountId = useStored(readAccountId);
  const expertId = useStored(readExpertId);
  const account = useGetUserDetailQuery(accountId && expertId ? accountId : skipToken);
  const progress = useGetProfileCompletionQuery(accountId && expertId ? expertId : skipToken);
  const allowed = account.data?.expert?.transaction_allowed;
  // The permission may change after login (an operator grants it); the KYC guard reads the stored flag.
  useEffect(() => {
    if (typeof allowed === 'boolean') writeLocal('transactionAllowed', allowed);
  }, [allowed]);

  if (accountId === undefined || account.isLoading || progress.isLoading) {
    return <DashboardLoading label="Loading your dashboard" />;
  }
  if (!accountId || !expertId) return <DashboardError message={NO_EXPERT_MESSAGE} onRetry={reloadPage} />;
  const detail = account.data;
  if (account.error || !detail) {
    return <DashboardError message={errorMessage(account.error)} onRetry={account.refetch} />;
  }
  // Completion is a nice-to-have: its failure must not hide the rest of the dashboard.
  const completion = progress.data ?? null;
  const expert = detail.expert ?? null;
  const clients = expert?.clients_count ?? 0;

  return (
    <div className={styles.wrap}>
      <Head>
        <title>Expert dashboard | ZF</title>
      </Head>
      <header className={styles.head}>
        <p className={styles.kicker}>Expert dashboard</p>
        <h1>Welcome, {detail.name || 'expert'}</h1>
        {expert?.arn_code && <p className={styles.note}>ARN {expert.arn_code}</p>}
      </header>
      {shareKycLink && <ShareKycLink transactionAllowed={allowed === true} />}
      <BusinessTiles />
      <div className={styles.grid}>
        <ArnCard expert={expert} />
        <Card title="Clients">
          <p className={styles.big}>{formatIndianNumber(clients)}</p>
          <p className={styles.note}>{clients === 1 ? 'client' : 'clients'} mapped to you</p>
          <ButtonLink href="/select-client" variant="secondary" size="sm">
            Select a client
          </ButtonLink>
        </Card>
        <Card title="Profile completion">
          {completion === null ? (
            <p className={styles.note}>Not available right now.</p>
          ) : (
            <>
              <p className={styles.big}>{completion}%</p>
              <progress
                className={styles.progress}
                max={100}
                value={completion}
                aria-label="Profile completion"
              />
            </>
          )}
          <ButtonLink href="/expert-profile/profile" variant="secondary" size="sm">
            Complete your profile
          </ButtonLink>
        </Card>
        {extras?.(expertId)}
      </div>
    </div>
  );
}
