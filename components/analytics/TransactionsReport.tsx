import BarChart from '@/components/ui/BarChart';
import Table from '@/components/ui/Table';
import type { TransactionsReport as Txns, TxnType } from '@/services/analytics.types';
import AnalyticsScreen from './AnalyticsScreen';
import { fullAmount, monthLabel, rupeesOf, shortRupees } from './format';

export const TYPE_LABELS: Record<TxnType, string> = {
  purchase: 'Purchase',
  sip: 'SIP',
  redemption: 'Redemption',
  switch: 'Switch',
  stp: 'STP',
  swp: 'SWP',
};

/** /advisor-analytics/transactions: amounts by type and month, and each type's totals over the period. */
export default function TransactionsReport() {
  return (
    <AnalyticsScreen view="transactions" title="Transaction analytics" isEmpty={(r: Txns) => r.totals.every((t) => t.count === 0)}>
      {(r) => {
        const months = [...new Set(r.series.map((s) => s.month))];
        const active = r.totals.filter((t) => t.count > 0).map((t) => t.type);
        const amount = (month: string, type: TxnType) =>
          rupeesOf(r.series.find((s) => s.month === month && s.type === type)?.amount_paise ?? 0);
        return (
          <>
            <BarChart
              title="Transaction amounts by type"
              labels={r.totals.map((t) => TYPE_LABELS[t.type])}
              series={[{ name: 'Amount', values: r.totals.map((t) => rupeesOf(t.amount_paise)) }]}
              formatValue={shortRupees}
            />
            <BarChart
              title="Transaction amounts by month"
              labels={months.map(monthLabel)}
              series={active.slice(0, 3).map((type) => ({ name: TYPE_LABELS[type], values: months.map((m) => amount(m, type)) }))}
              formatValue={shortRupees}
            />
            <Table
              caption="Transactions by type in the period"
              rows={r.totals}
              rowKey={(t) => t.type}
              columns={[
                { key: 'type', header: 'Type', render: (t) => TYPE_LABELS[t.type] },
                { key: 'count', header: 'Transactions', numeric: true, sortValue: (t) => t.count },
                { key: 'amount', header: 'Amount', numeric: true, render: (t) => fullAmount(t.amount_paise), sortValue: (t) => t.amount_paise },
              ]}
            />
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
