import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertClaimModal from '@/components/auth/ExpertClaimModal';
import { expertClaimOpened } from '@/store/uiSlice';
import { readLocal } from '@/utils/storage';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';
import { describedBy, enterOtp, otpInput } from './helpers';

setupMockServer();

beforeEach(() => {
  resetRouter();
  localStorage.clear();
});

function open() {
  const u = userEvent.setup();
  const rendered = renderWithProviders(<ExpertClaimModal />);
  act(() => {
    rendered.store.dispatch(expertClaimOpened());
  });
  return { u, ...rendered };
}

const arnInput = () => screen.getByLabelText('Your ARN');
const listingCodeInput = () => screen.getByLabelText('Enter the 6-digit code sent to the listing’s number');

async function findProfile(u: ReturnType<typeof userEvent.setup>, arn: string) {
  await u.type(arnInput(), arn);
  await u.click(screen.getByRole('button', { name: 'Find my profile' }));
}

describe('the expert-claim modal', () => {
  it('checks the ARN and says when no profile has it', async () => {
    const { u } = open();
    expect(screen.getByRole('dialog', { name: 'Claim your expert profile' })).toBeInTheDocument();
    await findProfile(u, '12');
    expect(describedBy(arnInput())).toContain('Please enter a valid ARN');
    await u.clear(arnInput());
    await findProfile(u, '000000');
    expect(await screen.findByText('No expert found with this ARN')).toBeInTheDocument();
  });

  it('resets to the ARN stage when closed at a later step', async () => {
    const { u, store } = open();
    await findProfile(u, 'ARN-654321');
    await screen.findByRole('dialog', { name: 'Confirm your details' });
    expect(store.getState().ui.expertClaimModal.step).toBe('details');

    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().ui.expertClaimModal).toEqual({ open: false, step: 'arn' });
    act(() => {
      store.dispatch(expertClaimOpened());
    });
    expect(screen.getByRole('dialog', { name: 'Claim your expert profile' })).toBeInTheDocument();
    expect(arnInput()).toHaveValue('');
  });

  it('starts with the ARN of the listing it was opened from, and looks it up only when asked', async () => {
    const lookups: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/user/expert/arn/')) lookups.push(request.url);
    });
    try {
      const u = userEvent.setup();
      const { store } = renderWithProviders(<ExpertClaimModal />);
      act(() => {
        store.dispatch(expertClaimOpened({ arn: '654321' }));
      });
      expect(arnInput()).toHaveValue('654321');
      expect(store.getState().ui.expertClaimModal.step).toBe('arn');
      expect(lookups).toEqual([]);
      await u.click(screen.getByRole('button', { name: 'Find my profile' }));
      const details = await screen.findByRole('dialog', { name: 'Confirm your details' });
      expect(within(details).getByText('Kavita Shah')).toBeInTheDocument();
      expect(lookups).toHaveLength(1);

      // Closed and opened again from the login page: nothing is carried over.
      await u.click(screen.getByRole('button', { name: 'Close' }));
      act(() => {
        store.dispatch(expertClaimOpened());
      });
      expect(arnInput()).toHaveValue('');
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('goes ARN -> details -> own OTP -> the listing number\'s code -> done, claiming the profile id', async () => {
    const puts: { path: string; body: Record<string, unknown> }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') puts.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    });
    try {
      const { u, store } = open();
      await findProfile(u, '654321');
      const details = await screen.findByRole('dialog', { name: 'Confirm your details' });
      expect(within(details).getByText('Kavita Shah')).toBeInTheDocument();
      expect(within(details).getByText('Registered expert')).toBeInTheDocument();
      expect(within(details).getByLabelText('Full name')).toHaveValue('Kavita Shah');
      expect(within(details).getByRole('checkbox')).not.toBeChecked();

      await u.type(within(details).getByLabelText('Mobile number'), '9000000222');
      await u.click(within(details).getByRole('button', { name: 'Get OTP' }));
      await screen.findByRole('dialog', { name: 'Verify your mobile number' });
      expect(screen.getByText('OTP sent')).toBeInTheDocument();
      expect(otpInput()).toHaveFocus();

      // The claimant's own code only starts the claim: nobody is logged in yet.
      await enterOtp(u, '123456');
      const listing = await screen.findByRole('dialog', { name: 'Confirm with the listing’s number' });
      expect(within(listing).getByRole('status')).toHaveTextContent(
        'We sent a code to the number registered on this listing (ending 0105).',
      );
      expect(store.getState().auth.loggedIn).toBe(false);
      expect(puts[0]).toMatchObject({
        path: expect.stringMatching(/\/user\/auth\/expert\/verifyotp$/),
        body: { status: 'claim', id: 'e-77', optin: false, otp: '123456' },
      });

      await u.click(within(listing).getByRole('button', { name: 'Verify and claim' }));
      expect(describedBy(listingCodeInput())).toContain('OTP cannot be empty');
      await u.type(listingCodeInput(), '111111');
      await u.click(within(listing).getByRole('button', { name: 'Verify and claim' }));
      await waitFor(() => expect(describedBy(listingCodeInput())).toContain('Incorrect OTP'));
      expect(listingCodeInput()).toHaveValue('');
      expect(store.getState().auth.loggedIn).toBe(false);

      await u.type(listingCodeInput(), '123456');
      await u.click(within(listing).getByRole('button', { name: 'Verify and claim' }));
      await screen.findByRole('dialog', { name: 'Profile claimed' });
      expect(puts.at(-1)).toMatchObject({
        path: expect.stringMatching(/\/user\/auth\/expert\/claim\/verify$/),
        body: { claim_id: 'claim-e-77', otp: '123456', optin: false },
      });
      expect(readLocal('expertId')).toBe('e-77');
      expect(store.getState().auth).toMatchObject({ loggedIn: true, type: 'expert' });

      await u.click(screen.getByRole('button', { name: 'Go to your dashboard' }));
      expect(mockRouter.push).toHaveBeenCalledWith('/dashboard/expert');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(store.getState().ui.expertClaimModal).toEqual({ open: false, step: 'arn' });
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it("shows 'Incorrect OTP' in the claim's OTP step", async () => {
    const { u, store } = open();
    await findProfile(u, '654321');
    await u.type(await screen.findByLabelText('Mobile number'), '9000000222');
    await u.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText('OTP sent');
    await enterOtp(u, '111111');
    expect(await screen.findByText('Incorrect OTP')).toBeInTheDocument();
    expect(store.getState().auth.otpRequest).toBe(false);
  });
});
