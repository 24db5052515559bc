import { screen } from '@testing-library/react';
import AppLayout from '@/components/layout/AppLayout';
import { setupMockServer } from '../../mocks/server';
import { renderWithProviders } from '../../support/render';
import { mockRouter, resetRouter, setRoute } from '../../support/router';

// The expert header fetches the selected client's carts.
setupMockServer();

const DISCLAIMER = /Mutual fund investments are subject to market risks/;

function renderAt(path: string, props: { isMobileDevice?: boolean; expertTools?: React.ReactNode } = {}) {
  setRoute(path);
  return renderWithProviders(
    <AppLayout {...props}>
      <p>page body</p>
    </AppLayout>,
  );
}

function storeExpert() {
  localStorage.setItem('access-token', 't');
  localStorage.setItem('role', '["expert"]');
  localStorage.setItem('expertId', '101');
  localStorage.setItem('expertName', 'Ravi Kumar');
}

beforeEach(() => {
  resetRouter();
  localStorage.clear();
  sessionStorage.clear();
});

describe('AppLayout', () => {
  it('frames public pages with header, main, footer and disclaimer, and a skip link to main', () => {
    renderAt('/about');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/user');
  });

  it('drops the disclaimer on a public path containing cart', () => {
    renderAt('/m/cart-basics');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(DISCLAIMER)).not.toBeInTheDocument();
  });

  it('renders bare pages with neither header nor footer', () => {
    renderAt('/cart/summary?cid=1');
    expect(screen.getByRole('main')).toHaveTextContent('page body');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows only the header on health insurance, and nothing with noHeader', () => {
    const { unmount } = renderAt('/health_insurance');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText(DISCLAIMER)).not.toBeInTheDocument();
    unmount();
    renderAt('/health_insurance?noHeader=true');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page body');
  });

  it("hydrates a prerendered page asked for with noHeader without the header the server left out (the router's query comes later)", () => {
    setRoute('/code_of_conduct');
    const router = mockRouter as typeof mockRouter & { isReady?: boolean };
    router.isReady = false;
    window.history.replaceState(null, '', '/code_of_conduct?noHeader=true');
    try {
      renderWithProviders(
        <AppLayout>
          <p>page body</p>
        </AppLayout>,
      );
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('page body');
    } finally {
      delete router.isReady;
      window.history.replaceState(null, '', '/');
    }
  });

  it('uses the expert header and side menu on dashboard paths for a logged-in expert', async () => {
    storeExpert();
    renderAt('/dashboard/expert');
    expect(await screen.findByRole('navigation', { name: 'Expert menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("keeps a logged-in expert's frame (side menu with Products active, selected client) on the fund list", async () => {
    storeExpert();
    sessionStorage.setItem('SELECTED_USER_ID', '55');
    sessionStorage.setItem('SELECTED_USER_NAME', 'Asha Verma');
    renderAt('/mutual-funds');
    const menu = await screen.findByRole('navigation', { name: 'Expert menu' });
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('group', { name: 'Selected client' })).toHaveTextContent('Asha Verma');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('gives the fund list and calculators the public frame to visitors and investors', async () => {
    const { unmount } = renderAt('/calculators/sip-calculator');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    unmount();
    localStorage.setItem('access-token', 't');
    localStorage.setItem('role', '["user"]');
    localStorage.setItem('user_id', '7');
    localStorage.setItem('user_name', 'Asha');
    renderAt('/mutual-funds');
    expect(await screen.findByRole('button', { name: 'Asha' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Expert menu' })).not.toBeInTheDocument();
  });

  it.each(['/about', '/cart/summary?cid=1', '/dashboard/expert'])(
    "runs the expert's tools (the follow-up reminders) on %s, and for nobody else",
    async (path) => {
      storeExpert();
      const { unmount } = renderAt(path, { expertTools: <p>reminders</p> });
      expect(await screen.findByText('reminders')).toBeInTheDocument();
      unmount();
      localStorage.clear();
      renderAt(path, { expertTools: <p>reminders</p> });
      expect(screen.getByRole('main')).toHaveTextContent('page body');
      expect(screen.queryByText('reminders')).not.toBeInTheDocument();
    },
  );

  it('hides the side menu from investors and from logged-out visitors', async () => {
    renderAt('/dashboard/user');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
    expect(screen.queryByRole('navigation', { name: 'Expert menu' })).not.toBeInTheDocument();
  });

  it('shows the app badges and hides the side menu in the mobile layout', async () => {
    storeExpert();
    const { unmount } = renderAt('/?mob=1');
    // The badges load on first use (next/dynamic), after the footer itself.
    expect(await screen.findByRole('link', { name: /App Store/ })).toBeInTheDocument();
    unmount();
    renderAt('/dashboard/expert', { isMobileDevice: true });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Expert menu' })).not.toBeInTheDocument();
  });

  it('shows the logged-in name menu once the stored session is read after mount', async () => {
    storeExpert();
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ZF home' })).toHaveAttribute(
      'href',
      '/dashboard/expert',
    );
  });

  it('switches to the mobile layout on a viewport of 769px or less', () => {
    const queries: string[] = [];
    window.matchMedia = jest.fn((query: string) => {
      queries.push(query);
      return {
        matches: true,
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      } as unknown as MediaQueryList;
    });
    try {
      renderAt('/');
      expect(queries).toContain('(max-width: 769px)');
      expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
