// Titles, descriptions, canonical addresses and structured data of the fund list's views.
import { type Crumb, absoluteUrl, breadcrumbJsonLd } from '@/utils/seo/jsonLd';
import { formatIndianNumber } from '@/utils/indianNumber';
import { type FundFilters, FUNDS_PATH, SORT_LABELS, fundListHref } from './listHref';
import { fullSchemeName } from './labels';
import { SITE, fundPath } from './seo';
import type { FundSummary } from './types';

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

export function fundListCrumbs(): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Mutual funds', path: FUNDS_PATH },
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

