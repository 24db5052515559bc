import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SideMenu, { type SideMenuProps } from '@/components/layout/SideMenu';
import {
  groupForPath,
  isLinkActive,
  sideMenuEntries,
  sideMenuVisible,
  toggleGroup,
} from '@/components/layout/sideMenu';
import { renderWithProviders } from '../../support/render';

const expert: SideMenuProps['session'] = {
  loggedIn: true,
  role: 'expert',
  merchantId: null,
  currentLoggedIn: false,
  rm: null,
};

const labels = (ctx: Parameters<typeof sideMenuEntries>[0]) =>
  sideMenuEntries(ctx).map((e) => (e.kind === 'link' ? e.label : `[${e.label}]`));

describe('side menu definition', () => {
  it('lists the base items and both groups for a plain expert', () => {
    expect(labels({ merchantId: null, currentLoggedIn: false })).toEqual([
      'Dashboard',
      'Products',
      'Clients',
      'Portfolio',
      'Order Book',
      'SIPs and mandates',
      'Calculators',
      'Commissions',
      '[Analytics]',
      '[Pro Zone]',
    ]);
  });

  it('adds All Agents and New Sales with the merchant id only when one is stored', () => {
    const entries = sideMenuEntries({ merchantId: 'M 42', currentLoggedIn: false });
    const hrefs = entries.flatMap((e) => (e.kind === 'link' ? [e.href] : []));
    expect(hrefs).toContain('/agentlist?id=M%2042');
    expect(hrefs).toContain('/newsales?id=M%2042');
    expect(labels({ merchantId: '', currentLoggedIn: false })).not.toContain('All Agents');
  });

  it('adds Select Expert only when the current-login flag is set', () => {
    expect(labels({ merchantId: null, currentLoggedIn: true })).toContain('Select Expert');
    expect(labels({ merchantId: null, currentLoggedIn: false })).not.toContain('Select Expert');
  });

  it('is visible only to logged-in experts', () => {
    expect(sideMenuVisible({ loggedIn: true, role: 'expert' })).toBe(true);
    expect(sideMenuVisible({ loggedIn: true, role: 'user' })).toBe(false);
    expect(sideMenuVisible({ loggedIn: false, role: null })).toBe(false);
  });

  it('marks Products active on its own page and on fund pages', () => {
    const products = sideMenuEntries({ merchantId: null, currentLoggedIn: false })[1];
    if (products.kind !== 'link') throw new Error('Products should be a link');
    expect(isLinkActive('/dashboard/user', products)).toBe(true);
    expect(isLinkActive('/mutual-funds', products)).toBe(true);
    expect(isLinkActive('/mutual-funds/some-fund-direct-growth', products)).toBe(true);
    expect(isLinkActive('/mutual-fundsx', products)).toBe(false);
    expect(isLinkActive('/dashboard/expert', products)).toBe(false);
  });

  it('opens groups exclusively and auto-expands Analytics on analytics paths', () => {
    expect(toggleGroup(null, 'analytics')).toBe('analytics');
    expect(toggleGroup('analytics', 'prozone')).toBe('prozone');
    expect(toggleGroup('prozone', 'prozone')).toBeNull();
    expect(groupForPath('/advisor-analytics/sips')).toBe('analytics');
    expect(groupForPath('/advisor-analytics')).toBe('analytics');
    expect(groupForPath('/dashboard/expert')).toBeNull();
  });
});

describe('<SideMenu>', () => {
  it('renders nothing for logged-out visitors and for investors', () => {
    const { container, rerender } = renderWithProviders(
      <SideMenu session={{ ...expert, loggedIn: false, role: null }} pathname="/" />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<SideMenu session={{ ...expert, role: 'user' }} pathname="/dashboard/user" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the merchant and RM items by their rules', () => {
    renderWithProviders(
      <SideMenu
        session={{ ...expert, merchantId: '77', currentLoggedIn: true }}
        pathname="/dashboard/expert"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Expert menu' });
    expect(within(nav).getByRole('link', { name: 'All Agents' })).toHaveAttribute(
      'href',
      '/agentlist?id=77',
    );
    expect(within(nav).getByRole('link', { name: 'New Sales' })).toHaveAttribute(
      'href',
      '/newsales?id=77',
    );
    expect(within(nav).getByRole('link', { name: 'Select Expert' })).toHaveAttribute(
      'href',
      '/select-expert',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('expands Analytics and Pro Zone exclusively', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SideMenu session={expert} pathname="/dashboard/expert" />);
    const analytics = screen.getByRole('button', { name: 'Analytics' });
    const prozone = screen.getByRole('button', { name: 'Pro Zone' });
    expect(analytics).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'AUM' })).not.toBeInTheDocument();

    await user.click(analytics);
    expect(analytics).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'AUM' })).toHaveAttribute(
      'href',
      '/advisor-analytics/aum',
    );

    await user.click(prozone);
    expect(prozone).toHaveAttribute('aria-expanded', 'true');
    expect(analytics).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'AUM' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Birthday' })).toHaveAttribute(
      'href',
      '/prozone/birthday',
    );

    await user.click(prozone);
    expect(prozone).toHaveAttribute('aria-expanded', 'false');
  });

  it('auto-expands Analytics on an analytics path, also after navigating there', () => {
    const { rerender } = renderWithProviders(<SideMenu session={expert} pathname="/dashboard/expert" />);
    expect(screen.getByRole('button', { name: 'Analytics' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    rerender(<SideMenu session={expert} pathname="/advisor-analytics/transactions" />);
    expect(screen.getByRole('button', { name: 'Analytics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the relationship-manager card only when both name and mobile are stored', () => {
    const { rerender } = renderWithProviders(<SideMenu session={expert} pathname="/dashboard/expert" />);
    expect(screen.queryByText('Your relationship manager')).not.toBeInTheDocument();
    rerender(
      <SideMenu
        session={{ ...expert, rm: { name: 'Kavita Singh', mobile: '9876543210' } }}
        pathname="/dashboard/expert"
      />,
    );
    expect(screen.getByText('Kavita Singh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /9876543210/ })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
  });
});
