import Amount from '@/components/ui/Amount';
import type { SectionSummary } from '@/services/portfolio.types';
import { formatNavDate } from '@/utils/funds/format';
import { PercentOf, Xirr } from './format';
import GainAmount from './GainAmount';
import styles from './Portfolio.module.scss';

interface Props {
  summary: SectionSummary;
  navDate: string | null;
  label?: string;
}

/** The portfolio's headline figures; the NAV date says how fresh the values are. */
export default function SummaryCards({ summary, navDate, label = 'Portfolio summary' }: Props) {
  return (
    <dl className={styles.cards} aria-label={label}>
      <div className={styles.figure}>
        <dt>Invested</dt>
        <dd><Amount paise={summary.invested_paise} /></dd>
      </div>
      <div className={styles.figure}>
        <dt>Current value</dt>
        <dd><Amount paise={summary.current_value_paise} /></dd>
      </div>
      <div className={styles.figure}>
        <dt>Gain</dt>
        <dd><GainAmount paise={summary.gain_paise} /></dd>
      </div>
      <div className={styles.figure}>
        <dt>Absolute return</dt>
        <dd><PercentOf pct={summary.absolute_return_pct} /></dd>
      </div>
      <div className={styles.figure}>
        <dt>XIRR</dt>
        <dd><Xirr pct={summary.xirr_pct} /></dd>
      </div>
      <div className={styles.figure}>
        <dt>NAV as of</dt>
        <dd>{formatNavDate(navDate)}</dd>
      </div>
    </dl>
  );
}
