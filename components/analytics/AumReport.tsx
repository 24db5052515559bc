import BarChart from '@/components/ui/BarChart';
import Chart from '@/components/ui/Chart';
import DonutChart from '@/components/ui/DonutChart';
import type { AumReport as Aum } from '@/services/analytics.types';
import AnalyticsScreen from './AnalyticsScreen';
import { fullAmount, monthLabel, rupeesOf, shortRupees } from './format';
import NamedTable from './NamedTable';
import Tiles from './Tiles';
import styles from './Analytics.module.scss';

const slices = (rows: { name: string; aum_paise: number }[]) => rows.map((r) => ({ name: r.name, value: rupeesOf(r.aum_paise) }));

/** /advisor-analytics/aum: month-end AUM over the period; today's split by category, fund house and client. */
export default function AumReport() {
  return (
    <AnalyticsScreen view="aum" title="AUM analytics" isEmpty={(r: Aum) => r.series.every((s) => s.aum_paise === 0)}>
      {(r) => {
        const latest = r.series.at(-1)?.aum_paise ?? 0;
        return (
          <>
            <Tiles items={[{ label: 'AUM at the end of the period', value: fullAmount(latest) }]} />
            <Chart
              title="AUM at each month end"
              labels={r.series.map((s) => monthLabel(s.month))}
              series={[{ name: 'AUM', values: r.series.map((s) => rupeesOf(s.aum_paise)) }]}
              formatValue={shortRupees}
            />
            <div className={styles.grid}>
              <DonutChart title="AUM by category" slices={slices(r.by_category)} formatValue={shortRupees} />
              <DonutChart title="AUM by fund house" slices={slices(r.by_fund_house)} formatValue={shortRupees} />
            </div>
            <BarChart
              title="AUM by client (top 20)"
              labels={r.by_client.map((c) => c.name)}
              series={[{ name: 'AUM', values: r.by_client.map((c) => rupeesOf(c.aum_paise)) }]}
              formatValue={shortRupees}
            />
            <NamedTable caption="AUM by client" rows={r.by_client.map((c) => ({ name: c.name, paise: c.aum_paise }))} />
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
