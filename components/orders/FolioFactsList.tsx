import Amount from '@/components/ui/Amount';
import { formatDay, formatUnits } from '@/utils/portfolio/display';
import type { FolioFacts } from './folioFacts';
import styles from './Orders.module.scss';

/** Units held, value, exit load and lock-in: said before the person chooses how much to take out. */
export default function FolioFactsList({ facts }: { facts: FolioFacts }) {
  return (
    <dl className={styles.facts} aria-label="This folio">
      <dt>Units held</dt>
      <dd>{formatUnits(facts.unitsHeld)}</dd>
      <dt>Current value</dt>
      <dd>
        <Amount paise={facts.valuePaise} />
      </dd>
      <dt>Exit load</dt>
      <dd>{facts.exitLoad}</dd>
      <dt>Lock-in</dt>
      <dd>
        {facts.lockIn
          ? `${formatUnits(String(facts.lockIn.units))} units locked in until ${formatDay(facts.lockIn.until)}`
          : facts.rules.lockInDays > 0
            ? 'No units in lock-in'
            : 'None'}
      </dd>
    </dl>
  );
}
