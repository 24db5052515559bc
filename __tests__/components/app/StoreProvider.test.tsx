// The store outside the shell: one store per tab, made by the first page or widget that needs it, which tells the
// shell when the session changes inside it, and follows a session the shell ends.
import { render, screen } from '@testing-library/react';
import StoreProvider, { getBrowserStore, withStore } from '@/components/app/StoreProvider';
import { endSession, SESSION_CHANGED_EVENT } from '@/components/layout/session';
import { resetShellState } from '@/components/layout/shellStore';
import { loginSucceeded } from '@/store/authSlice';
import { activeCartChanged } from '@/store/cartSlice';
import { loggedOut } from '@/store/events';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { writeLocal } from '@/utils/storage';
import { renderWithProviders } from '../../support/render';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetShellState();
  getBrowserStore().dispatch(loggedOut());
});

function StoreName({ label }: { label: string }) {
  const store = useAppStore();
  const name = useAppSelector((s) => s.auth.name);
  return <p data-testid={label} data-tab-store={String(store === getBrowserStore())}>{name ?? 'nobody'}</p>;
}
const Widget = withStore(StoreName);

function countSessionChanges() {
  const seen = { count: 0 };
  const count = () => seen.count++;
  window.addEventListener(SESSION_CHANGED_EVENT, count);
  return { seen, stop: () => window.removeEventListener(SESSION_CHANGED_EVENT, count) };
}

describe('StoreProvider and withStore', () => {
  it('give two separate widgets the one store of the tab', () => {
    render(
      <>
        <Widget label="a" />
        <StoreProvider>
          <StoreName label="b" />
        </StoreProvider>
      </>,
    );
    expect(screen.getByTestId('a')).toHaveAttribute('data-tab-store', 'true');
    expect(screen.getByTestId('b')).toHaveAttribute('data-tab-store', 'true');
  });

  it('use the store of a provider above them', () => {
    const { store } = renderWithProviders(<Widget label="a" />);
    expect(store).not.toBe(getBrowserStore());
    expect(screen.getByTestId('a')).toHaveAttribute('data-tab-store', 'false');
  });
});

describe("the tab's store and the shell's session", () => {
  it('announces a login and a logout made in the store, once each', () => {
    const { seen, stop } = countSessionChanges();
    const store = getBrowserStore();
    store.dispatch(loginSucceeded({ id: 'u-7', name: 'Ravi Kumar', role: ['user'] }));
    expect(seen.count).toBe(1);
    // Other changes are not session changes.
    store.dispatch(activeCartChanged({ cart_type: 'purchase', cart_count: 1, cart_amount: 100, navigation: null }));
    expect(seen.count).toBe(1);
    store.dispatch(loggedOut());
    expect(seen.count).toBe(2);
    stop();
  });

  it('is reset when the shell ends the session (route guard, expired session), with storage cleared', () => {
    const store = getBrowserStore();
    store.dispatch(loginSucceeded({ id: 'u-7', name: 'Ravi Kumar', role: ['user'] }));
    store.dispatch(activeCartChanged({ cart_type: 'purchase', cart_count: 2, cart_amount: 500, navigation: null }));
    writeLocal('access-token', 'tok');
    endSession();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().cart.activeCart).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
  });
});
