import Amount from '@/components/ui/Amount';
import Button from '@/components/ui/Button';
import type { CoverType, QuoteView } from '@/services/insurance.api';
import { formatINR } from '@/utils/money';
import PlanFacts from './PlanFacts';
import styles from './Insurance.module.scss';

/** The statement shown when the eldest member's age band alone sets the floater's price. */
export const eldestStatement = (eldest: { name: string; age: number }) =>
  `The floater price is set by the eldest member, ${eldest.name} (${eldest.age})`;

interface Props {
  plan: QuoteView;
  /** A floater for one person is the individual policy: only the individual price is offered then. */
  single: boolean;
  onChoose: (plan: QuoteView, coverType: CoverType) => void;
}

/** One plan: individual and floater prices side by side, with what each covers and the plan's facts. */
export default function QuoteCard({ plan, single, onChoose }: Props) {
  const headingId = `plan-${plan.plan_id}`;
  return (
    <li className={styles.plan} aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{plan.plan_name}</h3>
        <p className={styles.note}>{plan.insurer.name}</p>
      </div>
      <div className={styles.prices}>
        <section className={styles.price} aria-label={`Individual: ${plan.plan_name}`}>
          <h4>Individual</h4>
          <p className={styles.amount}>
            <Amount value={plan.individual.yearly_premium} /> a year
          </p>
          <p className={styles.note}>
            {plan.individual.per_member.map((m) => `${m.name} ${formatINR(m.premium)}`).join(' · ')}
          </p>
          <Button variant="secondary" aria-label={`Choose individual: ${plan.plan_name}`} onClick={() => onChoose(plan, 'individual')}>
            Choose individual
          </Button>
        </section>
        {!single && (
          <section className={styles.price} aria-label={`Floater: ${plan.plan_name}`}>
            <h4>Family floater</h4>
            <p className={styles.amount}>
              <Amount value={plan.floater.yearly_premium} /> a year
            </p>
            {plan.floater.eldest_drives && <p className={styles.eldest}>{eldestStatement(plan.floater.eldest)}</p>}
            <Button aria-label={`Choose floater: ${plan.plan_name}`} onClick={() => onChoose(plan, 'floater')}>
              Choose floater
            </Button>
          </section>
        )}
      </div>
      <PlanFacts facts={plan.facts} />
    </li>
  );
}
