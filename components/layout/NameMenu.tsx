import Link from '@/components/ui/Link';
import { useId } from 'react';
import { truncateName } from '@/utils/text';
import { ChevronIcon } from './icons';
import { useDisclosure } from './useDisclosure';
import styles from './Header.module.scss';

export interface NameMenuProps {
  name: string | null;
  profileHref: string;
  onLogout: () => void;
}

/** The logged-in visitor's menu in the public header: the name cut to 12 characters, Profile and Logout. */
export default function NameMenu({ name, profileHref, onLogout }: NameMenuProps) {
  const { open, toggle, close, buttonRef, rootRef } = useDisclosure();
  const panelId = useId();
  const shown = truncateName(name) || 'Account';

  return (
    <div className={`${styles.menuRoot} ${styles.nameMenu}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        title={name ?? undefined}
        onClick={toggle}
      >
        <span>{shown}</span>
        <ChevronIcon open={open} />
      </button>
      <ul id={panelId} className={styles.menuPanel} hidden={!open}>
        <li>
          <Link href={profileHref} onClick={close}>
            Profile
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              // The confirm dialog returns focus to whatever had it; give it the menu button, which stays.
              buttonRef.current?.focus();
              onLogout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
