import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AccountLogin from '@/components/auth/AccountLogin';
import { readLocal } from '@/utils/storage';
import { at } from '../../mocks/handlers';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';
import { askForOtp, describedBy, enterOtp, mobileInput, otpInput } from './helpers';

setupMockServer();

beforeEach(() => {
  resetRouter();
  localStorage.clear();
  sessionStorage.clear();
});

function renderPage(audience: 'user' | 'expert' = 'user', path = `/account/${audience}`) {
  setRoute(path);
  return { u: userEvent.setup(), ...renderWithProviders(<AccountLogin audience={audience} />) };
}

describe('the login page', () => {
  it('names its canonical address and Open Graph data for a shared link', () => {
    renderPage('expert');
    // React hoists title, meta and link elements into document.head.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/account\/expert$/);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(/\/account\/expert$/);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toMatch(/ \| ZF$/);
  });

  it('is a page with a heading, an explanation and the form inline', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to ZF' })).toBeInTheDocument();
    expect(screen.getByText(/there is no password to remember/)).toBeInTheDocument();
    expect(describedBy(mobileInput())).toContain('We will send a one-time password (OTP) by SMS');
    const mobile = mobileInput();
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('link', { name: 'Expert login' })).toHaveAttribute(
      'href',
      '/account/expert',
    );
  });

  it('keeps digits only in the phone input, at most 10', async () => {
    const { u } = renderPage();
    await u.type(mobileInput(), '98a7-6 5x43210999');
    expect(mobileInput()).toHaveValue('9876543210');
  });

  it.each([
    ['', 'Mobile number cannot be empty'],
    ['12345', 'Not a valid number'],
    ['5123456789', 'Not a valid number'],
  ])('shows the message beside the mobile field for %p', async (mobile, message) => {
    const { u } = renderPage();
    if (mobile) await u.type(mobileInput(), mobile);
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(mobileInput())).toContain(message);
    expect(mobileInput()).toHaveFocus();
  });

  it('checks the name on sign-up: empty, then one word', async () => {
    const { u } = renderPage();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    const name = screen.getByLabelText('Full name');
    await u.type(mobileInput(), '9000000009');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(describedBy(name)).toContain('Name cannot be empty');
    expect(name).toHaveFocus();
    await u.type(name, 'Ravi');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(describedBy(name)).toContain('Please enter your fullname');
  });

  it('goes 1 -> 2 -> 3 and lands on the investor dashboard', async () => {
    const { u, store } = renderPage();
    await askForOtp(u, '9000000001');
    expect(store.getState().auth).toMatchObject({ authStage: 2, otpRequest: true });
    expect(screen.getByText(/to \+91 9000000001/)).toBeInTheDocument();
    expect(otpInput()).toHaveFocus();
    expect(otpInput()).toHaveAttribute('autocomplete', 'one-time-code');

    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/user'));
    await waitFor(() =>
      expect(store.getState().auth).toMatchObject({
        authStage: 3,
        otpRequest: false,
        loggedIn: true,
        name: 'Ravi Kumar',
      }),
    );
    expect(readLocal('user_id')).toBe('u-1');
    expect(readLocal('access-token')).toBeTruthy();
  });

  it("shows 'Incorrect OTP' beside the code, clears otpRequest and lets the person retry", async () => {
    const { u, store } = renderPage();
    await askForOtp(u, '9000000001');
    await enterOtp(u, '999999');
    expect(await screen.findByText('Incorrect OTP')).toBeInTheDocument();
    expect(describedBy(otpInput())).toContain('Incorrect OTP');
    expect(store.getState().auth).toMatchObject({ otpRequest: false, authStage: 2 });
    expect(otpInput()).toHaveValue('');
    expect(otpInput()).toHaveFocus();
    expect(mockRouter.replace).not.toHaveBeenCalled();

    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/user'));
  });

  it('checks the code shape before sending it', async () => {
    const { u } = renderPage();
    await askForOtp(u, '9000000001');
    await enterOtp(u, '12');
    expect(describedBy(otpInput())).toContain('Please enter the 6-digit OTP');
  });

  it('says an unknown number is not registered and offers sign-up with the number kept', async () => {
    const { u } = renderPage();
    await u.type(mobileInput(), '9123456789');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('This mobile number is not registered')).toBeInTheDocument();
    expect(describedBy(mobileInput())).toContain('This mobile number is not registered');
    await u.click(screen.getByRole('button', { name: 'Sign up instead' }));
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveAttribute('aria-pressed', 'true');
    expect(mobileInput()).toHaveValue('9123456789');
  });

  it('signs a new investor up with name and number', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(at('node', '/user/auth/sendotp'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 'success', message: 'OTP sent', resend_in: 30 });
      }),
    );
    const { u } = renderPage();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    await u.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await askForOtp(u, '9000000009');
    expect(bodies[0]).toEqual({ mobile_no: '9000000009', type: 'signup', name: 'Asha Rao' });
    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/user'));
  });

  it('shows a rate-limit answer as given', async () => {
    const message = 'Too many OTP requests. Please try again after 14:32.';
    server.use(
      http.post(at('node', '/user/auth/sendotp'), () =>
        HttpResponse.json({ status: 'failed', message }, { status: 429 }),
      ),
    );
    const { u } = renderPage();
    await u.type(mobileInput(), '9000000001');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the buttons busy while a call is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(at('node', '/user/auth/sendotp'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ status: 'success', message: 'OTP sent', resend_in: 30 });
      }),
    );
    const { u } = renderPage();
    await u.type(mobileInput(), '9000000001');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    const busy = await screen.findByRole('button', { name: /Get OTP/ });
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('OTP sent')).toBeInTheDocument();
  });

  it('goes back to the number with "Change number", keeping it', async () => {
    const { u, store } = renderPage();
    await askForOtp(u, '9000000001');
    await u.click(screen.getByRole('button', { name: 'Change number' }));
    expect(store.getState().auth).toMatchObject({ authStage: 1, otpRequest: false });
    expect(mobileInput()).toHaveValue('9000000001');
    expect(mobileInput()).toHaveFocus();
  });
});

describe('next= after login', () => {
  it('returns to a same-site page', async () => {
    const { u } = renderPage('user', '/account/user?next=%2Fkyc%2Fbank_details%3Fa%3D1');
    await askForOtp(u, '9000000001');
    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/kyc/bank_details?a=1'));
  });

  it.each(['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)'])(
    'ignores %p and goes to the dashboard',
    async (next) => {
      const { u } = renderPage('user', `/account/user?next=${encodeURIComponent(next)}`);
      await askForOtp(u, '9000000001');
      await enterOtp(u, '123456');
      await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/user'));
      expect(mockRouter.replace).toHaveBeenCalledTimes(1);
    },
  );
});

describe('the advisor login page', () => {
  it('logs an expert in and lands on the expert dashboard', async () => {
    const { u } = renderPage('expert');
    expect(screen.getByRole('heading', { level: 1, name: 'Expert login' })).toBeInTheDocument();
    await askForOtp(u, '9000000101');
    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert'));
    expect(readLocal('expertId')).toBe('e-1');
  });

  it('signs an advisor up through the expert verification, with an unticked WhatsApp box', async () => {
    const puts: Record<string, unknown>[] = [];
    server.use(
      http.put(at('node', '/user/auth/expert/verifyotp'), async ({ request }) => {
        puts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          status: 'success',
          id: 'u-50',
          name: 'Kavita Shah',
          role: ['expert'],
          token: 'tok-50',
          expert: { id: 'e-50', arn_status: 'pending' },
        });
      }),
    );
    const { u } = renderPage('expert');
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    const optin = screen.getByRole('checkbox', { name: /updates on WhatsApp/ });
    expect(optin).not.toBeChecked();
    await u.type(screen.getByLabelText('Full name'), 'Kavita Shah');
    await askForOtp(u, '9000000222');
    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard/expert'));
    expect(puts[0]).toMatchObject({
      mobile_no: '9000000222',
      name: 'Kavita Shah',
      otp: '123456',
      status: 'signup',
      optin: false,
    });
    expect(readLocal('access-token')).toBe('tok-50');
  });

  it('opens the expert-claim modal at the ARN stage', async () => {
    const { u, store } = renderPage('expert');
    await u.click(screen.getByRole('button', { name: 'Claim your profile' }));
    expect(store.getState().ui.expertClaimModal).toEqual({ open: true, step: 'arn' });
  });
});

describe('?token= from the mobile app', () => {
  /** Answers token-info with `holder` (or a refusal) and records every exchange of the token. */
  function tokenServer(holder: { name: string | null; role: string } | null) {
    const exchanged: unknown[] = [];
    const asked: unknown[] = [];
    server.use(
      http.post(at('node', '/user/auth/token-info'), async ({ request }) => {
        asked.push(await request.json());
        return holder
          ? HttpResponse.json({ status: 'success', data: holder })
          : HttpResponse.json({ status: 'failed', message: 'This login link has expired. Please log in again.' }, { status: 400 });
      }),
      http.post(at('node', '/user/auth/verifybytoken'), async ({ request }) => {
        exchanged.push(await request.json());
        return HttpResponse.json({
          status: 'success',
          token: {
            access_token: 'acc-app',
            refresh_token: 'ref-app',
            roke: 'user',
            user: { id: 'u-1', name: 'Ravi Kumar', role: ['user'] },
          },
        });
      }),
    );
    return { exchanged, asked };
  }

  it('asks "Continue as …?" first and exchanges the token only on Continue', async () => {
    const calls = tokenServer({ name: 'Ravi K.', role: 'user' });
    const { u, store } = renderPage('user', '/account/user?token=one-time-1&next=%2Fportfolio');
    expect(await screen.findByText('Continue as Ravi K.?')).toBeInTheDocument();
    expect(calls.asked).toEqual([{ token: 'one-time-1' }]);
    expect(calls.exchanged).toEqual([]);
    expect(store.getState().auth.loggedIn).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/portfolio'));
    expect(calls.exchanged).toEqual([{ token: 'one-time-1' }]);
    expect(readLocal('access-token')).toBe('acc-app');
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
  });

  it('on "Not me", leaves the visitor logged out and takes the token out of the address', async () => {
    const calls = tokenServer({ name: 'Ravi K.', role: 'user' });
    const { u, store } = renderPage('user', '/account/user?token=one-time-1&next=%2Fportfolio');
    await u.click(await screen.findByRole('button', { name: 'Not me' }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/account/user?next=%2Fportfolio', undefined, { shallow: true });
    expect(screen.queryByText('Continue as Ravi K.?')).not.toBeInTheDocument();
    expect(calls.exchanged).toEqual([]);
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(readLocal('access-token')).toBeNull();
    expect(mobileInput()).toBeEnabled();
  });

  it('asks without a name when the account has none', async () => {
    tokenServer({ name: null, role: 'expert' });
    renderPage('expert', '/account/expert?token=one-time-2');
    expect(await screen.findByText('Continue with this login link?')).toBeInTheDocument();
  });

  it('says so when the token is refused, leaving the form usable', async () => {
    const calls = tokenServer(null);
    renderPage('user', '/account/user?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(/login link has expired/);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(calls.exchanged).toEqual([]);
    expect(mobileInput()).toBeEnabled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('says so when the exchange fails after Continue', async () => {
    tokenServer({ name: 'Ravi K.', role: 'user' });
    server.use(
      http.post(at('node', '/user/auth/verifybytoken'), () =>
        HttpResponse.json({ status: 'failed', message: 'Invalid token' }, { status: 400 }),
      ),
    );
    const { u } = renderPage('user', '/account/user?token=one-time-3');
    await u.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/login link has expired/);
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});
