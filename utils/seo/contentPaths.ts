// Web addresses of content pages, for the backend's sitemap routes (server/ may import utils/ but not the
// components that own these shapes). Each mirrors its page's own builder; __tests__/utils/seo/contentPaths
// checks that they agree:
//   articles   components/articles/articlePaths.ts  /m/{slug}, /m/{locale}/{slug} for other languages
//   videos     components/videos/videoPaths.ts      /videos/{key}, /videos/{key}?lang={locale}
//   questions  components/questions/questionPaths.ts /questions/{id}-{slug}
//   experts    utils/experts/slug.ts                 /experts/{id}-{name slug}
//   funds      utils/funds/seo.ts (fundPath)         /mutual-funds/{slug}
// Relative imports: the backend runs these files outside Next's '@/' alias.
export { expertPath } from '../experts/slug';

const DEFAULT_LOCALE = 'en';

export function fundUrlPath(slug: string): string {
  return `/mutual-funds/${slug}`;
}

export function articleUrlPath(slug: string, locale: string): string {
  return locale === DEFAULT_LOCALE ? `/m/${slug}` : `/m/${locale}/${slug}`;
}

export function videoUrlPath(videoKey: string, locale: string): string {
  const path = `/videos/${encodeURIComponent(videoKey)}`;
  return locale === DEFAULT_LOCALE ? path : `${path}?lang=${encodeURIComponent(locale)}`;
}

export function questionUrlPath(id: string, slug: string | null | undefined): string {
  return slug ? `/questions/${id}-${slug}` : `/questions/${id}`;
}
