import BarChart from '@/components/ui/BarChart';
import DonutChart from '@/components/ui/DonutChart';
import type { CommissionsReport as Commissions } from '@/services/analytics.types';
import AnalyticsScreen from './AnalyticsScreen';
import { fullAmount, monthLabel, rupeesOf, shortRupees } from './format';
import NamedTable from './NamedTable';
import Tiles from './Tiles';
import styles from './Analytics.module.scss';

/** /advisor-analytics/commissions: trail commission by month, fund house, scheme and client over the period. */
export default function CommissionsReport() {
  return (
    <AnalyticsScreen view="commissions" title="Commission analytics" isEmpty={(r: Commissions) => r.total_paise === 0}>
      {(r) => (
        <>
          <Tiles items={[{ label: 'Trail commission in the period', value: fullAmount(r.total_paise) }]} />
          <BarChart
            title="Commission by month"
            labels={r.series.map((s) => monthLabel(s.month))}
            series={[{ name: 'Commission', values: r.series.map((s) => rupeesOf(s.amount_paise)) }]}
            formatValue={shortRupees}
          />
          <div className={styles.grid}>
            <DonutChart
              title="Commission by fund house"
              slices={r.by_fund_house.map((f) => ({ name: f.name, value: rupeesOf(f.amount_paise) }))}
              formatValue={shortRupees}
            />
            <NamedTable caption="Commission by scheme (top 20)" rows={r.by_scheme.map((s) => ({ name: s.name, paise: s.amount_paise }))} />
          </div>
          <NamedTable caption="Commission by client (top 20)" rows={r.by_client.map((c) => ({ name: c.name, paise: c.amount_paise }))} />
        </>
      )}
    </AnalyticsScreen>
  );
}
