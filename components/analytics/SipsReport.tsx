import BarChart from '@/components/ui/BarChart';
import Chart from '@/components/ui/Chart';
import type { SipsReport as Sips } from '@/services/analytics.types';
import AnalyticsScreen from './AnalyticsScreen';
import { fullAmount, monthLabel, rupeesOf, shortRupees } from './format';
import Tiles from './Tiles';
import styles from './Analytics.module.scss';

/** /advisor-analytics/sips: the SIP book today, and SIPs started, cancelled and the monthly book by month. */
export default function SipsReport() {
  return (
    <AnalyticsScreen view="sips" title="SIP analytics" isEmpty={(r: Sips) => r.active + r.paused === 0 && r.series.every((s) => s.book_paise === 0)}>
      {(r) => {
        const labels = r.series.map((s) => monthLabel(s.month));
        return (
          <>
            <Tiles
              items={[
                { label: 'Active SIPs', value: String(r.active) },
                { label: 'Monthly SIP book', value: fullAmount(r.book_paise) },
                { label: 'Paused', value: String(r.paused) },
                { label: 'Ending in 90 days', value: String(r.ending_90d) },
                { label: 'Bounced in the period', value: String(r.bounced) },
                { label: 'New this month', value: String(r.new_this_month) },
                { label: 'Step-ups due in 30 days', value: String(r.step_ups_due_30d) },
              ]}
            />
            <div className={styles.grid}>
              <Chart
                title="Monthly SIP book"
                labels={labels}
                series={[{ name: 'SIP book', values: r.series.map((s) => rupeesOf(s.book_paise)) }]}
                formatValue={shortRupees}
              />
              <BarChart
                title="SIPs started and cancelled"
                labels={labels}
                series={[
                  { name: 'Started', values: r.series.map((s) => s.started) },
                  { name: 'Cancelled', values: r.series.map((s) => s.cancelled) },
                ]}
                formatValue={(v) => String(v)}
              />
            </div>
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
