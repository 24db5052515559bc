import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertHeader from '@/components/layout/ExpertHeader';
import { LOGGED_OUT, type ShellSession } from '@/components/layout/session';
import { activeCartChanged, cartsLoaded, type ActiveCart } from '@/store/cartSlice';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';

const expert: ShellSession = {
  ...LOGGED_OUT,
  loggedIn: true,
  role: 'expert',
  name: 'ravi Kumar',
  id: '101',
  expertCode: 'ARN-9999',
};
const user: ShellSession = { ...LOGGED_OUT, loggedIn: true, role: 'user', name: 'Asha', id: '7' };

beforeEach(() => {
  resetRouter();
  localStorage.clear();
});

function cart(
  cart_type: string,
  navigation: Partial<ActiveCart['navigation']> & object,
  cart_count = 3,
): ActiveCart {
  return { cart_type, cart_count, cart_amount: 1000, navigation: { cart_type, ...navigation } };
}

describe('ExpertHeader', () => {
  it('is hidden when the query has noHeader', () => {
    setRoute('/dashboard/expert?noHeader=true');
    const { container } = renderWithProviders(<ExpertHeader session={expert} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a Login button to /dashboard/expert when logged out, and no avatar', () => {
    renderWithProviders(<ExpertHeader session={LOGGED_OUT} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('gives experts Account Settings with their name and expert code, and Log Out', async () => {
    const u = userEvent.setup();
    renderWithProviders(<ExpertHeader session={expert} />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await u.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/expert-profile/profile',
    );
    expect(screen.getByText('ravi Kumar')).toBeVisible();
    expect(screen.getByText('Expert code: ARN-9999')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('gives users Home and Log Out, without expert details', async () => {
    const u = userEvent.setup();
    renderWithProviders(<ExpertHeader session={user} />);
    await u.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/user');
    expect(screen.queryByRole('link', { name: 'Account Settings' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Expert code/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm Logout?' })).toBeInTheDocument();
  });

  describe('with avatar storage configured', () => {
    const before = process.env.NEXT_PUBLIC_AVATAR_BASE_URL;
    beforeEach(() => {
      process.env.NEXT_PUBLIC_AVATAR_BASE_URL = '/avatars';
    });
    afterEach(() => {
      process.env.NEXT_PUBLIC_AVATAR_BASE_URL = before;
    });

    it('loads the avatar from public storage by id, shows the initial letter when it fails, and does not ask again', () => {
      const first = renderWithProviders(<ExpertHeader session={expert} />);
      const avatar = screen.getByRole('button', { name: 'Account menu' });
      const img = avatar.querySelector('img');
      expect(img).not.toBeNull();
      expect(img?.getAttribute('src')).toMatch(/^(http:\/\/localhost)?\/avatars\/101\.png$/);
      expect(within(avatar).queryByTestId('avatar-initial')).toBeNull();
      fireEvent.error(img as HTMLImageElement);
      expect(avatar.querySelector('img')).toBeNull();
      expect(within(avatar).getByTestId('avatar-initial')).toHaveTextContent('R');
      // The next page's header: the missing image is not asked for again.
      first.unmount();
      renderWithProviders(<ExpertHeader session={expert} />);
      expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('img')).toBeNull();
    });
  });

  it('asks for no avatar image when no avatar storage is configured (no 404 on every page): the initial shows', () => {
    delete process.env.NEXT_PUBLIC_AVATAR_BASE_URL;
    renderWithProviders(<ExpertHeader session={{ ...expert, id: '102' }} />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar.querySelector('img')).toBeNull();
    expect(within(avatar).getByTestId('avatar-initial')).toHaveTextContent('R');
  });
});

describe('ExpertHeader cart button', () => {
  // An advisor's cart is the selected client's.
  const forClient: ShellSession = { ...expert, selectedClientId: 'c-1' };

  it("counts nothing when no client is selected, or when the stored cart is another client's", () => {
    const { store, rerender } = renderWithProviders(<ExpertHeader session={expert} />);
    act(() => store.dispatch(activeCartChanged(cart('purchase', { collection_id: 'c9' }, 3))));
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    act(() => store.dispatch(cartsLoaded({ carts: store.getState().cart.allCarts, userId: 'c-2' })));
    rerender(<ExpertHeader session={forClient} />);
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    act(() => store.dispatch(cartsLoaded({ carts: store.getState().cart.allCarts, userId: 'c-1' })));
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows the count badge from the active cart', () => {
    const { store } = renderWithProviders(<ExpertHeader session={forClient} />);
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    act(() => store.dispatch(activeCartChanged(cart('purchase', { collection_id: 'c9' }, 4))));
    const button = screen.getByRole('button', { name: 'Cart, 4 items' });
    expect(button).toHaveTextContent('4');
  });

  it.each([
    ['purchase', { collection_id: 'c9' }, '/cart/summary?cid=c9&u=c-1'],
    ['new_stepup', { collection_id: 'c10' }, '/cart/summary?cid=c10&u=c-1'],
    ['redemption', { session_id: 's1' }, '/portfolio/redeem/summary?s=s1'],
    ['stp', { session_id: 's2' }, '/portfolio/stp/summary?s=s2'],
    ['swp', { session_id: 's3' }, '/portfolio/swp/summary?s=s3'],
    ['switch', { session_id: 's4' }, '/portfolio/switch/summary?s=s4'],
  ])('opens a %s cart at its summary', async (type, navigation, href) => {
    const u = userEvent.setup();
    const { store } = renderWithProviders(<ExpertHeader session={forClient} />);
    act(() => store.dispatch(activeCartChanged(cart(type, navigation))));
    await u.click(await screen.findByRole('button', { name: 'Cart, 3 items' }));
    expect(mockRouter.push).toHaveBeenCalledWith(href);
  });

  it('logs and stays for an old-type cart without a session id', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const u = userEvent.setup();
    const { store } = renderWithProviders(<ExpertHeader session={forClient} />);
    act(() => store.dispatch(activeCartChanged(cart('redemption', {}))));
    await u.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(warn).toHaveBeenCalledWith('No session ID available for viewing');
    expect(mockRouter.push).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
