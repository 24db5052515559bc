import type { PlanFacts as Facts } from '@/services/insurance.api';
import styles from './Insurance.module.scss';

/** The facts a buyer compares between plans, under the same names on every plan. */
export default function PlanFacts({ facts }: { facts: Facts }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Room rent</dt>
        <dd>{facts.room_rent}</dd>
      </div>
      <div>
        <dt>Co-pay</dt>
        <dd>{facts.copay_percent === 0 ? 'None' : `${facts.copay_percent}% of each claim`}</dd>
      </div>
      <div>
        <dt>Waiting period for existing illness</dt>
        <dd>{facts.ped_waiting_months} months</dd>
      </div>
      <div>
        <dt>No-claim bonus</dt>
        <dd>{facts.ncb}</dd>
      </div>
      <div>
        <dt>Network hospitals in your city</dt>
        <dd>{facts.network_hospitals.toLocaleString('en-IN')}</dd>
      </div>
    </dl>
  );
}
