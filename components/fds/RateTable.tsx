import Table, { type TableColumn } from '@/components/ui/Table';
import type { FdRate } from '@/utils/fds/wire';
import { ratePercent, tenureLabel } from './fdText';

const COLUMNS: readonly TableColumn<FdRate>[] = [
  { key: 'months', header: 'Tenure', render: (r) => tenureLabel(r.months), sortValue: (r) => r.months },
  { key: 'rate', header: 'Interest a year', numeric: true, render: (r) => ratePercent(r.rate_bps), sortValue: (r) => r.rate_bps },
  {
    key: 'senior',
    header: 'Senior citizens (60+)',
    numeric: true,
    render: (r) => ratePercent(r.senior_rate_bps),
    sortValue: (r) => r.senior_rate_bps,
  },
];

/** The issuer's rate for each tenure, regular and for senior citizens. */
export default function RateTable({ rates }: { rates: readonly FdRate[] }) {
  return <Table caption="Interest rates by tenure" columns={COLUMNS} rows={rates} rowKey={(r) => String(r.months)} />;
}
