import { act } from '@testing-library/react';
import LoginRequestRedirect from '@/components/auth/LoginRequestRedirect';
import { loginRequested } from '@/store/uiSlice';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';

beforeEach(() => {
  resetRouter();
  localStorage.clear();
});

describe('outside-triggered login flags', () => {
  it.each([
    ['expert', '/account/expert?next=%2Fmutual-funds%2Fdemo-fund'],
    ['user', '/account/user?next=%2Fmutual-funds%2Fdemo-fund'],
  ] as const)('sends a logged-out visitor to the %s login and back', (role, target) => {
    setRoute('/mutual-funds/demo-fund');
    const { store } = renderWithProviders(<LoginRequestRedirect />);
    act(() => {
      store.dispatch(loginRequested(role));
    });
    expect(mockRouter.push).toHaveBeenCalledWith(target);
    expect(store.getState().ui.loginRequest).toBeNull();
  });

  it('only drops the flag for someone already logged in', () => {
    localStorage.setItem('access-token', 'tok');
    localStorage.setItem('role', '["user"]');
    const { store } = renderWithProviders(<LoginRequestRedirect />);
    act(() => {
      store.dispatch(loginRequested('user'));
    });
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(store.getState().ui.loginRequest).toBeNull();
  });
});
