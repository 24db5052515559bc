import {
  directionOf,
  formatNav,
  formatNavChange,
  formatNavDate,
  formatReturn,
  navChange,
} from '@/utils/funds/format';
import type { FundDetail } from '@/utils/funds/types';
import styles from './FundPage.module.scss';

/** Latest NAV, its date, and the change since the NAV before it (sign, arrow and colour). */
export default function NavSummary({ fund }: { fund: FundDetail }) {
  const change = navChange(fund.nav, fund.previous_nav);
  const direction = directionOf(change?.amount);
  const tone = direction === 'up' ? 'gain' : direction === 'down' ? 'loss' : undefined;
  return (
    <div className={styles.nav} data-testid="nav-summary">
      <p className={styles.navLabel}>NAV on {formatNavDate(fund.nav_date)}</p>
      <p className={`${styles.navValue} tabular`}>{formatNav(fund.nav)}</p>
      {change ? (
        <p className={[styles.navChange, tone].filter(Boolean).join(' ')}>
          {direction === 'up' && <span aria-hidden="true">▲ </span>}
          {direction === 'down' && <span aria-hidden="true">▼ </span>}
          <span className="tabular">
            {formatNavChange(change.amount)} ({formatReturn(change.fraction)})
          </span>{' '}
          <span className={styles.navSince}>since {formatNavDate(change.since)}</span>
        </p>
      ) : (
        <p className={styles.navSince}>No earlier NAV to compare with.</p>
      )}
    </div>
  );
}
