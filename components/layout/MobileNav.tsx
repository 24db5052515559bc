import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import Drawer from '@/components/ui/Drawer';
import { MAIN_LINKS, type NavLink } from './navLinks';
import styles from './Header.module.scss';

export { MAIN_LINKS, type NavLink };

export interface MobileNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links?: NavLink[];
  currentPath?: string;
  /** Controls that the bar has no room for on phones (the language picker). */
  extra?: ReactNode;
}

/** The menu drawer: every main section, one tap away on a phone. */
export default function MobileNav({
  id,
  open,
  onClose,
  links = MAIN_LINKS,
  currentPath,
  extra,
}: MobileNavProps) {
  return (
    <Drawer id={id} open={open} onClose={onClose} title="Menu">
      {extra && <div className={styles.drawerExtra}>{extra}</div>}
      <nav aria-label="Menu">
        <ul className={styles.drawerList}>
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                onClick={onClose}
                aria-current={currentPath === l.href ? 'page' : undefined}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
