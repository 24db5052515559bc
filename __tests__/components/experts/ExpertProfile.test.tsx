import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExpertProfile from '@/components/experts/ExpertProfile';
import { initialAuthState } from '@/store/authSlice';
import { writeLocal } from '@/utils/storage';
import { contactRequests, expertFixture, expertHandlers } from '../../mocks/handlers/experts';
import { server, setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';

setupMockServer();
beforeEach(() => {
  server.use(...expertHandlers);
  resetRouter();
  localStorage.clear();
  contactRequests.length = 0;
});

const NISM = {
  name: 'NISM Series V-A: Mutual Fund Distributors Certification',
  url: 'https://nism.example/c.pdf',
};

function profile(over = {}, loggedIn = false) {
  return renderWithProviders(
    <ExpertProfile
      expert={expertFixture({ certifications: [NISM], ...over })}
      today="2026-11-22"
    />,
    {
      preloadedState: loggedIn
        ? { auth: { ...initialAuthState, loggedIn: true, type: 'user' } }
        : undefined,
    },
  );
}

describe("the expert's page", () => {
  it('shows about, registration, certifications, languages and products, and no phone number', () => {
    const { container } = profile({ about: 'Goal-based planning for salaried families.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rahul Mehta' })).toBeInTheDocument();
    expect(screen.getByText('Goal-based planning for salaried families.')).toBeInTheDocument();
    expect(screen.getByText('ARN-245871')).toBeInTheDocument();
    expect(screen.getByText('29/05/2028')).toBeInTheDocument();
    expect(screen.getByText('English, Hindi, Punjabi')).toBeInTheDocument();
    expect(screen.getByText('Mutual funds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NISM.name })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
    expect(screen.getByText('Registered expert')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\b[6-9]\d{9}\b/);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('does not link a certificate whose address is not a web address', () => {
    profile({ certifications: [{ name: 'NISM Series V-A', url: 'javascript:alert(1)' }] });
    expect(screen.getByText('NISM Series V-A')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'NISM Series V-A' })).not.toBeInTheDocument();
  });

  it('asks a logged-out visitor to log in before contacting, and sends nothing', async () => {
    const { store } = profile();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Rahul Mehta' }));
    expect(store.getState().ui.authModal).toEqual({ open: true, variant: 'login' });
    expect(contactRequests).toEqual([]);
  });

  it("sends a logged-in visitor's request and confirms it", async () => {
    writeLocal('access-token', 'token-1');
    const { store } = profile({}, true);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Rahul Mehta' }));
    expect(
      await screen.findByText('Thank you. Rahul Mehta will get in touch with you soon.'),
    ).toBeInTheDocument();
    expect(contactRequests).toEqual([expertFixture().id]);
    expect(store.getState().ui.authModal.open).toBe(false);
  });

  it('offers the claim on an unclaimed listing only', async () => {
    const claimed = profile({ claimable: false });
    expect(screen.queryByRole('button', { name: /claim this profile/i })).not.toBeInTheDocument();
    claimed.unmount();
    const { store } = profile({ claimable: true, arn: '187340' });
    await userEvent.click(screen.getByRole('button', { name: /claim this profile/i }));
    expect(store.getState().ui.expertClaimModal).toMatchObject({ open: true, arn: '187340' });
  });
});
