import BarChart from '@/components/ui/BarChart';
import DonutChart from '@/components/ui/DonutChart';
import type { ClientsReport as Clients } from '@/services/analytics.types';
import AnalyticsScreen from './AnalyticsScreen';
import NamedTable from './NamedTable';
import Tiles from './Tiles';
import styles from './Analytics.module.scss';

const ACTIVITY = { active: 'Active (a transaction in 90 days)', dormant: 'Dormant', new: 'New in the period' } as const;
const KYC = (status: string) => status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /advisor-analytics/clients: clients by AUM band, by activity and by KYC status. */
export default function ClientsReport() {
  return (
    <AnalyticsScreen view="clients" title="Client analytics" isEmpty={(r: Clients) => r.total === 0}>
      {(r) => (
        <>
          <Tiles items={[{ label: 'Clients', value: String(r.total) }]} />
          <BarChart
            title="Clients by AUM band"
            labels={r.by_aum_band.map((b) => b.band)}
            series={[{ name: 'Clients', values: r.by_aum_band.map((b) => b.clients) }]}
            formatValue={(v) => String(v)}
          />
          <NamedTable
            caption="AUM by band"
            countHeader="Clients"
            rows={r.by_aum_band.map((b) => ({ name: b.band, count: b.clients, paise: b.aum_paise }))}
          />
          <div className={styles.grid}>
            <DonutChart
              title="Clients by activity"
              slices={r.by_activity.filter((a) => a.activity !== 'new').map((a) => ({ name: ACTIVITY[a.activity], value: a.clients }))}
              formatValue={(v) => String(v)}
            />
            <DonutChart
              title="Clients by KYC status"
              slices={r.by_kyc_status.map((k) => ({ name: KYC(k.status), value: k.clients }))}
              formatValue={(v) => String(v)}
            />
          </div>
          <p>{`${ACTIVITY.new}: ${r.by_activity.find((a) => a.activity === 'new')?.clients ?? 0}`}</p>
        </>
      )}
    </AnalyticsScreen>
  );
}
