/**
 * Structured data (schema.org JSON-LD) for the calculator pages: each calculator is a free
 * WebApplication, and every page carries its breadcrumb trail.
 */
import type { CalculatorDefinition } from './calculator';

export const CALCULATORS_PATH = '/calculators';

export interface Crumb {
  name: string;
  path: string;
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export function calculatorCrumbs(
  definition?: Pick<CalculatorDefinition, 'name' | 'slug'>,
): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Calculators', path: CALCULATORS_PATH },
  ];
  if (definition)
    crumbs.push({ name: definition.name, path: `${CALCULATORS_PATH}/${definition.slug}` });
  return crumbs;
}

export function calculatorJsonLd(origin: string, definition: CalculatorDefinition) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: definition.name,
      description: definition.description,
      url: absoluteUrl(origin, `${CALCULATORS_PATH}/${definition.slug}`),
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires a web browser',
      inLanguage: 'en-IN',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    },
    breadcrumbJsonLd(origin, calculatorCrumbs(definition)),
  ];
}

export function calculatorsIndexJsonLd(
  origin: string,
  definitions: readonly CalculatorDefinition[],
) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Calculators',
      itemListElement: definitions.map((d, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: d.name,
        url: absoluteUrl(origin, `${CALCULATORS_PATH}/${d.slug}`),
      })),
    },
    breadcrumbJsonLd(origin, calculatorCrumbs()),
  ];
}

/** JSON for a <script> tag: '<' is escaped so no text can close the tag early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
