// Titles, descriptions, canonical addresses and structured data of the fund pages.
import { type Crumb, absoluteUrl, breadcrumbJsonLd } from '@/utils/calculators/seo';
import { formatIndianNumber } from '@/utils/money';
import {
  type FundFilters,
  DEFAULT_FUND_FILTERS,
  FUNDS_PATH,
  SORT_LABELS,
  fundListHref,
} from './filters';
import { formatNav, formatNavDate } from './format';
import { categoryLine, fullSchemeName } from './labels';
import type { FundDetail, FundSummary } from './types';

const SITE = 'ZF';

export const fundPath = (slug: string) => `${FUNDS_PATH}/${slug}`;

/** What the filtered view is about, most specific first: 'Flexi Cap Fund, PPFAS Mutual Fund, Direct plan'. */
function viewSubject(filters: FundFilters): string {
  const parts = [
    filters.sub_category || filters.category,
    filters.fund_house,
    filters.plan && `${filters.plan} plan`,
    filters.option && `${filters.option} option`,
  ].filter(Boolean);
  return parts.join(', ');
}

export function fundListTitle(filters: FundFilters): string {
  const subject = viewSubject(filters);
  const base = filters.q
    ? `Mutual funds matching “${filters.q}”`
    : subject
      ? `${subject} mutual funds: NAV and returns`
      : 'Mutual funds: NAV, returns and categories';
  const page = filters.page > 1 ? ` (page ${filters.page})` : '';
  return `${base}${page} | ${SITE}`;
}

export function fundListDescription(filters: FundFilters, total: number | null): string {
  const subject = viewSubject(filters);
  const count = total === null ? '' : `${formatIndianNumber(total)} `;
  const what = subject
    ? `${count}${subject} mutual fund schemes`
    : `${count}mutual fund schemes from every Indian fund house`;
  return `Compare ${what} with the latest NAV from AMFI and 1, 3 and 5-year returns, sorted by ${SORT_LABELS[filters.sort].toLowerCase()}. Direct and regular plans, growth and IDCW options are marked.`;
}

/**
 * The canonical address of a listing is its own normalised query (defaults dropped, fixed key order), so
 * each filtered view is indexable once, whatever order or spelling its address was shared in.
 */
export const fundListCanonical = (filters: FundFilters) => fundListHref(filters);

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

export function fundListCrumbs(): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Mutual funds', path: FUNDS_PATH },
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

/** `offset`: how many funds earlier pages hold, so positions run on across pages. */
export function fundListJsonLd(origin: string, items: readonly Pick<FundSummary, 'name' | 'plan' | 'option' | 'slug'>[], offset = 0) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: items.map((fund, i) => ({
        '@type': 'ListItem',
        position: offset + i + 1,
        name: fullSchemeName(fund),
        url: absoluteUrl(origin, fundPath(fund.slug)),
      })),
    },
    breadcrumbJsonLd(origin, fundListCrumbs()),
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

export interface SeoText {
  title: string;
  description: string;
}

/**
 * Title and description from the SEO metadata service, when an editor wrote both; otherwise null and the
 * page uses its own. Half-written metadata is not mixed with ours.
 */
export function pickSeoText(
  data: { title?: unknown; description?: unknown } | null | undefined,
): SeoText | null {
  const title = typeof data?.title === 'string' ? data.title.trim() : '';
  const description = typeof data?.description === 'string' ? data.description.trim() : '';
  return title && description ? { title, description } : null;
}
