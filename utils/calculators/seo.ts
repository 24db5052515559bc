/**
 * Structured data (schema.org JSON-LD) for the calculator pages: each calculator is a free
 * WebApplication, and every page carries its breadcrumb trail.
 */
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '@/utils/seo/jsonLd';
import type { CalculatorDefinition } from './calculator';

// Every page's JSON-LD helpers moved to utils/seo/jsonLd (so pages that are not calculators do not ship the
// calculators' builders with them); still exported from here for the calculator code that imports them.
export { absoluteUrl, breadcrumbJsonLd, serializeJsonLd, type Crumb } from '@/utils/seo/jsonLd';

export const CALCULATORS_PATH = '/calculators';

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
