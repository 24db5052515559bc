import Amount from '@/components/ui/Amount';
import type { FdFigures, FdPayout } from '@/utils/fds/wire';
import styles from './Fds.module.scss';
import { ratePercent, shownDate } from './fdText';

const PER: Record<Exclude<FdPayout, 'cumulative'>, string> = { monthly: 'a month', quarterly: 'a quarter', yearly: 'a year' };

/** What a deposit earns, as the FD calculator's rules give it. */
export default function FdFiguresList({ figures, payout, amountPaise }: { figures: FdFigures; payout: FdPayout; amountPaise: number }) {
  return (
    <dl className={styles.figures} aria-label="What this deposit earns">
      <div>
        <dt>Interest rate{figures.senior ? ' (senior citizen)' : ''}</dt>
        <dd>{ratePercent(figures.rate_bps)} a year</dd>
      </div>
      <div>
        <dt>Deposit</dt>
        <dd>
          <Amount paise={amountPaise} />
        </dd>
      </div>
      <div>
        <dt>Interest over the tenure</dt>
        <dd>
          <Amount paise={figures.interest_paise} />
        </dd>
      </div>
      {payout !== 'cumulative' && figures.payout_paise !== null && (
        <div>
          <dt>Interest paid out</dt>
          <dd>
            <Amount paise={figures.payout_paise} /> {PER[payout]}
          </dd>
        </div>
      )}
      <div className={styles.emphasis}>
        <dt>Maturity amount</dt>
        <dd>
          <Amount paise={figures.maturity_paise} />
        </dd>
      </div>
      <div>
        <dt>Maturity date</dt>
        <dd>{shownDate(figures.maturity_date)}</dd>
      </div>
    </dl>
  );
}
