/**
 * Titles, descriptions and structured data (schema.org JSON-LD) of the expert directory and the expert's page:
 * Person with the ARN as an identifier and the NISM certificate as a credential, plus the breadcrumb trail.
 */
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '../calculators/seo';
import { languageName } from '../language';
import { ALL_CITIES } from './cities';
import type { ExpertFilters } from './filters';
import { productLabel } from './products';
import { EXPERTS_PATH, expertPath } from './slug';
import type { PublicExpert } from './types';

export const SITE_NAME = 'ZF';

export function directoryCrumbs(expert?: Pick<PublicExpert, 'id' | 'name'>): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Experts', path: EXPERTS_PATH },
  ];
  if (expert) crumbs.push({ name: expert.name, path: expertPath(expert.id, expert.name) });
  return crumbs;
}

/** 'Mutual fund experts in Mumbai', '... near 122002', '... who speak Marathi'. */
export function directoryHeading(filters: ExpertFilters): string {
  const what = filters.product ? `${productLabel(filters.product)} experts` : 'Mutual fund experts';
  const where = filters.pincode
    ? ` near ${filters.pincode}`
    : filters.city === ALL_CITIES
      ? ' across India'
      : ` in ${filters.city}`;
  const speaks = filters.language ? ` who speak ${languageName(filters.language)}` : '';
  return `${what}${where}${speaks}`;
}

export function directoryTitle(filters: ExpertFilters): string {
  const page = filters.page > 1 ? ` (page ${filters.page})` : '';
  return `${directoryHeading(filters)}${page} | ${SITE_NAME}`;
}

export function directoryDescription(filters: ExpertFilters, total: number | null): string {
  const count = total === null ? '' : `${total} `;
  return `Find ${count}AMFI-registered mutual fund distributors and NISM-certified experts${
    filters.pincode
      ? ` near pincode ${filters.pincode}`
      : filters.city === ALL_CITIES
        ? ' across India'
        : ` in ${filters.city}`
  }: ARN, experience, languages and products, with a registered-expert badge where it applies.`;
}

export function expertTitle(expert: PublicExpert): string {
  const where = expert.city ? ` in ${expert.city}` : '';
  return `${expert.name}, mutual fund distributor${where} | ${SITE_NAME}`;
}

/** The expert's own words when they wrote some, cut to a search snippet's length at a word. */
export function expertDescription(expert: PublicExpert, max = 160): string {
  const about = expert.about?.trim();
  const arn = expert.arn ? ` ARN-${expert.arn}.` : '';
  const text = about
    ? `${expert.name}${expert.city ? `, ${expert.city}` : ''}: ${about}${arn}`
    : `${expert.name} is a mutual fund distributor${expert.city ? ` in ${expert.city}` : ''} listed on ${SITE_NAME}.${arn}`;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function personJsonLd(origin: string, expert: PublicExpert) {
  const url = absoluteUrl(origin, expertPath(expert.id, expert.name));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': url,
    url,
    name: expert.name,
    jobTitle: 'Mutual fund distributor',
    ...(expert.about ? { description: expert.about } : {}),
    ...(expert.photo_url ? { image: expert.photo_url } : {}),
    ...(expert.city
      ? {
          address: { '@type': 'PostalAddress', addressLocality: expert.city, addressCountry: 'IN' },
        }
      : {}),
    ...(expert.arn
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'AMFI ARN',
            value: `ARN-${expert.arn}`,
          },
        }
      : {}),
    knowsLanguage: expert.supported_languages.map(languageName),
    ...(expert.products.length ? { knowsAbout: expert.products.map(productLabel) } : {}),
    ...(expert.certifications.length
      ? {
          hasCredential: expert.certifications.map((c) => ({
            '@type': 'EducationalOccupationalCredential',
            name: c.name,
            ...(c.url ? { url: c.url } : {}),
          })),
        }
      : {}),
  };
}

export function expertPageJsonLd(origin: string, expert: PublicExpert) {
  return [personJsonLd(origin, expert), breadcrumbJsonLd(origin, directoryCrumbs(expert))];
}

export function directoryJsonLd(origin: string, items: PublicExpert[], offset: number) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: items.map((e, i) => ({
        '@type': 'ListItem',
        position: offset + i + 1,
        url: absoluteUrl(origin, expertPath(e.id, e.name)),
        name: e.name,
      })),
    },
    breadcrumbJsonLd(origin, directoryCrumbs()),
  ];
}
