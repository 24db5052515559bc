import { fireEvent, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { orderFacts } from '@/components/funds/FundFacts';
import FundScreen, { type FundScreenProps } from '@/components/funds/FundScreen';
import { schemeRules } from '@/utils/orders/schemeRules';
import { siteOrigin } from '@/components/seo/SeoHead';
import { fundJsonLd } from '@/utils/funds/fundSeo';

const AddToCart = lazy(() => import('@/components/cart/AddToCart'));
import { clearAll, writeLocal } from '@/utils/storage';
import { renderWithProviders } from '../../support/render';
import { resetRouter } from '../../support/router';
import { PARAG, PARAG_RETURNS, QUANT_IDCW, UTI_NIFTY, UTI_RETURNS } from './fixtures';

// The page loads the chart lazily in the browser (next/dynamic); here it stands in at once. The real chart
// has its own tests (NavChart.test.tsx).
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: () =>
    function LazyNavChart({ schemeCode }: { schemeCode: number }) {
      return <div data-testid="nav-chart">NAV chart of {schemeCode}</div>;
    },
}));

// The fund page's structured data is built on the server (loadFundPage); the screen gets it as a prop.
function FundPage(props: Omit<FundScreenProps, 'jsonLd'>) {
  return <FundScreen {...props} jsonLd={JSON.parse(JSON.stringify(fundJsonLd(siteOrigin(), props.fund)))} />;
}

beforeEach(() => {
  resetRouter();
  clearAll();
});

const jsonLd = (): Record<string, unknown>[] =>
  Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) =>
    JSON.parse(s.textContent ?? ''),
  );

describe('a fund with NAV history', () => {
  const renderParag = () =>
    renderWithProviders(
      <FundPage fund={PARAG} returns={PARAG_RETURNS} hasHistory related={[QUANT_IDCW]} />,
    );

  it('shows the latest NAV with its date and the change since the previous NAV', () => {
    renderParag();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Parag Parikh Flexi Cap Fund' }),
    ).toBeInTheDocument();
    const nav = screen.getByTestId('nav-summary');
    expect(nav).toHaveTextContent('NAV on 20-Aug-2026');
    expect(nav).toHaveTextContent('₹82.6988');
    // 82.6988 - 82.4788 = 0.22, which is 0.27% of 82.4788.
    expect(nav).toHaveTextContent('+₹0.2200 (+0.27%) since 18-Aug-2026');
  });

  it('shows trailing returns, absolute and a year, with a dash and a note where unknown', () => {
    renderParag();
    // Arrows repeat the sign for sighted readers; the figures are what matter.
    expect(screen.getByTestId('return-1Y')).toHaveTextContent('1 year▼ −2.31%▼ −2.31%');
    expect(screen.getByTestId('return-3Y')).toHaveTextContent('3 years▲ +47.99%▲ +13.96%');
    expect(screen.getByTestId('return-5Y')).toHaveTextContent('5 years▲ +80.69%▲ +12.56%');
    expect(screen.getByTestId('return-1Y').querySelector('.loss')).not.toBeNull();
    expect(screen.getByTestId('return-1M')).toHaveTextContent('1 month—not annualised');
    expect(
      screen.getByText(/— means we do not hold a NAV near the start of that period/),
    ).toBeInTheDocument();
  });

  it('loads the NAV chart and lists ISIN, scheme code, plan and option', async () => {
    renderParag();
    expect(await screen.findByTestId('nav-chart')).toHaveTextContent('NAV chart of 122640');
    expect(screen.queryByTestId('no-history')).not.toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Scheme details' }).parentElement!;
    expect(facts).toHaveTextContent('ISININF879O01019');
    expect(facts).toHaveTextContent('AMFI scheme code122640');
    expect(facts).toHaveTextContent(/PlanRegularRegular plan: bought through a distributor/);
  });

  it('lists the minimum amounts and exit load ZF applies, and names the facts the data does not carry', () => {
    renderParag();
    const facts = screen.getByRole('heading', { name: 'Scheme details' }).parentElement!;
    expect(facts).toHaveTextContent('Minimum first purchase₹1,000');
    expect(facts).toHaveTextContent('Minimum additional purchase₹100');
    expect(facts).toHaveTextContent('Minimum SIP₹100 a month, at least 6 instalments');
    expect(facts).toHaveTextContent(
      'Exit load1% of the value of units redeemed or switched out within a year of purchase',
    );
    expect(facts).not.toHaveTextContent('Lock-in');
    expect(facts).toHaveTextContent(
      'AMFI’s data does not carry the expense ratio, riskometer, benchmark or fund managers, so we do not show them.',
    );
    // Nothing stands in for them.
    expect(facts).not.toHaveTextContent(/Expense ratio\s*\d|Riskometer[A-Z]|Benchmark[A-Z]|Fund manager[A-Z]/);
  });

  it('describes itself to search engines as an investment fund with breadcrumbs', () => {
    renderParag();
    const ld = jsonLd();
    expect(ld.find((d) => d['@type'] === 'InvestmentFund')).toMatchObject({
      name: 'Parag Parikh Flexi Cap Fund – Regular Plan · Growth',
      url: 'http://localhost:3000/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
      provider: { name: 'PPFAS Mutual Fund' },
      offers: { price: '82.6988', priceCurrency: 'INR' },
    });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
    );
  });

  it('lists related funds of the same sub-category and plan', () => {
    renderParag();
    const related = screen.getByRole('heading', {
      name: 'More Flexi Cap funds (Regular plans)',
    }).parentElement!;
    expect(
      within(related).getByRole('link', { name: /Quant Multi Asset Allocation Fund/ }),
    ).toHaveAttribute('href', `/mutual-funds/${QUANT_IDCW.slug}`);
    expect(within(related).getByRole('link', { name: 'See all of them' })).toHaveAttribute(
      'href',
      '/mutual-funds?category=Equity+Scheme&sub_category=Flexi+Cap+Fund&plan=Regular',
    );
  });
});

describe('a fund without NAV history', () => {
  it('says so plainly instead of a chart and returns', () => {
    renderWithProviders(
      <FundPage fund={UTI_NIFTY} returns={UTI_RETURNS} hasHistory={false} related={[]} />,
    );
    expect(screen.getByTestId('no-history')).toHaveTextContent(
      'We do not have this fund’s NAV history yet.',
    );
    expect(screen.queryByTestId('nav-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('nav-summary')).toHaveTextContent('₹170.7719');
  });
});

describe('invest buttons', () => {
  // The page hands the fund screen the cart's lazily loaded panel, as pages/mutual-funds/[[...slug]].tsx does.
  const renderFund = () =>
    renderWithProviders(<FundPage fund={PARAG} returns={PARAG_RETURNS} hasHistory related={[]} investPanel={AddToCart} />);

  it('send a logged-out visitor to the investor login and back to this fund', () => {
    renderFund();
    for (const name of ['Invest via SIP', 'Invest lumpsum']) {
      const link = screen.getByRole('link', { name });
      const url = new URL(link.getAttribute('href')!, 'http://x.test');
      expect(url.pathname).toBe('/account/user');
      expect(url.searchParams.get('next')).toBe(
        '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
      );
    }
    expect(
      screen.getByText('You will be asked to log in first, then brought back to this fund.'),
    ).toBeInTheDocument();
  });

  it("open the add-to-cart panel of the chosen mode for an advisor's chosen client", async () => {
    writeLocal('access-token', 'token-of-a-logged-in-advisor');
    writeLocal('role', ['expert']);
    writeLocal('transactionAllowed', true);
    sessionStorage.setItem('SELECTED_USER_ID', 'u-1');
    renderFund();
    expect(screen.queryByRole('link', { name: 'Invest via SIP' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invest lumpsum' }));
    const form = await screen.findByRole('form', { name: 'Invest a lumpsum' });
    expect(within(form).getByLabelText('Amount')).toBeInTheDocument();
    expect(within(form).queryByLabelText('SIP date')).not.toBeInTheDocument();
  });

  it('offer an advisor whose ARN is pending the notice instead of the buttons', () => {
    writeLocal('access-token', 'token-of-a-logged-in-advisor');
    writeLocal('role', ['expert']);
    writeLocal('transactionAllowed', false);
    sessionStorage.setItem('SELECTED_USER_ID', 'u-1');
    renderFund();
    expect(screen.getByText('Your ARN is pending validation: you can prepare carts once it is validated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest lumpsum' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest via SIP' })).not.toBeInTheDocument();
  });
});

describe('a Direct plan', () => {
  it('offers the Regular plan through ZF instead of the Invest buttons, to everyone', () => {
    const regular = { scheme_code: 120717, slug: 'uti-nifty-50-index-fund-regular-growth-120717' };
    writeLocal('access-token', 'token-of-a-logged-in-advisor');
    writeLocal('role', ['expert']);
    writeLocal('transactionAllowed', true);
    renderWithProviders(<FundPage fund={{ ...UTI_NIFTY, regular_plan: regular }} returns={UTI_RETURNS} hasHistory related={[]} investPanel={AddToCart} />);
    const note = screen.getByRole('note', { name: 'Direct plan' });
    expect(note).toHaveTextContent('This is a Direct plan: it is bought from the fund house itself, with no distributor');
    expect(within(note).getByRole('link', { name: 'Invest in the Regular plan through ZF' })).toHaveAttribute('href', `/mutual-funds/${regular.slug}`);
    expect(screen.queryByRole('button', { name: 'Invest lumpsum' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invest via SIP' })).not.toBeInTheDocument();
  });
});

describe('what an order of a scheme must meet', () => {
  it('gives an ELSS its lock-in and no exit load, a liquid fund no SIP, and a closed scheme its reason', () => {
    expect(orderFacts(schemeRules({ category: 'Equity Scheme', subCategory: 'ELSS' }))).toEqual([
      ['Minimum first purchase', '₹500'],
      ['Minimum additional purchase', '₹500'],
      ['Minimum SIP', '₹500 a month, at least 6 instalments'],
      ['Exit load', 'None'],
      ['Lock-in', '3 years from each purchase'],
    ]);
    expect(
      orderFacts(schemeRules({ category: 'Debt Scheme', subCategory: 'Liquid Fund' })),
    ).toContainEqual(['Minimum SIP', 'This fund does not take SIPs']);
    expect(orderFacts(schemeRules({ schemeType: 'Close Ended Schemes' }))).toEqual([
      ['Orders through ZF', 'This close-ended scheme takes no new orders after its offer period.'],
    ]);
  });
});
