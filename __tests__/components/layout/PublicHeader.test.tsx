import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getBrowserStore } from '@/components/app/StoreProvider';
import PublicHeader from '@/components/layout/PublicHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import { getShellState, resetShellState } from '@/components/layout/shellStore';
import { loginSucceeded } from '@/store/authSlice';
import { activeCartChanged } from '@/store/cartSlice';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';

// Logout asks the backend to revoke the session before clearing the browser's copy.
setupMockServer();

const user: ShellSession = {
  ...LOGGED_OUT,
  loggedIn: true,
  role: 'user',
  name: 'Aishwarya Ramakrishnan',
  id: '123',
};
const expert: ShellSession = {
  ...LOGGED_OUT,
  loggedIn: true,
  role: 'expert',
  name: 'Ravi Kumar',
  id: '101',
  expertCode: 'ARN-9999',
};

beforeEach(() => {
  resetRouter();
  resetShellState();
  localStorage.clear();
  sessionStorage.clear();
});

describe('PublicHeader links', () => {
  it('points the logo by session and role', () => {
    const { rerender } = renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    expect(screen.getByRole('link', { name: 'ZF home' })).toHaveAttribute('href', '/');
    rerender(<PublicHeader session={user} />);
    expect(screen.getByRole('link', { name: 'ZF home' })).toHaveAttribute(
      'href',
      '/dashboard/user',
    );
    rerender(<PublicHeader session={expert} />);
    expect(screen.getByRole('link', { name: 'ZF home' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
  });

  it('has About and Contact in the main navigation, and a Login link only when logged out', () => {
    const { rerender } = renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/user');
    rerender(<PublicHeader session={user} />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('points the profile icon at its three targets', () => {
    const { rerender } = renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    expect(screen.getByRole('link', { name: 'Expert login' })).toHaveAttribute(
      'href',
      '/account/expert',
    );
    rerender(<PublicHeader session={expert} />);
    expect(screen.getByRole('link', { name: 'Expert dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
    rerender(<PublicHeader session={user} />);
    expect(screen.getByRole('link', { name: 'Your public profile' })).toHaveAttribute(
      'href',
      '/users/aishwarya-ramakrishnan-123',
    );
  });

  it('shows the cart icon only to an expert with a selected client', () => {
    const { rerender } = renderWithProviders(
      <PublicHeader session={{ ...expert, selectedClientId: '55' }} />,
    );
    expect(screen.getByRole('link', { name: 'Cart of the selected client' })).toHaveAttribute(
      'href',
      '/cart/summary?u=55',
    );
    rerender(<PublicHeader session={expert} />);
    expect(
      screen.queryByRole('link', { name: 'Cart of the selected client' }),
    ).not.toBeInTheDocument();
    rerender(<PublicHeader session={{ ...user, selectedClientId: '123' }} />);
    expect(
      screen.queryByRole('link', { name: 'Cart of the selected client' }),
    ).not.toBeInTheDocument();
  });

  it('has a search form that GETs /search?q=', () => {
    renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    // Server-rendered as a plain search box; the suggestions combobox is fetched once it gets the focus.
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
  });

  it("sets the shell's language from the language picker", async () => {
    const u = userEvent.setup();
    renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['en', 'hi', 'gu', 'mh', 'pj']);
    await u.selectOptions(picker, 'gu');
    expect(getShellState().lang).toBe('gu');
    expect(picker).toHaveValue('gu');
  });

  it('opens the menu drawer with the main links and closes it with Escape', async () => {
    const u = userEvent.setup();
    renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await u.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Mutual Funds' })).toHaveAttribute(
      'href',
      '/mutual-funds',
    );
    expect(within(drawer).getByRole('link', { name: 'Calculators' })).toHaveAttribute(
      'href',
      '/calculators',
    );
    expect(within(drawer).getByRole('link', { name: 'Become ZF Expert' })).toHaveAttribute(
      'href',
      '/mutual-fund-distributor',
    );
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('offers the language picker inside the drawer too, for phones', async () => {
    const u = userEvent.setup();
    renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await u.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'hi');
    expect(getShellState().lang).toBe('hi');
  });

  it('has a search icon link for phones', () => {
    renderWithProviders(<PublicHeader session={LOGGED_OUT} />);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
  });

  it('leaves Become ZF Expert out of the drawer when the business offer is hidden', async () => {
    const u = userEvent.setup();
    renderWithProviders(<PublicHeader session={LOGGED_OUT} hideBusiness />);
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Videos' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Become ZF Expert' })).toBeNull();
  });
});

describe('PublicHeader name menu', () => {
  it('cuts the name to 12 characters plus an ellipsis and keeps short names whole', async () => {
    const { rerender } = renderWithProviders(<PublicHeader session={user} />);
    const button = await screen.findByRole('button', { name: 'Aishwarya Ra...' });
    expect(button).toHaveAttribute('title', 'Aishwarya Ramakrishnan');
    rerender(<PublicHeader session={{ ...user, name: 'Asha Rao' }} />);
    expect(screen.getByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
  });

  it('offers Profile to the role dashboard and closes on Escape', async () => {
    const u = userEvent.setup();
    renderWithProviders(<PublicHeader session={expert} />);
    const button = await screen.findByRole('button', { name: 'Ravi Kumar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('logout confirmation', () => {
  function storeSession() {
    localStorage.setItem('access-token', 'tok');
    localStorage.setItem('role', '["user"]');
    localStorage.setItem('user_id', '123');
    sessionStorage.setItem('SELECTED_USER_ID', '123');
  }

  async function openConfirm() {
    const u = userEvent.setup();
    // The tab's store: the header's cart badge and the logout use it (the header itself carries no store).
    const rendered = renderWithProviders(<PublicHeader session={user} />, { store: getBrowserStore() });
    act(() => {
      rendered.store.dispatch(loginSucceeded({ id: '123', name: 'Aishwarya', role: ['user'] }));
      rendered.store.dispatch(
        activeCartChanged({ cart_type: 'purchase', cart_count: 2, cart_amount: 500, navigation: null }),
      );
    });
    await u.click(await screen.findByRole('button', { name: 'Aishwarya Ra...' }));
    await u.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout?' });
    return { u, dialog, ...rendered };
  }

  it('asks before logging out, and Cancel keeps the session', async () => {
    storeSession();
    const { u, dialog, store } = await openConfirm();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await u.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('access-token')).toBe('tok');
    expect(store.getState().auth.loggedIn).toBe(true);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('Logout clears storage and the store and goes to /', async () => {
    storeSession();
    const { u, dialog, store } = await openConfirm();
    await u.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(sessionStorage.getItem('SELECTED_USER_ID')).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().cart.activeCart).toBeNull();
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Escape closes the question like Cancel', async () => {
    storeSession();
    const { u } = await openConfirm();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('access-token')).toBe('tok');
    expect(screen.getByRole('button', { name: 'Aishwarya Ra...' })).toHaveFocus();
  });
});
