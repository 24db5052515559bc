// Layout selection (bare, header only, public or dashboard) as a pure table, so the rules can be read
// and tested in one place.
import type { PageQuery } from './query';

export type LayoutKind = 'bare' | 'headerOnly' | 'public' | 'dashboard';

export interface LayoutDecision {
  kind: LayoutKind;
  showHeader: boolean;
  showFooter: boolean;
  showDisclaimer: boolean;
}

export const MOBILE_BREAKPOINT = 769;

/** Marker a partner distributor puts in its paths; such pages are framed by the partner, so no header. */
export const DISTRIBUTOR_MARKER = process.env.NEXT_PUBLIC_DISTRIBUTOR_MARKER || 'zf-partner';

/**
 * Pages with neither header nor footer: print views, app webviews, partner landing pages. /add-client and
 * /cart/summary draw their own slim top line instead (components/layout/SlimTopLine: back link and title).
 */
const BARE_PREFIXES = [
  '/resources',
  '/daily-sip',
  '/referral_campaign',
  '/visiting-card',
  '/app',
  '/cart/fixed-deposit',
  '/expert',
  '/nominee',
  '/add-client',
  '/advisor',
  '/cart/summary',
];

/** Pages that show only the header (hidden too when noHeader is set). */
const HEADER_ONLY_PREFIXES = ['/health_insurance', '/health-insurance', '/code_of_conduct'];

/** The expert application (and the investor dashboard and portfolio) have their own layout. */
const DASHBOARD_PREFIXES = [
  '/dashboard',
  '/portfolio',
  '/my-account',
  '/select-client',
  '/invest',
  '/select-expert',
  '/agentlist',
  '/newsales',
  '/advisor-analytics',
  '/distributor',
  '/prozone',
  '/expert-profile',
];

/**
 * Product pages an expert reaches from the side menu (Products, Calculators, the selected client's KYC): a logged-in
 * expert keeps the expert frame there. Everyone else, and every server render (the session is read in the browser,
 * so these pages stay cacheable), gets the public layout.
 */
const EXPERT_FRAME_PREFIXES = ['/mutual-funds', '/calculators', '/kyc'];

/** True when the path is the prefix itself or lies under it ('/expert' matches '/expert/x' but not '/experts'). */
export function underPrefix(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  const p = prefix.toLowerCase();
  return path === p || path.startsWith(`${p}/`);
}

const underAny = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => underPrefix(pathname, p));

/** The market-risk disclaimer is left out on every cart and health-insurance path. */
export function showsDisclaimer(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/_/g, '-');
  return !path.includes('cart') && !path.includes('health-insurance');
}

export function isMobileViewport(width: number): boolean {
  return width <= MOBILE_BREAKPOINT;
}

/** Mobile layout by device type (or the app's `mob` flag) or by a viewport of 769 px or less. */
export function isMobileLayout(input: {
  query: Pick<PageQuery, 'mob'>;
  isMobileDevice?: boolean;
  viewportWidth?: number | null;
}): boolean {
  if (input.query.mob || input.isMobileDevice) return true;
  return input.viewportWidth != null && isMobileViewport(input.viewportWidth);
}

export function selectLayout(input: {
  pathname: string;
  query: Pick<PageQuery, 'noHeader'>;
  /** The logged-in visitor's role, once the browser has read the session. */
  role?: 'user' | 'expert' | null;
}): LayoutDecision {
  const { pathname, query } = input;
  const disclaimer = showsDisclaimer(pathname);
  if (underAny(pathname, BARE_PREFIXES)) {
    return { kind: 'bare', showHeader: false, showFooter: false, showDisclaimer: false };
  }
  if (underAny(pathname, HEADER_ONLY_PREFIXES)) {
    return { kind: 'headerOnly', showHeader: !query.noHeader, showFooter: false, showDisclaimer: false };
  }
  const hideHeader = query.noHeader || pathname.toLowerCase().includes(DISTRIBUTOR_MARKER);
  if (underAny(pathname, DASHBOARD_PREFIXES) || (input.role === 'expert' && underAny(pathname, EXPERT_FRAME_PREFIXES))) {
    return { kind: 'dashboard', showHeader: !hideHeader, showFooter: false, showDisclaimer: false };
  }
  return { kind: 'public', showHeader: !hideHeader, showFooter: true, showDisclaimer: disclaimer };
}
