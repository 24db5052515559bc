import Amount from '@/components/ui/Amount';
import Badge from '@/components/ui/Badge';
import { buttonClassName } from '@/components/ui/Button';
import type { PolicyView } from '@/services/insurance.api';
import { istDay } from '@/utils/dates/ist';
import { formatINR } from '@/utils/money';
import styles from './Insurance.module.scss';

const STATUS_WORDS: Record<string, string> = {
  created: 'Awaiting payment',
  link_sent: 'Sent to the client',
  confirmed: 'Confirmed, awaiting payment',
  paid: 'Active',
  payment_failed: 'Payment failed',
};

const insurerName = (insurer: PolicyView['insurer']) => (typeof insurer === 'string' ? insurer : insurer.name);
const day = (iso: string) => istDay(iso);

/** A health-insurance policy (or a cart on its way to being one) as its holder and their advisor see it. */
export default function PolicyCard({ policy, headingLevel: Heading = 'h3' }: { policy: PolicyView; headingLevel?: 'h2' | 'h3' }) {
  const name = policy.plan_name ?? 'Health insurance';
  return (
    <article className={styles.plan} aria-label={`Policy: ${name}`}>
      <div className={styles.toolbar}>
        <div>
          <Heading>{name}</Heading>
          <p className={styles.note}>{insurerName(policy.insurer)}</p>
        </div>
        <Badge>{STATUS_WORDS[policy.cart_status] ?? policy.cart_status}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Policy number</dt>
          <dd>{policy.policy_number ?? 'Issued once paid'}</dd>
        </div>
        <div>
          <dt>Cover</dt>
          <dd>
            {formatINR(policy.cover_amount)} {policy.cover_type === 'floater' ? 'family floater' : 'individual'}
          </dd>
        </div>
        <div>
          <dt>Premium</dt>
          <dd>
            <Amount value={policy.premium} /> ({policy.payment_option.replace('_', ' ')})
          </dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>{policy.members.map((m) => m.name).join(', ')}</dd>
        </div>
        {policy.nominee?.nominee_name && (
          <div>
            <dt>Nominee</dt>
            <dd>{policy.nominee.nominee_name}</dd>
          </div>
        )}
        {policy.paid_at && (
          <div>
            <dt>Paid on</dt>
            <dd>{day(policy.paid_at)}</dd>
          </div>
        )}
        {policy.advisor && (
          <div>
            <dt>Advisor</dt>
            <dd>
              {policy.advisor.name} · ARN {policy.advisor.arn}
            </dd>
          </div>
        )}
      </dl>
      {/* Unpaid (or failed) and the person's own: the insurer's page, served by the backend, so a plain link. */}
      {policy.payment_url && policy.cart_status !== 'paid' && (
        <div>
          <a className={buttonClassName('primary', 'sm')} href={policy.payment_url}>
            Pay now
          </a>
        </div>
      )}
    </article>
  );
}
