import { useRouter } from 'next/router';
import { withStore } from '@/components/app/StoreProvider';
import { ButtonLink } from '@/components/ui/Button';
import { selectActiveCart, selectCartUserId } from '@/store/cartSlice';
import { useAppSelector } from '@/store/hooks';
import { readPageQuery } from '@/utils/query';
import AvatarMenu from './AvatarMenu';
import CartButton from './CartButton';
import LazyCartSync from './LazyCartSync';
import { logoHref } from './headerTargets';
import { MenuIcon } from './icons';
import Logo from './Logo';
import LogoutConfirm from './LogoutConfirm';
import MobileNav from './MobileNav';
import { MAIN_LINKS, type NavLink } from './navLinks';
import SearchBox from './SearchBox';
import SelectedClient from './SelectedClient';
import { setShellState, useShellState } from './shellStore';
import type { ShellSession } from './session';
import { sideMenuEntries, sideMenuVisible } from './sideMenu';
import { useLogout } from './useLogout';
import styles from './Header.module.scss';

export interface ExpertHeaderProps {
  session: ShellSession;
}

const DRAWER_ID = 'expert-menu-drawer';

/** On phones the side menu is hidden, so the drawer carries the expert's menu instead. */
function drawerLinks(session: ShellSession): NavLink[] {
  if (!sideMenuVisible(session)) return MAIN_LINKS;
  return sideMenuEntries({
    merchantId: session.merchantId,
    currentLoggedIn: session.currentLoggedIn,
  }).flatMap((e) =>
    e.kind === 'link'
      ? [e]
      : e.items.map((i) => ({ label: `${e.label}: ${i.label}`, href: i.href })),
  );
}

/**
 * The header of the expert application and dashboards (logo, search, cart button, avatar menu). It reads the cart
 * slice, so it brings the store (the layout renders it outside the page's provider).
 */
function ExpertHeader({ session }: ExpertHeaderProps) {
  const router = useRouter();
  const activeCart = useAppSelector(selectActiveCart);
  const cartUserId = useAppSelector(selectCartUserId);
  // An advisor's cart is always a client's: with no client selected (after a checkout, say) there is none to count,
  // and a stored cart of another client is not this one's (issue 32, item 9).
  const client = session.role === 'expert' ? session.selectedClientId : null;
  const cart = session.role !== 'expert' || (client && (!cartUserId || cartUserId === client)) ? activeCart : null;
  const navOpen = useShellState('nav');
  const { ask } = useLogout();

  if (readPageQuery(router.query ?? {}).noHeader) return null;

  return (
    // data-site-header: what the web server takes out of a page asked for with noHeader (scripts/no-header.mjs).
    <header className={styles.header} data-site-header="">
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.mobileOnly}`}
          aria-label="Open menu"
          aria-expanded={navOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setShellState({ nav: true })}
        >
          <MenuIcon />
        </button>
        <Logo href={logoHref(session)} />
        <div className={styles.grow}>
          <SearchBox />
        </div>
        {/* Acting for a client: who, and the way to switch; the cart is then that client's. */}
        <SelectedClient session={session} />
        <CartButton cart={cart} clientId={client} />
        {session.loggedIn && <LazyCartSync />}
        {session.loggedIn ? (
          <AvatarMenu session={session} onLogout={ask} />
        ) : (
          <ButtonLink href="/dashboard/expert" size="sm">
            Login
          </ButtonLink>
        )}
      </div>
      <MobileNav
        id={DRAWER_ID}
        open={navOpen}
        onClose={() => setShellState({ nav: false })}
        links={drawerLinks(session)}
        currentPath={router.asPath}
      />
      <LogoutConfirm />
    </header>
  );
}

export default withStore(ExpertHeader);
