import { skipToken } from '@reduxjs/toolkit/query';
import Head from 'next/head';
import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import { errorMessage } from '@/services/http/errors';
import { useGetPortfolioSummaryQuery, useRefreshPortfolioMutation } from '@/store/api/portfolio';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { portfolioModalOpened, selectSortBy } from '@/store/portfolioSlice';
import AllocationChart from './AllocationChart';
import ExternalSection from './ExternalSection';
import { formatValuedAt } from './format';
import HoldingsTable from './HoldingsTable';
import { ChooseClient, PortfolioError, PortfolioLoading } from './ScreenStates';
import ShareModal from './ShareModal';
import SortModal from './SortModal';
import StatementModal from './StatementModal';
import { sortHoldings } from './sortHoldings';
import SummaryCards from './SummaryCards';
import { usePortfolioOwner } from './usePortfolioOwner';
import styles from './Portfolio.module.scss';

export const EMPTY_TITLE = 'No investments yet';

/** `/portfolio` and `/portfolio/[id]`: the investor's own portfolio, or for an expert the client's. */
export default function PortfolioScreen({ routeId }: { routeId?: string }) {
  const dispatch = useAppDispatch();
  const { userId, forClient, clientName } = usePortfolioOwner(routeId);
  const sortBy = useAppSelector(selectSortBy);
  const query = useGetPortfolioSummaryQuery(userId ? { userId } : skipToken);
  const [refresh, refreshing] = useRefreshPortfolioMutation();
  const [statementOpen, setStatementOpen] = useState(false);

  if (userId === undefined || query.isLoading) return <PortfolioLoading label="Loading the portfolio" />;
  if (!userId) return <ChooseClient />;
  if (query.error || !query.data)
    return <PortfolioError title="We could not load the portfolio" error={query.error} onRetry={query.refetch} />;

  const answer = query.data;
  const title = forClient ? `${clientName || 'Client'}’s portfolio` : 'Your portfolio';
  const isEmpty = answer.internal.length === 0 && answer.external.length === 0;
  const open = (modal: 'sort' | 'share') => () => dispatch(portfolioModalOpened(modal));

  return (
    <div className={styles.wrap}>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      <header className={styles.head}>
        <div>
          <p className={styles.kicker}>{forClient ? 'Client portfolio' : 'Portfolio'}</p>
          <h1>{title}</h1>
          <p className={styles.note} role="status">
            Last valued {formatValuedAt(answer.valued_at)}
          </p>
        </div>
        {!isEmpty && (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={open('sort')}>
              Sort: {sortBy.name}
            </Button>
            <Button variant="secondary" size="sm" onClick={open('share')}>
              Share
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStatementOpen(true)}>
              Statement
            </Button>
            <Button variant="secondary" size="sm" loading={refreshing.isLoading} onClick={() => refresh({ userId })}>
              Refresh values
            </Button>
          </div>
        )}
      </header>
      {refreshing.isError && (
        <p role="alert" className={styles.error}>
          Could not refresh the values: {errorMessage(refreshing.error)}
        </p>
      )}

      {isEmpty ? (
        <EmptyState
          title={EMPTY_TITLE}
          description="Nothing is invested through ZF yet. Explore funds to make a first investment, or import holdings you have elsewhere below."
          action={<ButtonLink href="/mutual-funds">Explore mutual funds</ButtonLink>}
        />
      ) : (
        <>
          <SummaryCards summary={answer.summary} navDate={answer.nav_date} />
          <AllocationChart holdings={[...answer.internal, ...answer.external]} />
          <section className={styles.section} aria-labelledby="internal-heading">
            <h2 id="internal-heading">Holdings through ZF</h2>
            <HoldingsTable
              caption="Holdings through ZF"
              holdings={sortHoldings(answer.internal, sortBy)}
              userId={userId}
              navDate={answer.nav_date}
            />
          </section>
        </>
      )}
      <ExternalSection userId={userId} answer={{ ...answer, external: sortHoldings(answer.external, sortBy) }} />
      <SortModal />
      <ShareModal summary={answer.summary} navDate={answer.nav_date} />
      <StatementModal
        open={statementOpen}
        onClose={() => setStatementOpen(false)}
        userId={userId}
        title={forClient ? `Portfolio statement of ${clientName || 'the client'}` : 'Your portfolio statement'}
      />
    </div>
  );
}
