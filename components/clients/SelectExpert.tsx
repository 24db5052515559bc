import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { RmExpert } from '@/services/agents.api';
import { useGetExpertsOfRmQuery } from '@/store/api/agents';
import { useStoredLocal } from './useMerchant';
import { useSwitchToAdvisor } from './useSwitchToAdvisor';
import AgentsScreen from './AgentsScreen';
import LoadFailed from './LoadFailed';
import styles from './Agents.module.scss';

export const NOT_A_MANAGER = 'Only a relationship manager chooses an expert to work for.';

/**
 * `/select-expert`: a relationship manager's advisors. Choosing one switches the session to that advisor (the
 * server checks the advisor is still the manager's) and opens their dashboard.
 */
export default function SelectExpert() {
  const currentLoggedIn = useStoredLocal('currentLoggedIn');
  const storedRmId = useStoredLocal('rm_id');
  const currentExpertId = useStoredLocal('expertId');
  const { switchTo, switching: choosing, failure } = useSwitchToAdvisor();
  const reading = currentLoggedIn === undefined;
  const rmId = currentLoggedIn ? (storedRmId ?? null) : null;
  const { data, error, isLoading, refetch } = useGetExpertsOfRmQuery(rmId ?? '', { skip: !rmId });

  const choose = (expert: RmExpert) => switchTo(expert.id);

  const columns: TableColumn<RmExpert>[] = [
    { key: 'name', header: 'Expert', sortValue: (e) => e.name },
    { key: 'arn', header: 'ARN', render: (e) => e.arn_code ?? '—', sortValue: (e) => e.arn_code },
    { key: 'city', header: 'City', render: (e) => e.city ?? '—', sortValue: (e) => e.city },
    {
      key: 'registered',
      header: 'Registration',
      render: (e) => (
        <Badge tone={e.registered ? 'gain' : 'warning'}>
          {e.registered ? 'Registered' : 'Not registered'}
        </Badge>
      ),
    },
    {
      key: 'choose',
      header: 'Action',
      render: (e) =>
        e.id === currentExpertId ? (
          <Badge tone="accent">Working as {e.name}</Badge>
        ) : (
          <Button
            size="sm"
            loading={choosing === e.id}
            disabled={choosing !== null}
            onClick={() => void choose(e)}
          >
            Work as {e.name}
          </Button>
        ),
    },
  ];

  return (
    <AgentsScreen
      title="Select an expert"
      lead="Choose the expert you are working for. Their clients, carts and orders open as theirs."
    >
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {reading || (rmId && isLoading) ? (
        <Skeleton height={160} label="Loading your experts" />
      ) : !rmId ? (
        <EmptyState title="No experts to choose" description={NOT_A_MANAGER} />
      ) : error ? (
        <LoadFailed error={error} onRetry={refetch} />
      ) : (
        <Table
          caption="Your experts"
          hideCaption
          columns={columns}
          rows={data ?? []}
          rowKey={(e) => e.id}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <EmptyState title="No experts yet" description="No expert is mapped to you yet." />
          }
        />
      )}
    </AgentsScreen>
  );
}
