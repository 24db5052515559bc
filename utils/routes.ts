// Route table and guard decisions: which routes need a token or a role, and where a visitor is sent instead.
// Pure: middleware.ts applies the server-side part, the client guard hook the part that needs browser storage.
import { underPrefix } from './layout';

export type Role = 'user' | 'expert';

export const LOGIN_PAGE: Record<Role, string> = { user: '/account/user', expert: '/account/expert' };
export const DASHBOARD: Record<Role, string> = { user: '/dashboard/user', expert: '/dashboard/expert' };

/** Routes that need an access token (a prefix covers its sub-paths, e.g. /kyc/bank_details). */
export const GUARDED_ROUTES = [
  '/kyc',
  '/dashboard/user',
  '/dashboard/expert',
  '/portfolio',
  '/my-account',
  '/add-client',
  '/select-client',
  '/invest',
  '/select-expert',
  '/agentlist',
  '/advisor-analytics',
  '/prozone',
  '/distributor/order-book',
  '/distributor/sips',
  '/fds',
  '/addmodifystepup',
  '/expert-profile',
  /** The cart and its receipt: an investor logged out (or whose session ended) logs in and comes back to it. */
  '/cart/summary',
];

/** Routes only an expert may open. '/portfolio/listing' is exact so that '/portfolio/[id]' stays open to users. */
export const EXPERT_ONLY_ROUTES = [
  '/portfolio/listing',
  '/my-account',
  '/dashboard/expert',
  '/select-client',
  '/add-client',
  '/invest',
  '/select-expert',
  '/agentlist',
  '/advisor-analytics',
  '/prozone',
  '/distributor/order-book',
  '/distributor/sips',
  /** Account Settings (/expert-profile/profile): the expert's own profile, which only an expert's session may load. */
  '/expert-profile',
];

/** Login pages: an expert who is already logged in has no business here. */
export const LOGIN_ROUTES = ['/account/user', '/account/expert'];

const matches = (pathname: string, routes: string[]) => routes.some((r) => underPrefix(pathname, r));

export const isGuarded = (pathname: string) => matches(pathname, GUARDED_ROUTES);
export const isExpertOnly = (pathname: string) => matches(pathname, EXPERT_ONLY_ROUTES);

export interface ServerSession {
  loggedIn: boolean;
  role: Role | null;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; clearSession: boolean };

const allow: GuardDecision = { action: 'allow' };
const redirect = (to: string, clearSession = false): GuardDecision => ({ action: 'redirect', to, clearSession });

/**
 * The redirects that depend only on session and role, so they can run before any page code. `search` is the
 * address's query ('?token=…'), kept in `next` so that the login brings the person back to the same cart or receipt.
 */
export function decideServerRoute(pathname: string, session: ServerSession, search = ''): GuardDecision {
  if (isGuarded(pathname) && !session.loggedIn) {
    const login = isExpertOnly(pathname) ? LOGIN_PAGE.expert : LOGIN_PAGE.user;
    return redirect(`${login}?next=${encodeURIComponent(`${pathname}${search}`)}`, true);
  }
  if (!session.loggedIn) return allow;
  if (session.role === 'user' && isExpertOnly(pathname)) return redirect(DASHBOARD.user);
  if (session.role === 'expert' && matches(pathname, LOGIN_ROUTES)) return redirect(DASHBOARD.expert);
  return allow;
}

/** What the client guard reads from browser storage. */
export interface ClientSession extends ServerSession {
  ownUserId: string | null;
  /** SELECTED_USER_ID of the session (experts) or the user's own id. */
  selectedUserId: string | null;
  transactionAllowed: boolean;
}

/** Pages that act on one investor: an expert must have chosen a client first. */
const CLIENT_PAGES = ['/dashboard/user', '/portfolio/folio-details', '/kyc', '/fds', '/addmodifystepup'];

/** Redirects that need browser storage (selected client, transactionAllowed), run by the client guard hook. */
export function decideClientRoute(
  pathname: string,
  query: Record<string, string | string[] | undefined>,
  s: ClientSession,
): GuardDecision {
  if (!s.loggedIn) return allow;
  const portfolioId = pathname.match(/^\/portfolio\/([^/]+)$/)?.[1];
  const isPortfolioOfId = portfolioId !== undefined && !['listing', 'folio-details'].includes(portfolioId);

  if (s.role === 'user') {
    if (s.selectedUserId && s.ownUserId && s.selectedUserId !== s.ownUserId) {
      return redirect(LOGIN_PAGE.user, true);
    }
    if (isPortfolioOfId && s.ownUserId && portfolioId !== s.ownUserId) {
      return redirect(`/portfolio/${s.ownUserId}`);
    }
  }
  if (s.role === 'expert') {
    const needsClient = matches(pathname, CLIENT_PAGES) || isPortfolioOfId;
    if (needsClient && !s.selectedUserId) return redirect('/select-client');
    if (underPrefix(pathname, '/kyc') && !s.transactionAllowed) {
      return redirect(`${DASHBOARD.expert}?shareAppLink=y`);
    }
  }
  if (underPrefix(pathname, '/portfolio/folio-details') && s.selectedUserId) {
    const asked = query.u ?? query.user_id ?? query.id;
    const askedId = Array.isArray(asked) ? asked[0] : asked;
    if (askedId && askedId !== s.selectedUserId) return redirect(`/portfolio/${s.selectedUserId}`);
  }
  return allow;
}
