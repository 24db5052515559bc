// The expert side menu as plain data plus its visibility rules, so both can be tested
// without rendering anything.

export interface MenuLink {
  kind: 'link';
  label: string;
  href: string;
  /** Extra path prefixes on which this item counts as the current page. */
  activeOn?: string[];
}

export type MenuGroupId = 'analytics' | 'prozone';

export interface MenuGroup {
  kind: 'group';
  id: MenuGroupId;
  label: string;
  /** Paths under which the group opens by itself. */
  basePath: string;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface SideMenuContext {
  merchantId: string | null;
  /** Set when a relationship manager acts for experts: offers 'Select Expert'. */
  currentLoggedIn: boolean;
}

/** Hidden for logged-out visitors and for investors (role user). */
export function sideMenuVisible(session: {
  loggedIn: boolean;
  role: 'user' | 'expert' | null;
}): boolean {
  return session.loggedIn && session.role === 'expert';
}

const link = (label: string, href: string, activeOn?: string[]): MenuLink => ({
  kind: 'link',
  label,
  href,
  activeOn,
});

export function sideMenuEntries({ merchantId, currentLoggedIn }: SideMenuContext): MenuEntry[] {
  const entries: MenuEntry[] = [
    link('Dashboard', '/dashboard/expert'),
    link('Products', '/dashboard/user', ['/mutual-funds']),
    link('Clients', '/select-client'),
    link('Portfolio', '/portfolio/listing'),
    link('Order Book', '/distributor/order-book'),
    link('SIPs and mandates', '/distributor/sips'),
    link('Calculators', '/calculators'),
    link('Commissions', '/advisor-analytics/commissions'),
  ];
  if (merchantId) {
    const id = encodeURIComponent(merchantId);
    entries.push(link('All Agents', `/agentlist?id=${id}`));
    entries.push(link('New Sales', `/newsales?id=${id}`));
  }
  if (currentLoggedIn) entries.push(link('Select Expert', '/select-expert'));
  entries.push(
    {
      kind: 'group',
      id: 'analytics',
      label: 'Analytics',
      basePath: '/advisor-analytics',
      items: [
        link('Overview', '/advisor-analytics'),
        link('AUM', '/advisor-analytics/aum'),
        link('SIPs', '/advisor-analytics/sips'),
        link('Clients', '/advisor-analytics/clients'),
        link('Transactions', '/advisor-analytics/transactions'),
      ],
    },
    {
      kind: 'group',
      id: 'prozone',
      label: 'Pro Zone',
      basePath: '/prozone',
      items: [
        link('Home', '/prozone'),
        link('Birthday', '/prozone/birthday'),
        link('Banners', '/prozone/banners'),
      ],
    },
  );
  return entries;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Exact match on the link's path, or anywhere under one of its extra prefixes. */
export function isLinkActive(pathname: string, item: MenuLink): boolean {
  const path = item.href.split('?')[0];
  return pathname === path || (item.activeOn ?? []).some((p) => under(pathname, p));
}

/** The group that opens by itself on this path (the spec: Analytics on analytics paths). */
export function groupForPath(pathname: string): MenuGroupId | null {
  if (under(pathname, '/advisor-analytics')) return 'analytics';
  if (under(pathname, '/prozone')) return 'prozone';
  return null;
}

/** Groups expand exclusively: opening one closes the other; toggling the open one closes it. */
export function toggleGroup(open: MenuGroupId | null, clicked: MenuGroupId): MenuGroupId | null {
  return open === clicked ? null : clicked;
}
