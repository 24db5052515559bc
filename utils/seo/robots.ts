// robots.txt: public pages are open to crawlers; personal and partner areas, the login pages, the cart, the
// site search and the same-origin API are not. Crawlers never see those pages' content anyway (they need a
// session); keeping them out saves crawl budget and keeps login redirects out of search results.
import { SITEMAP_INDEX_PATH } from './sitemap';

export const ROBOTS_DISALLOW: readonly string[] = [
  '/dashboard',
  '/portfolio',
  '/kyc',
  '/my-account',
  '/select-client',
  '/add-client',
  '/invest',
  '/select-expert',
  '/agentlist',
  '/newsales',
  '/advisor-analytics',
  '/distributor',
  '/prozone',
  '/expert-profile',
  '/cart',
  '/account',
  '/search',
  '/api/',
  '/fds',
  '/addmodifystepup',
];

/** The file's text for a site served from `origin` (e.g. https://www.example.in). */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/** Whether a path falls under a Disallow rule (robots rules are plain prefixes of the path and query). */
export function isDisallowed(path: string): boolean {
  return ROBOTS_DISALLOW.some((rule) => path.startsWith(rule));
}
