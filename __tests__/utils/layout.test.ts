import { isMobileLayout, selectLayout, showsDisclaimer } from '@/utils/layout';
import { readPageQuery } from '@/utils/query';

const layoutOf = (pathname: string, search = '') =>
  selectLayout({ pathname, query: readPageQuery(new URLSearchParams(search)) });

describe('selectLayout', () => {
  it.each([
    '/resources/sip-guide',
    '/daily-sip',
    '/referral_campaign',
    '/visiting-card/rahul',
    '/app',
    '/cart/fixed-deposit',
    '/expert/abc',
    '/nominee/add',
    '/add-client',
    '/advisor',
    '/cart/summary',
  ])('renders %s bare, with neither header nor footer', (path) => {
    expect(layoutOf(path)).toEqual({ kind: 'bare', showHeader: false, showFooter: false, showDisclaimer: false });
  });

  it('does not mistake neighbours of bare prefixes for bare pages', () => {
    expect(layoutOf('/experts').kind).toBe('public');
    expect(layoutOf('/application-form').kind).toBe('public');
    expect(layoutOf('/advisor-analytics/aum').kind).toBe('dashboard');
  });

  it.each(['/health_insurance', '/health_insurance/confirm', '/code_of_conduct'])('shows only the header on %s', (path) => {
    expect(layoutOf(path)).toMatchObject({ kind: 'headerOnly', showHeader: true, showFooter: false });
  });

  it('shows nothing on header-only pages when noHeader is set', () => {
    expect(layoutOf('/code_of_conduct', 'noHeader=true')).toMatchObject({ showHeader: false, showFooter: false });
  });

  it('hides the header of public pages with noHeader or the distributor marker', () => {
    expect(layoutOf('/about', 'noHeader=true')).toMatchObject({ kind: 'public', showHeader: false, showFooter: true });
    expect(layoutOf('/zf-partner/mutual-funds').showHeader).toBe(false);
    expect(layoutOf('/about').showHeader).toBe(true);
  });

  it.each(['/dashboard/user', '/dashboard/expert', '/portfolio/42', '/portfolio/listing', '/prozone'])(
    'uses the separate dashboard layout on %s',
    (path) => expect(layoutOf(path).kind).toBe('dashboard'),
  );

  it.each(['/mutual-funds', '/mutual-funds/parag-parikh-flexi-cap-fund-direct-growth', '/calculators/sip-calculator', '/kyc/bank_details'])(
    "keeps a logged-in expert's frame on the product page %s; visitors and investors get the public layout",
    (path) => {
      const query = readPageQuery(new URLSearchParams());
      expect(selectLayout({ pathname: path, query, role: 'expert' })).toEqual({
        kind: 'dashboard',
        showHeader: true,
        showFooter: false,
        showDisclaimer: false,
      });
      expect(selectLayout({ pathname: path, query, role: 'user' }).kind).toBe('public');
      expect(selectLayout({ pathname: path, query, role: null }).kind).toBe('public');
      expect(layoutOf(path).kind).toBe('public');
    },
  );

  it('gives an expert the public layout on other public pages', () => {
    const query = readPageQuery(new URLSearchParams());
    expect(selectLayout({ pathname: '/about', query, role: 'expert' }).kind).toBe('public');
    expect(selectLayout({ pathname: '/mutual-fund-distributor', query, role: 'expert' }).kind).toBe('public');
  });

  it('hides the expert header with noHeader', () => {
    expect(layoutOf('/dashboard/expert', 'noHeader')).toMatchObject({ kind: 'dashboard', showHeader: false });
  });
});

describe('showsDisclaimer', () => {
  it.each(['/cart/summary', '/portfolio/redeem/cart', '/health-insurance/plans', '/health_insurance', '/health_insurance/confirm'])(
    'leaves the disclaimer out on %s',
    (path) => expect(showsDisclaimer(path)).toBe(false),
  );
  it.each(['/', '/mutual-funds', '/about', '/calculators/sip-calculator'])('shows it on %s', (path) =>
    expect(showsDisclaimer(path)).toBe(true),
  );
  it('is also off in the public layout decision of a cart path', () => {
    expect(layoutOf('/m/cart-explained').showDisclaimer).toBe(false);
  });
});

describe('isMobileLayout', () => {
  it('switches at 769 px and below', () => {
    expect(isMobileLayout({ query: { mob: false }, viewportWidth: 769 })).toBe(true);
    expect(isMobileLayout({ query: { mob: false }, viewportWidth: 770 })).toBe(false);
  });
  it('follows the device type or the app flag whatever the width', () => {
    expect(isMobileLayout({ query: { mob: false }, isMobileDevice: true, viewportWidth: 1400 })).toBe(true);
    expect(isMobileLayout({ query: { mob: true }, viewportWidth: 1400 })).toBe(true);
    expect(isMobileLayout({ query: { mob: false } })).toBe(false);
  });
});

describe('readPageQuery', () => {
  it('reads every parameter the spec names', () => {
    expect(
      readPageQuery({ noHeader: 'true', mob: '1', mlang: 'hi', token: 'abc', lang: 'gu', source: 'cart' }),
    ).toEqual({ noHeader: true, mob: true, mlang: 'hi', token: 'abc', lang: 'gu', fromCart: true });
  });
  it('treats absent, false-like and blank values as off', () => {
    expect(readPageQuery({ noHeader: 'false', mob: '0', token: '  ', source: 'home' })).toEqual({
      noHeader: false,
      mob: false,
      mlang: null,
      token: null,
      lang: null,
      fromCart: false,
    });
  });
  it('takes the first value of a repeated parameter', () => {
    expect(readPageQuery({ lang: ['hi', 'en'] }).lang).toBe('hi');
  });
});
