import type { SummaryReport as Summary } from '@/services/analytics.types';
import Link from '@/components/ui/Link';
import AnalyticsScreen, { VIEWS } from './AnalyticsScreen';
import { formatMonthYear } from '@/utils/funds/format';
import { fullAmount } from './format';
import Tiles from './Tiles';

/** /advisor-analytics: the book's headline figures and the way to each view. */
export default function SummaryReport() {
  return (
    <AnalyticsScreen view="summary" title="Analytics" isEmpty={(r: Summary) => r.clients === 0}>
      {(r) => (
        <>
          <Tiles
            items={[
              { label: 'AUM', value: fullAmount(r.aum_paise) },
              { label: 'Clients', value: String(r.clients) },
              { label: 'Active SIPs', value: String(r.active_sips) },
              { label: 'Monthly SIP book', value: fullAmount(r.sip_book_paise) },
              {
                // The month it is for: last month, or the last one with commission when the statements stop earlier.
                label: r.commission_month ? `Commission in ${formatMonthYear(`${r.commission_month}-01`)}` : 'Commission last month',
                value: fullAmount(r.commission_last_month_paise),
              },
            ]}
          />
          <p>{`As of ${r.as_of.split('-').reverse().join('/')}.`}</p>
          <ul>
            {VIEWS.slice(1).map((v) => (
              <li key={v.view}>
                <Link href={v.href}>{`${v.label} analytics`}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </AnalyticsScreen>
  );
}
