import Amount from '@/components/ui/Amount';
import Button, { ButtonLink } from '@/components/ui/Button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { formatINR } from '@/utils/money';
import { STEP, membersOf } from './funnelData';
import PlanFacts from './PlanFacts';
import { eldestStatement } from './QuoteCard';
import styles from './Insurance.module.scss';

export const LOGIN_TO_CONTINUE = '/account/user?next=/health_insurance';

/** Step 5: the chosen plan in full. Quotes are public; going on needs a login (the cart is someone's). */
export default function PlanStep({ loggedIn }: { loggedIn: boolean }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectInsurance);
  const plan = draft.selectedPlanDetails;
  const coverType = draft.selectedPlan?.cover_type;
  if (!plan || !coverType) {
    return (
      <div className={styles.form}>
        <p>Choose a plan first.</p>
        <div className={styles.actions}>
          <Button onClick={() => dispatch(stepChanged(STEP.quotes))}>See quotes</Button>
        </div>
      </div>
    );
  }
  const members = membersOf(draft);
  return (
    <section className={styles.form} aria-label="Plan details">
      <div>
        <h2>{plan.plan_name}</h2>
        <p className={styles.note}>{plan.insurer.name}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Cover</dt>
          <dd>{formatINR(plan.cover_amount)}</dd>
        </div>
        <div>
          <dt>Policy type</dt>
          <dd>{coverType === 'floater' ? 'Family floater (one cover shared)' : 'Individual (a cover each)'}</dd>
        </div>
        <div>
          <dt>Yearly premium</dt>
          <dd>
            <Amount value={plan[coverType].yearly_premium} />
          </dd>
        </div>
        <div>
          <dt>Members covered</dt>
          <dd>{members.map((m) => m.name).join(', ')}</dd>
        </div>
        <div>
          <dt>Other covers of this plan</dt>
          <dd>{plan.covers_offered.map((c) => formatINR(c)).join(', ')}</dd>
        </div>
      </dl>
      {coverType === 'floater' && plan.floater.eldest_drives && <p className={styles.eldest}>{eldestStatement(plan.floater.eldest)}</p>}
      <PlanFacts facts={plan.facts} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.quotes))}>
          Back to quotes
        </Button>
        {loggedIn ? (
          <Button onClick={() => dispatch(stepChanged(STEP.nominee))}>Continue</Button>
        ) : (
          <ButtonLink href={LOGIN_TO_CONTINUE}>Log in to continue</ButtonLink>
        )}
      </div>
    </section>
  );
}
