// hreflang links between the language versions of one page. Our codes mh and pj are not ISO 639-1: Marathi is
// 'mr' and Punjabi 'pa' for search engines. x-default points at the English version, or the first one there is.
import { LANGUAGES } from '@/components/layout/languages';

export interface Alternate {
  hrefLang: string;
  path: string;
}

export function htmlLang(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.htmlLang ?? code;
}

export function alternatesFor(locales: readonly string[], pathOf: (locale: string) => string): Alternate[] {
  if (locales.length < 2) return [];
  const links = locales.map((l) => ({ hrefLang: htmlLang(l), path: pathOf(l) }));
  const fallback = locales.includes('en') ? 'en' : locales[0];
  return [...links, { hrefLang: 'x-default', path: pathOf(fallback) }];
}
