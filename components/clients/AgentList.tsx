import Amount from '@/components/ui/Amount';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { Agent } from '@/services/agents.api';
import { useGetAgentsQuery } from '@/store/api/agents';
import { formatPaise } from '@/utils/money';
import { NOT_YOUR_MERCHANT, useOwnMerchant } from './useMerchant';
import AgentsScreen from './AgentsScreen';
import LoadFailed from './LoadFailed';
import styles from './Agents.module.scss';

export const NO_AGENTS = 'No agent sells under your merchant id yet.';

const columns: TableColumn<Agent>[] = [
  { key: 'name', header: 'Agent', render: (a) => a.name ?? '—', sortValue: (a) => a.name },
  { key: 'arn', header: 'ARN', render: (a) => a.arn ?? '—', sortValue: (a) => a.arn },
  { key: 'clients', header: 'Clients', numeric: true, sortValue: (a) => a.clients },
  {
    key: 'aum',
    header: 'AUM',
    numeric: true,
    render: (a) => <Amount paise={a.aum_paise} />,
    sortValue: (a) => a.aum_paise,
  },
  { key: 'sips', header: 'Active SIPs', numeric: true, sortValue: (a) => a.sips },
];

/** `/agentlist?id=`: the sub-agents selling under the advisor's merchant id, with their clients, AUM and SIPs. */
export default function AgentList() {
  const merchant = useOwnMerchant();
  const merchantId = merchant.status === 'own' ? merchant.merchantId : '';
  const { data, error, isLoading, refetch } = useGetAgentsQuery(merchantId, { skip: !merchantId });
  const agents = data ?? [];
  const clients = agents.reduce((n, a) => n + a.clients, 0);
  const aum = agents.reduce((n, a) => n + a.aum_paise, 0);

  return (
    <AgentsScreen
      title="All agents"
      lead="The agents who sell under your merchant id, with their books today."
    >
      {merchant.status === 'other' ? (
        <EmptyState title="Not your agents" description={NOT_YOUR_MERCHANT} />
      ) : merchant.status === 'reading' || isLoading ? (
        <Skeleton height={160} label="Loading your agents" />
      ) : error ? (
        <LoadFailed error={error} onRetry={refetch} />
      ) : (
        <>
          {agents.length > 0 && (
            <p className={styles.totals}>
              {agents.length} agents · {clients} clients · AUM {formatPaise(aum)}
            </p>
          )}
          <Table
            caption="Your agents"
            hideCaption
            columns={columns}
            rows={agents}
            rowKey={(a) => a.expert_id}
            initialSort={{ key: 'aum', direction: 'descending' }}
            empty={<EmptyState title="No agents yet" description={NO_AGENTS} />}
          />
        </>
      )}
    </AgentsScreen>
  );
}
