import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertAuthModal from '@/components/auth/ExpertAuthModal';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import { expertAuthModalSet } from '@/store/uiSlice';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter } from '../../support/router';
import { askForOtp, enterOtp } from './helpers';

setupMockServer();

beforeEach(() => {
  resetRouter();
  localStorage.clear();
});

describe('the expert auth modal', () => {
  it('opens as advisor sign-up, logs an advisor in and lands on the dashboard', async () => {
    const u = userEvent.setup();
    const { store } = renderWithProviders(<ExpertAuthModal />);
    act(() => {
      store.dispatch(expertAuthModalSet(true));
    });
    expect(screen.getByRole('dialog', { name: 'Join ZF as an expert' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Expert login' })).toBeInTheDocument();
    await askForOtp(u, '9000000101');
    await enterOtp(u, '123456');
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/dashboard/expert'));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(store.getState().ui.expertAuthModal).toBe(false);
  });
});

describe('RegisteredAdvisorBadge', () => {
  it('shows only when the registered-advisor rule holds', () => {
    const { rerender } = renderWithProviders(
      <RegisteredAdvisorBadge
        advisor={{ arn_status: 'validated', arn_valid_till: '15/03/2026' }}
        today="2026-03-15"
      />,
    );
    expect(screen.getByText('Registered expert')).toBeInTheDocument();
    rerender(
      <RegisteredAdvisorBadge
        advisor={{ arn_status: 'validated', arn_valid_till: '14/03/2026' }}
        today="2026-03-15"
      />,
    );
    expect(screen.queryByText('Registered expert')).not.toBeInTheDocument();
  });
});
