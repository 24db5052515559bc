// Data of an article listing page, for getStaticProps: the list and the page's title and description (from the
// SEO metadata the editors keep, else our own wording). SEO failures are only logged, never shown.
import { getSeo, listArticles } from '@/services/content.api';
import { languageName } from '@/utils/language';
import type { ArticleListingProps, ListingSeo } from './ArticleListing';
import { PAGE_SIZE } from './ArticleListing';
import { categoryLabel } from './articlePaths';

export function defaultListingSeo(locale: string, category: string | null, page: number): ListingSeo {
  const topic = category ? `${categoryLabel(category)} articles` : 'Articles on mutual funds, tax and money';
  const language = locale === 'en' ? '' : ` in ${languageName(locale)}`;
  return {
    title: `${topic}${language}${page > 1 ? ` (page ${page})` : ''} | ZF`,
    description: category
      ? `${categoryLabel(category)} explained in plain language by registered mutual fund distributors${language}.`
      : `Guides to SIPs, NAV, tax saving, KYC and personal finance, written by registered mutual fund distributors${language}.`,
  };
}

export async function loadListing(locale: string, category: string | null, page: number): Promise<ArticleListingProps> {
  const [list, seo] = await Promise.all([
    listArticles({ locale, category, page, limit: PAGE_SIZE }),
    getSeo(category ? `articles-${category}` : 'articles', locale),
  ]);
  const fallback = defaultListingSeo(locale, category, page);
  return {
    list,
    locale,
    category,
    page,
    seo: {
      title: seo?.title && page === 1 ? seo.title : fallback.title,
      description: seo?.description || fallback.description,
    },
  };
}
