import Link from '@/components/ui/Link';
import { publicCartHref } from './headerTargets';
import { CartIcon } from './icons';
import type { ShellSession } from './session';
import styles from './Header.module.scss';

interface Props {
  session: Pick<ShellSession, 'loggedIn' | 'role' | 'selectedClientId' | 'selectedClientName'>;
  /** Items in the client's active cart. */
  count: number;
}

/** The expert header while acting for a client: who, their cart (/cart/summary?u=) and "Change client". */
export default function SelectedClient({ session, count }: Props) {
  const cartHref = publicCartHref(session);
  if (!cartHref) return null;
  const name = session.selectedClientName || 'Selected client';
  return (
    <div className={styles.client} role="group" aria-label="Selected client">
      <span className={styles.clientName}>
        <span className="visually-hidden">Acting for </span>
        {name}
      </span>
      <Link href={cartHref} className={styles.iconButton} aria-label={`Cart of ${name}${count > 0 ? `, ${count} ${count === 1 ? 'item' : 'items'}` : ''}`}>
        <CartIcon />
        {count > 0 && (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
      <Link href="/select-client" className={styles.changeClient}>
        Change client
      </Link>
    </div>
  );
}
