/**
 * @jest-environment node
 */
// The route guard runs only where it can decide something. Its matcher, compiled by Next's own code, must reach
// every guarded route and login page of the route tables (and their client-side data requests), and nothing else
// but /api/*: no public page, no asset.
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config } from '@/middleware';
import { EXPERT_ONLY_ROUTES, GUARDED_ROUTES, LOGIN_ROUTES } from '@/utils/routes';

// How `next build` compiles a middleware's matcher (not in Next's public types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const match = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const runs = (pathname: string) => match(pathname, { headers: {} } as never, {});

const TABLES = [...GUARDED_ROUTES, ...EXPERT_ONLY_ROUTES, ...LOGIN_ROUTES];

/** The product's own list of guarded routes and login pages, with sample ids for its [id] parts. */
const SPEC_ROUTES = [
  '/kyc', '/kyc/personal_details', '/kyc/upload_document', '/kyc/declarations', '/kyc/bank_details',
  '/dashboard/user', '/dashboard/expert', '/portfolio', '/portfolio/u-123', '/portfolio/folio-details', '/my-account',
  '/portfolio/listing', '/add-client', '/select-client', '/invest', '/select-expert', '/agentlist',
  '/advisor-analytics', '/advisor-analytics/sips', '/advisor-analytics/aum', '/advisor-analytics/clients',
  '/advisor-analytics/transactions', '/advisor-analytics/commissions', '/distributor/order-book', '/fds/fd-42',
  '/addmodifystepup/sip-7', '/cart/summary', '/account/user', '/account/expert',
];

const PUBLIC = [
  '/', '/about', '/contact-us', '/newsroom', '/privacy-policy', '/mutual-funds', '/mutual-funds/view',
  '/mutual-funds/view/category/Equity%20Scheme', '/mutual-funds/parag-parikh-flexi-cap-fund-regular-growth-122640',
  '/m', '/m/saving-schemes', '/videos', '/questions', '/hi/questions', '/experts', '/mutual-fund-distributor',
  '/health_insurance', '/code_of_conduct', '/calculators/sip-calculator', '/smartbank/txnreport', '/users/asha-12',
  '/search', '/account', '/investments', '/portfolios', '/kyc-guide', '/cart/fixed-deposit',
  '/_next/static/chunks/main.js', '/_next/data/build-1/mutual-funds.json', '/favicon.ico', '/robots.txt', '/sitemap.xml',
];

describe('where the route guard runs', () => {
  it.each(SPEC_ROUTES)('runs on %s', (path) => {
    expect(runs(path)).toBe(true);
  });

  it('runs on every route of the guard tables, their sub-paths and their client-side data requests', () => {
    for (const route of TABLES) {
      for (const path of [route, `${route}/x`, `/_next/data/build-1${route}.json`]) expect([path, runs(path)]).toEqual([path, true]);
    }
  });

  it('reaches nothing but those routes and /api/*', () => {
    const entries = config.matcher.flatMap((m) => /^\/:guarded\(([^)]+)\)\/:path\*$/.exec(m)![1].split('|').map((e) => `/${e}`));
    for (const entry of entries.filter((e) => e !== '/api')) expect(TABLES).toContain(entry);
    expect(runs('/api/node/user/auth/logout')).toBe(true);
  });

  it('is one pattern: Next builds a RegExp of each matcher entry on every request, to any page', () => {
    expect(config.matcher).toHaveLength(1);
  });

  it.each(PUBLIC)('leaves %s alone', (path) => {
    expect(runs(path)).toBe(false);
  });
});
