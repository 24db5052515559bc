// The sandbox fund house's stand-in NAV, said where the figure is shown (issue 31, item 13): the market data had no
// NAV for the transaction's own date, so the latest one before it was used.
import { formatNavDate } from '@/utils/funds/format';
import styles from './OrderHistory.module.scss';

export default function CarriedForward({ from }: { from: string }) {
  return (
    <span className={styles.carried} title={`The market data has no NAV for this date yet: the NAV of ${formatNavDate(from)} was used`}>
      carried forward: sandbox (NAV of {formatNavDate(from)})
    </span>
  );
}
