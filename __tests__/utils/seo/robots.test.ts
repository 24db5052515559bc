import { ROBOTS_DISALLOW, isDisallowed, robotsTxt } from '@/utils/seo/robots';
import { STATIC_PAGE_PATHS } from '@/utils/seo/staticPages';
import { GUARDED_ROUTES } from '@/utils/routes';

const PRIVATE = [
  '/dashboard', '/portfolio', '/kyc', '/my-account', '/select-client', '/add-client', '/invest', '/select-expert',
  '/agentlist', '/newsales', '/advisor-analytics', '/distributor', '/prozone', '/expert-profile', '/cart',
  '/account', '/search', '/api/', '/fds', '/addmodifystepup',
];

describe('robots.txt', () => {
  const text = robotsTxt('https://zf.example/');
  const lines = text.split('\n');

  it('applies to every crawler and allows the site by default', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
  });

  it('disallows each private area', () => {
    expect([...ROBOTS_DISALLOW].sort()).toEqual([...PRIVATE].sort());
    for (const path of PRIVATE) expect(lines).toContain(`Disallow: ${path}`);
  });

  it('covers every route that needs a login', () => {
    for (const route of GUARDED_ROUTES) expect(isDisallowed(route)).toBe(true);
    expect(isDisallowed('/kyc/bank_details')).toBe(true);
    expect(isDisallowed('/search?q=parag')).toBe(true);
  });

  it('keeps every public page open, the fund pages and the distributor page included', () => {
    for (const path of STATIC_PAGE_PATHS) expect(isDisallowed(path)).toBe(false);
    expect(isDisallowed('/mutual-funds/parag-parikh-flexi-cap-fund-regular-plan-growth')).toBe(false);
    expect(isDisallowed('/mutual-fund-distributor')).toBe(false);
  });

  it('names the sitemap index by its absolute address', () => {
    expect(lines).toContain('Sitemap: https://zf.example/sitemap.xml');
    expect(text.endsWith('\n')).toBe(true);
  });
});
