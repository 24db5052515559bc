import { useState } from 'react';
import Amount from '@/components/ui/Amount';
import BarChart from '@/components/ui/BarChart';
import EmptyState from '@/components/ui/EmptyState';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import Skeleton from '@/components/ui/Skeleton';
import Table, { type TableColumn } from '@/components/ui/Table';
import type { NewSales as Sales, SalesGroup } from '@/services/agents.api';
import { useGetNewSalesQuery } from '@/store/api/agents';
import { MAX_SALES_PERIODS, defaultSalesRange, salesPeriods } from '@/utils/clients/salesPeriods';
import { formatMonthYear, formatNavDate } from '@/utils/funds/format';
import { NOT_YOUR_MERCHANT, useOwnMerchant } from './useMerchant';
import AgentsScreen from './AgentsScreen';
import LoadFailed from './LoadFailed';
import styles from './Agents.module.scss';

export const RANGE_REVERSED = 'The start date must not be after the end date';
export const RANGE_TOO_LONG = 'Choose a shorter period or a larger grouping';

const GROUPS: { value: SalesGroup; label: string }[] = [
  { value: 'month', label: 'By month' },
  { value: 'week', label: 'By week' },
  { value: 'day', label: 'By day' },
];

type AgentSales = Sales['by_agent'][number];

const agentColumns: TableColumn<AgentSales>[] = [
  { key: 'name', header: 'Agent', render: (a) => a.name ?? '—', sortValue: (a) => a.name },
  { key: 'new_clients', header: 'New clients', numeric: true, sortValue: (a) => a.new_clients },
  { key: 'first_orders', header: 'First orders', numeric: true, sortValue: (a) => a.first_orders },
  {
    key: 'amount',
    header: 'First order amount',
    numeric: true,
    render: (a) => <Amount paise={a.first_order_amount_paise} />,
    sortValue: (a) => a.first_order_amount_paise,
  },
];

function rangeError(from: string, to: string, group: SalesGroup): string | null {
  if (!from || !to) return null;
  if (from > to) return RANGE_REVERSED;
  return salesPeriods(from, to, group).length > MAX_SALES_PERIODS ? RANGE_TOO_LONG : null;
}

/** `/newsales?id=`: new clients and first orders of the sub-agents, by period, as a chart and as tables. */
export default function NewSales() {
  const merchant = useOwnMerchant();
  const [range, setRange] = useState(defaultSalesRange);
  const invalid = rangeError(range.from, range.to, range.group);
  const merchantId = merchant.status === 'own' ? merchant.merchantId : '';
  const { data, error, isLoading, isFetching, refetch } = useGetNewSalesQuery(
    { merchant_id: merchantId, ...range },
    { skip: !merchantId || !!invalid || !range.from || !range.to },
  );
  const label = range.group === 'month' ? formatMonthYear : formatNavDate;
  const periods = data?.periods ?? [];

  return (
    <AgentsScreen
      title="New sales"
      lead="Clients your agents took on, and their first orders, by period (India time)."
    >
      <div className={styles.filters}>
        <Input
          label="From"
          type="date"
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.target.value })}
          error={invalid ?? undefined}
        />
        <Input
          label="To"
          type="date"
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.target.value })}
        />
        <Select
          label="Group"
          options={GROUPS}
          value={range.group}
          onChange={(e) => setRange({ ...range, group: e.target.value as SalesGroup })}
        />
      </div>
      {merchant.status === 'other' ? (
        <EmptyState title="Not your sales" description={NOT_YOUR_MERCHANT} />
      ) : invalid ? null : merchant.status === 'reading' || isLoading ? (
        <Skeleton height={240} label="Loading new sales" />
      ) : error ? (
        <LoadFailed error={error} onRetry={refetch} />
      ) : (
        <div className={styles.section} aria-busy={isFetching}>
          <BarChart
            title="New clients and first orders"
            labels={periods.map((p) => label(p.period))}
            series={[
              { name: 'New clients', values: periods.map((p) => p.new_clients) },
              { name: 'First orders', values: periods.map((p) => p.first_orders) },
            ]}
            formatValue={(v) => String(Math.round(v))}
          />
          <h2>By agent</h2>
          <Table
            caption="New sales by agent"
            hideCaption
            columns={agentColumns}
            rows={data?.by_agent ?? []}
            rowKey={(a) => a.expert_id}
            initialSort={{ key: 'new_clients', direction: 'descending' }}
            empty={
              <EmptyState
                title="No agents yet"
                description="No agent sells under your merchant id yet."
              />
            }
          />
        </div>
      )}
    </AgentsScreen>
  );
}
