import dynamic from 'next/dynamic';
import { memo, useState } from 'react';
import Link from '@/components/ui/Link';
import { dashboardHref, logoHref, profileIconHref, publicCartHref } from './headerTargets';
import { CartIcon, MenuIcon, UserIcon } from './icons';
import LazyCartSync from './LazyCartSync';
import LanguagePicker from './LanguagePicker';
import Logo from './Logo';
import { MAIN_LINKS } from './navLinks';
import SearchBox from './SearchBox';
import type { ShellSession } from './session';
import { setShellState, useShellState } from './shellStore';
import { useLogout } from './useLogout';
import styles from './Header.module.scss';

export interface PublicHeaderProps {
  session: ShellSession;
  currentPath?: string;
  /** The spec's hideBusiness flag: leaves 'Become ZF Expert' out of the menu. */
  hideBusiness?: boolean;
}

// What only a logged-in visitor sees (the server and the first render in the browser are logged out) and the menu
// drawer (closed until tapped) load when they are first needed, not with every public page. The cart badge reads
// the cart slice, so it brings the store with it.
const CartButton = dynamic(() => import('./StoreCartButton'), { ssr: false });
const LogoutConfirm = dynamic(() => import('./LogoutConfirm'), { ssr: false });
const NameMenu = dynamic(() => import('./NameMenu'), { ssr: false });
const MobileNav = dynamic(() => import('./MobileNav'), { ssr: false });
const preloadMobileNav = () => void import('./MobileNav');

const DRAWER_ID = 'public-menu-drawer';
const BUSINESS_HREF = '/mutual-fund-distributor';

function profileIconLabel(session: ShellSession): string {
  if (!session.loggedIn) return 'Expert login';
  return session.role === 'expert' ? 'Expert dashboard' : 'Your public profile';
}

/** The header of the public site and login pages. */
function PublicHeader({
  session,
  currentPath,
  hideBusiness = false,
}: PublicHeaderProps) {
  const lang = useShellState('lang');
  const navOpen = useShellState('nav');
  const { ask } = useLogout();
  const cartHref = publicCartHref(session);
  const profileHref = profileIconHref(session);
  // The drawer mounts on the first open and stays (it renders nothing while closed, and hands focus back on close).
  const [navUsed, setNavUsed] = useState(false);
  if (navOpen && !navUsed) setNavUsed(true);

  return (
    // data-site-header: what the web server takes out of a page asked for with noHeader (scripts/no-header.mjs).
    <header className={styles.header} data-site-header="">
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Open menu"
          aria-expanded={navOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setShellState({ nav: true })}
          // Fetch the drawer's code as the finger or pointer arrives, so that the tap rarely waits for it.
          onPointerEnter={preloadMobileNav}
          onPointerDown={preloadMobileNav}
          onFocus={preloadMobileNav}
        >
          <MenuIcon />
        </button>
        <Logo href={logoHref(session)} />
        <nav aria-label="Main" className={styles.mainNav}>
          <Link href="/about">About</Link>
          <Link href="/contact-us">Contact</Link>
        </nav>
        <div className={styles.grow}>
          <SearchBox />
        </div>
        <div className={styles.desktopOnly}>
          <LanguagePicker value={lang} onChange={(code) => setShellState({ lang: code })} />
        </div>
        {cartHref && (
          <Link
            href={cartHref}
            className={styles.iconButton}
            aria-label="Cart of the selected client"
          >
            <CartIcon />
          </Link>
        )}
        {/* An investor's own cart: the count badge, opening the summary that suits the active cart. */}
        {session.loggedIn && session.role === 'user' && <CartButton />}
        {session.loggedIn && <LazyCartSync />}
        <Link href={profileHref} className={styles.iconButton} aria-label={profileIconLabel(session)}>
          <UserIcon />
        </Link>
        {session.loggedIn ? (
          <NameMenu name={session.name} profileHref={dashboardHref(session.role)} onLogout={ask} />
        ) : (
          <Link href="/account/user" className={styles.loginLink}>
            Login
          </Link>
        )}
      </div>
      {navUsed && (
        <MobileNav
          id={DRAWER_ID}
          open={navOpen}
          onClose={() => setShellState({ nav: false })}
          currentPath={currentPath}
          links={hideBusiness ? MAIN_LINKS.filter((l) => l.href !== BUSINESS_HREF) : MAIN_LINKS}
          extra={<LanguagePicker value={lang} onChange={(code) => setShellState({ lang: code })} />}
        />
      )}
      {session.loggedIn && <LogoutConfirm />}
    </header>
  );
}

// The layout renders again when it learns the viewport's width or the session after hydration; the header's own
// props rarely change then, and its tree (dozens of links) need not render again.
export default memo(PublicHeader);
