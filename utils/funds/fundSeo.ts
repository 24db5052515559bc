// Title, description, breadcrumbs and structured data of a fund's own page.
import { type Crumb, absoluteUrl, breadcrumbJsonLd } from '@/utils/seo/jsonLd';
import { type FundFilters, DEFAULT_FUND_FILTERS, FUNDS_PATH } from './listHref';
import { formatNav, formatNavDate } from './format';
import { categoryLine, fullSchemeName } from './labels';
import { SITE, fundPath } from './seo';
import type { FundDetail, FundSummary } from './types';

export function fundTitle(fund: FundSummary): string {
  return `${fullSchemeName(fund)}: NAV, returns and chart | ${SITE}`;
}

export function fundDescription(fund: FundSummary): string {
  const nav = fund.nav ? `NAV ${formatNav(fund.nav)} on ${formatNavDate(fund.nav_date)}. ` : '';
  const where = [fund.fund_house, categoryLine(fund)].filter(Boolean).join(', ');
  return `${nav}${fullSchemeName(fund)}${where ? ` (${where})` : ''}: latest NAV, trailing returns, NAV history chart, ISIN and scheme code.`;
}

export function fundCrumbs(fund: FundSummary): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Mutual funds', path: FUNDS_PATH },
    { name: fund.name, path: fundPath(fund.slug) },
  ];
}

/** schema.org InvestmentFund (a FinancialProduct) plus the breadcrumb trail. */
export function fundJsonLd(origin: string, fund: FundDetail) {
  const isins = [fund.isin_growth, fund.isin_reinvestment].filter((v): v is string => Boolean(v));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'InvestmentFund',
      name: fullSchemeName(fund),
      url: absoluteUrl(origin, fundPath(fund.slug)),
      category: categoryLine(fund) || undefined,
      ...(fund.fund_house ? { provider: { '@type': 'Organization', name: fund.fund_house } } : {}),
      identifier: [
        {
          '@type': 'PropertyValue',
          propertyID: 'AMFI scheme code',
          value: String(fund.scheme_code),
        },
        ...isins.map((value) => ({ '@type': 'PropertyValue', propertyID: 'ISIN', value })),
      ],
      ...(fund.nav
        ? {
            offers: {
              '@type': 'Offer',
              price: fund.nav,
              priceCurrency: 'INR',
              description: `Net asset value per unit on ${formatNavDate(fund.nav_date)}`,
            },
          }
        : {}),
    },
    breadcrumbJsonLd(origin, fundCrumbs(fund)),
  ];
}

/**
 * Where an invest button sends a logged-out visitor: the investor login, which brings them back to this
 * fund afterwards. Slugs are [a-z0-9-], which a query may carry as they are (readable in the address bar).
 */
export function investLoginHref(slug: string): string {
  const path = fundPath(slug);
  return `/account/user?next=${/^[a-z0-9-]+$/i.test(slug) ? path : encodeURIComponent(path)}`;
}

/** The list view of a fund's peers: same category and sub-category, same plan, best 1-year return first. */
export function relatedFilters(
  fund: Pick<FundSummary, 'category' | 'sub_category' | 'plan'>,
): FundFilters {
  return {
    ...DEFAULT_FUND_FILTERS,
    category: fund.category ?? '',
    sub_category: fund.sub_category ?? '',
    plan: fund.plan ?? '',
  };
}

