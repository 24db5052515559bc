import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getBrowserStore } from '@/components/app/StoreProvider';
import AuthModalHost from '@/components/auth/AuthModalHost';
import AppLayout from '@/components/layout/AppLayout';
import { loggedOut } from '@/store/events';
import { authModalClosed, authModalOpened } from '@/store/uiSlice';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';
import { askForOtp, enterOtp } from './helpers';

setupMockServer();

beforeEach(() => {
  resetRouter();
  setRoute('/mutual-funds');
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
  // The tab's one store, as in the app: the header learns of a login or logout through it. Each test starts with
  // it logged out and its modal closed.
  getBrowserStore().dispatch(loggedOut());
  getBrowserStore().dispatch(authModalClosed());
});

function renderApp() {
  const u = userEvent.setup();
  const rendered = renderWithProviders(
    <>
      <AppLayout>
        <p>fund list</p>
      </AppLayout>
      <AuthModalHost />
    </>,
    { store: getBrowserStore() },
  );
  return { u, ...rendered };
}

describe('the auth modal', () => {
  it('opens from outside as login, locks scrolling, and closes back to signup', async () => {
    const { u, store } = renderApp();
    act(() => {
      store.dispatch(authModalOpened('login'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in to ZF' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(store.getState().ui.authModal).toEqual({ open: false, variant: 'signup' });
  });

  it('opens as signup by default and switches variant inside', async () => {
    const { u, store } = renderApp();
    act(() => {
      store.dispatch(authModalOpened());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up to ZF' });
    expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in to ZF' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('does not open, nor lock scrolling, for someone holding a token', () => {
    localStorage.setItem('access-token', 'tok');
    localStorage.setItem('role', '["user"]');
    const { store } = renderApp();
    act(() => {
      store.dispatch(authModalOpened('login'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
    expect(store.getState().ui.authModal.open).toBe(false);
  });

  it('logs in through stages 1-3, closes, and the header shows the cut name', async () => {
    server.use(
      http.post(at('node', '/user/auth/verifyotp'), () => {
        const { accessToken, refreshToken } = mockSession.start();
        return HttpResponse.json(
          {
            status: 'success',
            id: 'u-7',
            name: 'Aishwarya Ramakrishnan',
            role: ['user'],
            mobile_no: '9000000001',
          },
          { headers: { 'access-token': accessToken, 'refresh-token': refreshToken, roke: 'user' } },
        );
      }),
    );
    const { u, store } = renderApp();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      store.dispatch(authModalOpened('login'));
    });
    await askForOtp(u, '9000000001');
    expect(store.getState().auth.authStage).toBe(2);
    await enterOtp(u, '123456');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().auth).toMatchObject({
      authStage: 3,
      otpRequest: false,
      loggedIn: true,
    });
    const menu = await screen.findByRole('button', { name: 'Aishwarya Ra...' });
    expect(menu).toHaveAttribute('title', 'Aishwarya Ramakrishnan');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // The modal keeps the visitor where they were.
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('logs out from the header: the backend is told, storage cleared, Login back', async () => {
    const logouts: string[] = [];
    server.use(
      http.post(at('node', '/user/auth/logout'), ({ request }) => {
        logouts.push(request.headers.get('access-token') ?? '');
        return HttpResponse.json({ status: 'success', message: 'Logged out' });
      }),
    );
    const { u, store } = renderApp();
    act(() => {
      store.dispatch(authModalOpened('login'));
    });
    await askForOtp(u, '9000000001');
    await enterOtp(u, '123456');
    const token = mockSession.tokens.accessToken;

    await u.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
    await u.click(screen.getByRole('button', { name: 'Logout' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Logout?' });
    await u.click(within(confirm).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(logouts).toEqual([token]);
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
