// Structured data of the article pages (schema.org JSON-LD): Article with its author, and the breadcrumb trail.
import type { ArticleDetail } from '@/services/content.api';
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '@/utils/calculators/seo';
import { ARTICLES_BASE, articlePath, categoryLabel, listingPath } from './articlePaths';
import { htmlLang } from '@/components/seo/hreflang';
import { languageName } from '@/utils/language';

export const SITE_NAME = 'ZF';

export function listingCrumbs(locale: string, category: string | null): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Articles', path: ARTICLES_BASE },
  ];
  if (locale !== 'en') crumbs.push({ name: `Articles in ${languageName(locale)}`, path: listingPath({ locale }) });
  if (category) crumbs.push({ name: categoryLabel(category), path: listingPath({ locale, category }) });
  return crumbs;
}

export function articleCrumbs(article: Pick<ArticleDetail, 'slug' | 'locale' | 'title' | 'category'>): Crumb[] {
  return [...listingCrumbs(article.locale, article.category), { name: article.title, path: articlePath(article.slug, article.locale) }];
}

export function articleJsonLd(origin: string, article: ArticleDetail, description: string) {
  const url = absoluteUrl(origin, articlePath(article.slug, article.locale));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description,
      inLanguage: htmlLang(article.locale),
      mainEntityOfPage: url,
      url,
      datePublished: article.published_at ?? undefined,
      dateModified: article.updated_at,
      articleSection: article.category ? categoryLabel(article.category) : undefined,
      keywords: article.seo_keywords.length ? article.seo_keywords.join(', ') : undefined,
      author: article.author?.name ? { '@type': 'Person', name: article.author.name } : { '@type': 'Organization', name: SITE_NAME },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
      ...(article.cover_image_url ? { image: article.cover_image_url } : {}),
    },
    breadcrumbJsonLd(origin, articleCrumbs(article)),
  ];
}
