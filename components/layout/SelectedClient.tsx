import Link from '@/components/ui/Link';
import type { ShellSession } from './session';
import styles from './Header.module.scss';

/** The expert header while acting for a client: who it is, and "Change client" (the cart button beside is theirs). */
export default function SelectedClient({ session }: { session: Pick<ShellSession, 'role' | 'selectedClientId' | 'selectedClientName'> }) {
  if (session.role !== 'expert' || !session.selectedClientId) return null;
  return (
    <div className={styles.client} role="group" aria-label="Selected client">
      <span className={styles.clientName}>
        <span className="visually-hidden">Acting for </span>
        {session.selectedClientName || 'Selected client'}
      </span>
      <Link href="/select-client" className={styles.changeClient}>
        Change client
      </Link>
    </div>
  );
}
