import dynamic from 'next/dynamic';
import { useRouter, type NextRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { selectLayout } from '@/utils/layout';
import { readPageQuery, type RawQuery } from '@/utils/query';
import { lateIsland } from '@/components/app/lateIsland';
import PublicHeader from './PublicHeader';
import { useRecordPages } from './previousPath';
import { useIsMobile } from './useIsMobile';
import { useSession } from './useSession';
import styles from './AppLayout.module.scss';

// The dashboard frame (the expert header with its avatar image, the side menu) is for logged-in dashboards, so a
// public page's first load does not carry it. A dashboard page still has it in its server HTML (its scripts are
// listed with the page), and a session fetches it ahead, so moving into a dashboard in the browser does not wait.
const loadExpertHeader = () => import('./ExpertHeader');
const loadSideMenu = () => import('./SideMenu');
// The footer's fifty links are the same on every page and do nothing before they hydrate: their code and hydration
// come after the page's (components/app/lateIsland.tsx; issue 17).
const Footer = lateIsland(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's half of a late island
  typeof window === 'undefined' ? require('./Footer').default : null,
  () => import('./Footer'),
);
const ExpertHeader = dynamic(() => import('./ExpertHeader'));
// Only a manager's session acting for an advisor loads it.
const ActingBanner = dynamic(() => import('./ActingBanner'), { ssr: false });
const SideMenu = dynamic(() => import('./SideMenu'));

export interface AppLayoutProps {
  children: ReactNode;
  /** From the server's user-agent check, when the page provides it. */
  isMobileDevice?: boolean;
  /** The spec's hideBusiness flag: hides the 'Become ZF Expert' offer. */
  hideBusiness?: boolean;
  /** Mounted once in every layout for a logged-in expert (the follow-up reminders; _app composes it). */
  expertTools?: ReactNode;
}

/** The real path without query or hash: layout rules look at what is in the address bar. */
function pathOf(asPath: string | undefined, fallback: string): string {
  const path = (asPath ?? fallback).split(/[?#]/)[0];
  return path || '/';
}

/**
 * The query the layout reads. A prerendered page's router has no query until after hydration, while the web server
 * has already sent its HTML without the site header when the address asks for none (scripts/no-header.mjs): the
 * first render in the browser reads the address itself, so it hydrates what was sent.
 */
function addressQuery(router: NextRouter): RawQuery | URLSearchParams {
  if (router.isReady !== false || typeof window === 'undefined') return router.query ?? {};
  return new URLSearchParams(window.location.search);
}

/** Picks the page frame from the pure layout table (utils/layout.ts) and renders it. */
export default function AppLayout({ children, isMobileDevice, hideBusiness, expertTools }: AppLayoutProps) {
  const router = useRouter();
  const pathname = pathOf(router.asPath, router.pathname);
  const query = readPageQuery(addressQuery(router));
  const session = useSession();
  // The bare pages' back link (SlimTopLine) leads to the page before.
  useRecordPages();
  const layout = selectLayout({ pathname, query, role: session.loggedIn ? session.role : null });
  const isMobile = useIsMobile({ mob: query.mob, isMobileDevice });
  useEffect(() => {
    if (!session.loggedIn) return;
    void loadExpertHeader();
    void loadSideMenu();
  }, [session.loggedIn]);

  const main = (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );

  // The follow-up reminders run for a logged-in expert in every layout, so one that falls due anywhere is shown.
  const tools = session.loggedIn && session.role === 'expert' ? expertTools : null;

  if (layout.kind === 'bare') {
    return (
      <>
        {tools}
        {main}
      </>
    );
  }

  const skip = (
    <>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      {session.actingManager && <ActingBanner session={session} />}
    </>
  );

  if (layout.kind === 'dashboard') {
    return (
      <div className={styles.shell} data-layout="dashboard">
        {skip}
        {layout.showHeader && <ExpertHeader session={session} />}
        {tools}
        <div className={styles.dashboard}>
          {!isMobile && <SideMenu session={session} pathname={pathname} />}
          {main}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.shell} data-layout={layout.kind}>
      {skip}
      {layout.showHeader && (
        <PublicHeader session={session} currentPath={pathname} hideBusiness={hideBusiness} />
      )}
      {tools}
      {main}
      {layout.showFooter && (
        <Footer
          showDisclaimer={layout.showDisclaimer}
          mob={query.mob}
          isMobileDevice={isMobileDevice}
          hideBusiness={hideBusiness}
        />
      )}
    </div>
  );
}
