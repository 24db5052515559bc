import EmptyState from '@/components/ui/EmptyState';
import { formatPaise } from '@/utils/money';
import type { StepUpApplied } from '@/utils/orders/wire';
import styles from '../Cart.module.scss';

/** '10 % a year' or '₹500 a year': how much each instalment grows every year. */
export function stepUpText(s: Pick<StepUpApplied, 'step_up_amount_paise' | 'step_up_percent'>): string {
  if (s.step_up_percent !== null) return `${s.step_up_percent} % a year`;
  return s.step_up_amount_paise !== null ? `${formatPaise(s.step_up_amount_paise)} a year` : '—';
}

/** The step-up confirmation: which SIPs now grow, and by how much each year. */
export default function StepUpsApplied({ stepUps }: { stepUps: StepUpApplied[] }) {
  return (
    <section className={styles.group} aria-labelledby="stepups-title">
      <h2 id="stepups-title">Step-ups confirmed</h2>
      {stepUps.length === 0 ? (
        <EmptyState title="This checkout placed no orders" headingLevel="h3" />
      ) : (
        <ul className={styles.items}>
          {stepUps.map((s) => (
            <li key={s.sip_id}>
              {s.scheme_name}: your SIP now steps up by {stepUpText(s)}
              {s.cart_type === 'modify_stepup' ? ' (changed)' : ''}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
