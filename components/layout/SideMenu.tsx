import Link from '@/components/ui/Link';
import { useState } from 'react';
import { ChevronIcon, PhoneIcon } from './icons';
import type { ShellSession } from './session';
import {
  groupForPath,
  isLinkActive,
  sideMenuEntries,
  sideMenuVisible,
  toggleGroup,
  type MenuGroup,
  type MenuGroupId,
  type MenuLink,
} from './sideMenu';
import styles from './SideMenu.module.scss';

export interface SideMenuProps {
  session: Pick<ShellSession, 'loggedIn' | 'role' | 'merchantId' | 'currentLoggedIn' | 'rm'>;
  pathname: string;
}

function Item({ item, pathname }: { item: MenuLink; pathname: string }) {
  const active = isLinkActive(pathname, item);
  return (
    <li>
      <Link href={item.href} className={styles.link} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}

function Group({
  group,
  pathname,
  open,
  onToggle,
}: {
  group: MenuGroup;
  pathname: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `side-menu-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className={styles.group}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{group.label}</span>
        <ChevronIcon open={open} />
      </button>
      <ul id={panelId} className={styles.sub} hidden={!open}>
        {group.items.map((item) => (
          <Item key={item.href} item={item} pathname={pathname} />
        ))}
      </ul>
    </li>
  );
}

/** The expert's desktop side menu. Renders nothing for visitors and investors. */
export default function SideMenu({ session, pathname }: SideMenuProps) {
  const [openGroup, setOpenGroup] = useState<MenuGroupId | null>(() => groupForPath(pathname));
  // Navigating into a group's pages opens that group (Analytics on analytics paths); adjusting state
  // during render avoids a flash of the closed group that an effect would cause.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const auto = groupForPath(pathname);
    if (auto) setOpenGroup(auto);
  }

  if (!sideMenuVisible(session)) return null;
  const entries = sideMenuEntries({
    merchantId: session.merchantId,
    currentLoggedIn: session.currentLoggedIn,
  });

  return (
    <aside className={styles.aside}>
      <nav aria-label="Expert menu">
        <ul className={styles.list}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <Item key={entry.href} item={entry} pathname={pathname} />
            ) : (
              <Group
                key={entry.id}
                group={entry}
                pathname={pathname}
                open={openGroup === entry.id}
                onToggle={() => setOpenGroup((current) => toggleGroup(current, entry.id))}
              />
            ),
          )}
        </ul>
      </nav>
      {session.rm && (
        <section className={styles.rm} aria-label="Your relationship manager">
          <p className={styles.rmLabel}>Your relationship manager</p>
          <p className={styles.rmName}>{session.rm.name}</p>
          <a href={`tel:${session.rm.mobile}`} className={styles.rmPhone}>
            <PhoneIcon />
            <span>{session.rm.mobile}</span>
          </a>
        </section>
      )}
    </aside>
  );
}
