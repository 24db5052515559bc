import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { Agent } from '@/services/agents.api';
import { useGetManagerOverviewQuery } from '@/store/api/agents';
import { formatPaise } from '@/utils/money';
import AgentsScreen from './AgentsScreen';
import { useSwitchToAdvisor } from './useSwitchToAdvisor';
import LoadFailed from './LoadFailed';
import styles from './Agents.module.scss';

export const NO_ADVISORS = 'No advisor is assigned to you yet.';
export const NO_FOLLOW_UPS_TODAY = 'No follow-ups are due today at any of your advisors.';

/**
 * A relationship manager's own landing page: the advisors they look after with their books, the totals, and the
 * follow-ups due today across them. "Act for" switches the session to that advisor (the banner then says so).
 */
export default function ManagerOverview() {
  const { data, error, isLoading, refetch } = useGetManagerOverviewQuery();
  const { switchTo, switching, failure } = useSwitchToAdvisor();
  const actFor = (advisor: Agent) => switchTo(advisor.expert_id);

  const columns: TableColumn<Agent>[] = [
    { key: 'name', header: 'Advisor', render: (a) => a.name ?? '—', sortValue: (a) => a.name },
    { key: 'arn', header: 'ARN', render: (a) => a.arn ?? 'Pending', sortValue: (a) => a.arn },
    { key: 'clients', header: 'Clients', numeric: true, sortValue: (a) => a.clients },
    { key: 'aum', header: 'Clients’ AUM', numeric: true, render: (a) => <Amount paise={a.aum_paise} />, sortValue: (a) => a.aum_paise },
    { key: 'sips', header: 'Active SIPs', numeric: true, sortValue: (a) => a.sips },
    {
      key: 'act',
      header: 'Action',
      render: (a) => (
        <Button size="sm" variant="secondary" onClick={() => void actFor(a)} disabled={switching !== null} aria-label={`Act for ${a.name ?? 'this advisor'}`}>
          {switching === a.expert_id ? 'Opening…' : 'Act for'}
        </Button>
      ),
    },
  ];

  return (
    <AgentsScreen title="Your advisors" lead="The advisors you look after, their books today and today's follow-ups across them.">
      {isLoading ? (
        <Skeleton height={220} label="Loading your advisors" />
      ) : error || !data ? (
        <LoadFailed error={error} onRetry={refetch} />
      ) : (
        <>
          <p className={styles.totals}>
            {data.advisors.length} advisors · {data.totals.clients} clients · AUM {formatPaise(data.totals.aum_paise)} ·{' '}
            {data.totals.sips} active SIPs
          </p>
          {failure && <p role="alert">{failure}</p>}
          <Table
            caption="Your advisors"
            hideCaption
            columns={columns}
            rows={data.advisors}
            rowKey={(a) => a.expert_id}
            initialSort={{ key: 'aum', direction: 'descending' }}
            empty={<EmptyState title="No advisors yet" description={NO_ADVISORS} />}
          />
          <section aria-labelledby="team-follow-ups">
            <h2 id="team-follow-ups">Today&apos;s follow-ups</h2>
            {data.follow_ups_today.length === 0 ? (
              <EmptyState title="Nothing due today" description={NO_FOLLOW_UPS_TODAY} />
            ) : (
              <ul className={styles.followUps}>
                {data.follow_ups_today.map((f) => (
                  <li key={f.id}>
                    <strong>{f.time}</strong> {f.name} <span>with {f.advisor_name ?? 'an advisor'}</span>
                    {f.remarks && <span> · {f.remarks}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AgentsScreen>
  );
}
