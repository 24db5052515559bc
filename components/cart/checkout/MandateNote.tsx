import Link from '@/components/ui/Link';
import { useListMandatesQuery } from '@/store/api/orders';
import { formatNavDate } from '@/utils/funds/format';
import { MANDATE_LABELS } from '@/utils/orders/paymentLimits';
import type { MandateView } from '@/utils/orders/wire';
import styles from '../Cart.module.scss';

const STATUS_TEXT: Readonly<Record<MandateView['status'], string>> = {
  pending: 'waits for your approval',
  registering: 'is being registered by the bank',
  active: 'is active',
  rejected: 'was rejected',
  cancelled: 'was cancelled',
  expired: 'was not approved in time',
};

/**
 * SIP instalments are debited through a mandate: where it stands, and the sandbox page that approves it. A receipt
 * that knows its checkout's own mandate passes it (`mandate`); otherwise the investor's mandates are read.
 */
export default function MandateNote({ userId, mandate }: { userId: string; mandate?: MandateView }) {
  const { data } = useListMandatesQuery(userId, { skip: mandate !== undefined });
  const open = (mandate ? [mandate] : (data ?? [])).filter((m) => m.status !== 'cancelled');
  if (open.length === 0) return null;
  return (
    <ul className={styles.items} aria-label="SIP mandates">
      {open.map((m) => (
        <li key={m.id} className={styles.note}>
          {MANDATE_LABELS[m.mandate_type].split(' (')[0]} mandate {STATUS_TEXT[m.status]}
          {m.status === 'registering' && m.registers_at ? ` (expected by ${formatNavDate(m.registers_at)})` : ''}.
          {m.sandbox_url && m.status !== 'active' && (
            <>
              {' '}
              Sandbox: <Link href={m.sandbox_url}>open the sandbox mandate page</Link>.
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
