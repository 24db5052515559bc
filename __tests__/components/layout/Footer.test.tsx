import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Footer from '@/components/layout/Footer';
import { MARKET_RISK_DISCLAIMER, REGISTRATION } from '@/components/layout/registration';
import { selectLayout, showsDisclaimer } from '@/utils/layout';
import { renderWithProviders } from '../../support/render';

const DISCLAIMER =
  /Mutual fund investments are subject to market risks, read all scheme related documents carefully\. Past performance is not indicative of future performance\./;

function renderFooterFor(pathname: string, isMobile = false) {
  return renderWithProviders(<Footer showDisclaimer={showsDisclaimer(pathname)} isMobileDevice={isMobile} />);
}

describe('Footer disclaimer', () => {
  it.each(['/', '/about', '/mutual-funds', '/calculators/sip-calculator', '/m/what-is-arn'])(
    'is shown on %s',
    (path) => {
      renderFooterFor(path);
      expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    },
  );

  it.each([
    '/cart/summary',
    '/portfolio/cart',
    '/expert/Cart-Review',
    '/health-insurance',
    '/health-insurance/plans',
    '/health_insurance',
    '/products/health_insurance/quote',
  ])('is absent on %s', (path) => {
    renderFooterFor(path);
    expect(screen.queryByText(DISCLAIMER)).not.toBeInTheDocument();
  });

  it('uses the spec text exactly', () => {
    expect(MARKET_RISK_DISCLAIMER).toMatch(DISCLAIMER);
  });

  it('follows the layout decision for public pages', () => {
    const { rerender } = renderWithProviders(
      <Footer
        showDisclaimer={selectLayout({ pathname: '/', query: { noHeader: false } }).showDisclaimer}
      />,
    );
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    rerender(
      <Footer
        showDisclaimer={
          selectLayout({ pathname: '/m/cart-basics', query: { noHeader: false } }).showDisclaimer
        }
      />,
    );
    expect(screen.queryByText(DISCLAIMER)).not.toBeInTheDocument();
  });
});

describe('Quick Links panel', () => {
  it('starts closed with +, opens with - and shows every group, and closes again', async () => {
    const user = userEvent.setup();
    renderFooterFor('/');
    const toggle = screen.getByRole('button', { name: /Quick Links/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('+');
    expect(screen.queryByRole('heading', { name: 'NISM Mock Test' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('-');
    expect(toggle).not.toHaveTextContent('+');
    for (const group of [
      'Become Mutual Fund Distributor',
      'Calculator',
      'NISM Mock Test',
      'NISM Important Pages',
      'ARN & EUIN',
      'Loan Against Mutual Fund',
      'Top AMC Mutual Funds',
      'Mutual Funds',
    ]) {
      expect(screen.getByRole('heading', { name: group })).toBeVisible();
    }

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('+');
    expect(screen.queryByRole('heading', { name: 'Calculator' })).not.toBeInTheDocument();
  });

  it('points the calculator links at the calculator routes', async () => {
    const user = userEvent.setup();
    renderFooterFor('/');
    await user.click(screen.getByRole('button', { name: /Quick Links/ }));
    const group = screen.getByRole('heading', { name: 'Calculator' }).parentElement as HTMLElement;
    const hrefs = within(group)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/calculators/sip-calculator',
      '/calculators/daily-sip-calculator',
      '/calculators/lumpsum',
      '/calculators/swp-calculator',
      '/calculators/step-up-sip-calculator',
      '/calculators/nps-calculator',
      '/calculators/fixed-deposite',
      '/calculators/loan-against-mutual-fund',
    ]);
  });
});

describe('Footer content', () => {
  it('shows the registration block', () => {
    renderFooterFor('/');
    const block = screen.getByRole('region', { name: 'Registration details' });
    expect(within(block).getByText(REGISTRATION.arn)).toBeInTheDocument();
    expect(within(block).getByText(REGISTRATION.initialRegistrationDate)).toBeInTheDocument();
    expect(within(block).getByText('ARN valid till')).toBeInTheDocument();
    expect(within(block).getByText('29-May-2028')).toBeInTheDocument();
    expect(within(block).getByText(`${REGISTRATION.exchange} member code`)).toBeInTheDocument();
    expect(within(block).getByText(REGISTRATION.exchangeMemberCode)).toBeInTheDocument();
  });

  it('has the five social links, labelled', () => {
    renderFooterFor('/');
    for (const network of ['LinkedIn', 'Twitter', 'Facebook', 'YouTube', 'Instagram']) {
      expect(screen.getByRole('link', { name: `ZF on ${network}` })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    }
  });

  it('shows the app-store and play-store badges on mobile only', async () => {
    const { unmount } = renderFooterFor('/', false);
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    unmount();
    renderFooterFor('/', true);
    // The badges' code loads on demand (next/dynamic), so they arrive a moment after the footer.
    expect(await screen.findByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  });

  it('links the public routes and hides Become ZF Expert when the business offer is hidden', () => {
    const { rerender } = renderWithProviders(<Footer showDisclaimer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(nav).getByRole('link', { name: 'Become ZF Expert' })).toHaveAttribute(
      'href',
      '/mutual-fund-distributor',
    );
    rerender(<Footer showDisclaimer hideBusiness />);
    expect(
      within(screen.getByRole('navigation', { name: 'Footer' })).queryByRole('link', {
        name: 'Become ZF Expert',
      }),
    ).toBeNull();
  });
});
