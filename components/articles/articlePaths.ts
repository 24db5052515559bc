// Addresses of the article pages. English has no language prefix; other languages have one:
//   /m                                  English articles, page 1
//   /m/category/tax/page/2              English tax articles, page 2
//   /m/hi, /m/hi/category/kyc           Hindi listings
//   /m/what-is-a-sip, /m/hi/what-is-a-sip   one article in English, in Hindi
// Paths, not query strings, so that every listing page is its own statically regenerated (ISR) page.
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@/utils/language';

export const ARTICLES_BASE = '/m';

export const ARTICLE_CATEGORIES: Record<string, string> = {
  'mutual-funds': 'Mutual funds',
  tax: 'Tax',
  kyc: 'KYC',
  'personal-finance': 'Personal finance',
};

export function categoryLabel(category: string | null | undefined): string {
  if (!category) return 'Articles';
  return ARTICLE_CATEGORIES[category] ?? category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PREFIXED = SUPPORTED_LANGUAGES.filter((l) => l !== 'en') as readonly string[];

export type ArticleRoute =
  | { kind: 'listing'; locale: SupportedLanguage; category: string | null; page: number }
  | { kind: 'article'; locale: SupportedLanguage; slug: string };

function prefix(locale: string): string {
  return locale === 'en' ? ARTICLES_BASE : `${ARTICLES_BASE}/${locale}`;
}

export function listingPath({ locale = 'en', category = null, page = 1 }: { locale?: string; category?: string | null; page?: number }): string {
  let path = prefix(locale);
  if (category) path += `/category/${category}`;
  if (page > 1) path += `/page/${page}`;
  return path;
}

export function articlePath(slug: string, locale = 'en'): string {
  return `${prefix(locale)}/${slug}`;
}

export function routePath(route: ArticleRoute): string {
  return route.kind === 'article' ? articlePath(route.slug, route.locale) : listingPath(route);
}

/**
 * The catch-all's segments as a route, or null for an address that names nothing. '/m/en/...' and
 * '/m/page/1' parse too; the page redirects them to routePath(), the one address of that page.
 */
export function parseArticleSegments(segments: readonly string[]): ArticleRoute | null {
  const rest = [...segments];
  let locale: SupportedLanguage = 'en';
  if (rest[0] === 'en' || PREFIXED.includes(rest[0])) locale = rest.shift() as SupportedLanguage;
  if (rest.length === 1 && SLUG.test(rest[0]) && rest[0] !== 'category' && rest[0] !== 'page') {
    return { kind: 'article', locale, slug: rest[0] };
  }
  let category: string | null = null;
  let page = 1;
  if (rest[0] === 'category') {
    if (!rest[1] || !SLUG.test(rest[1])) return null;
    category = rest[1];
    rest.splice(0, 2);
  }
  if (rest[0] === 'page') {
    if (!rest[1] || !/^[1-9]\d{0,3}$/.test(rest[1])) return null;
    page = Number(rest[1]);
    rest.splice(0, 2);
  }
  return rest.length === 0 ? { kind: 'listing', locale, category, page } : null;
}
