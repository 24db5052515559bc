// Structured data of the learning pages: every page has its breadcrumb trail, guides are Articles, and a page
// with questions and answers also carries FAQPage.
import { type Crumb, absoluteUrl, breadcrumbJsonLd } from '@/utils/calculators/seo';

export type { Crumb };

export interface FaqItem {
  q: string;
  a: string;
}

export const PUBLISHER = {
  '@type': 'Organization',
  name: 'ZF Investment Services Pvt. Ltd.',
} as const;

export function faqJsonLd(faq: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

export interface LearnPageMeta {
  path: string;
  title: string;
  description: string;
  crumbs: Crumb[];
  /** ISO date the content was last reviewed. */
  updated: string;
  faq?: readonly FaqItem[];
  /** 'Article' for guides; 'WebPage' for tools and lists. */
  type?: 'Article' | 'WebPage';
}

export function learnJsonLd(origin: string, meta: LearnPageMeta): unknown[] {
  const url = absoluteUrl(origin, meta.path);
  const main =
    meta.type === 'WebPage'
      ? { '@context': 'https://schema.org', '@type': 'WebPage', name: meta.title, description: meta.description, url, dateModified: meta.updated }
      : {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: meta.title,
          description: meta.description,
          datePublished: meta.updated,
          dateModified: meta.updated,
          author: PUBLISHER,
          publisher: PUBLISHER,
          mainEntityOfPage: url,
          inLanguage: 'en-IN',
        };
  return [main, breadcrumbJsonLd(origin, meta.crumbs), ...(meta.faq?.length ? [faqJsonLd(meta.faq)] : [])];
}

const HOME: Crumb = { name: 'Home', path: '/' };
const ARTICLES: Crumb = { name: 'Articles', path: '/m' };

/** Home > Articles > (parents) > this page. */
export function learnCrumbs(name: string, path: string, parents: Crumb[] = []): Crumb[] {
  return [HOME, ARTICLES, ...parents, { name, path }];
}

/** Home > this page, for top-level pages such as /newsroom. */
export function topCrumbs(name: string, path: string): Crumb[] {
  return [HOME, { name, path }];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-22 -> 22-Nov-2026, the product's date style for readers. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const month = MONTHS[Number(m) - 1];
  return month ? `${d}-${month}-${y}` : iso;
}
