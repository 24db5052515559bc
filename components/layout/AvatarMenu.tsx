import Link from '@/components/ui/Link';
import { useId } from 'react';
import Avatar from './Avatar';
import type { ShellSession } from './session';
import { useDisclosure } from './useDisclosure';
import styles from './Header.module.scss';

export interface AvatarMenuProps {
  session: Pick<ShellSession, 'role' | 'name' | 'id' | 'expertCode'>;
  onLogout: () => void;
}

/** Experts: name, expert code and Account Settings; users: Home; both: Log Out. */
export default function AvatarMenu({ session, onLogout }: AvatarMenuProps) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure();
  const panelId = useId();
  const expert = session.role === 'expert';

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar id={session.id} name={session.name} />
      </button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        {expert && (
          <div className={styles.who}>
            <p className={styles.whoName}>{session.name}</p>
            {session.expertCode && (
              <p className={styles.whoCode}>Expert code: {session.expertCode}</p>
            )}
          </div>
        )}
        <ul>
          <li>
            {expert ? (
              <Link href="/expert-profile/profile" onClick={close}>
                Account Settings
              </Link>
            ) : (
              <Link href="/dashboard/user" onClick={close}>
                Home
              </Link>
            )}
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                buttonRef.current?.focus();
                onLogout();
              }}
            >
              Log Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
