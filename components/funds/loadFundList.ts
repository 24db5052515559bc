// Server-side loading of the fund list, shared by the per-request page (pages/mutual-funds/filtered.tsx, any
// filters) and the cached views (the plain list and pages/mutual-funds/view/[[...view]].tsx), so that all render
// the same page for the same filters.
import type { GetStaticPropsResult } from 'next';
import { getSeo } from '@/services/content.api';
import { listFunds } from '@/services/market.api';
import { resolveFilterAliases } from '@/utils/funds/aliases';
import { DEFAULT_FUND_FILTERS, type RawQuery, fundListHref, fundListParams, pageCount, parseFundFilters } from '@/utils/funds/filters';
import { pickSeoText } from '@/utils/funds/seo';
import { FUND_LIST_ROW_FIELDS, type FilterChoices, type FilterMeta, type FundList, type FundListPage, type FundListRow } from '@/utils/funds/types';
import type { FundListScreenProps } from './FundListScreen';
import { sharedFilterMeta } from './sharedFilterMeta';

/** Key of the fund list's row in the SEO metadata service. */
export const SEO_PAGE = 'mutual-funds';

export type FundListLoad =
  | { kind: 'page'; props: FundListScreenProps }
  /** The list could not be loaded: the page says so, and nobody may keep it. */
  | { kind: 'failed'; props: FundListScreenProps }
  | { kind: 'redirect'; destination: string }
  | { kind: 'notFound' };

export async function loadFundList(query: RawQuery): Promise<FundListLoad> {
  const filters = parseFundFilters(query);
  // The plain list may carry editors' SEO metadata (GET /seo/{page}); filtered views describe themselves.
  const isMainView = fundListHref(filters) === fundListHref(DEFAULT_FUND_FILTERS);
  // The page and the filter values in parallel (and the SEO text, which never fails: null instead).
  const [list, meta, seo] = await Promise.allSettled([
    listFunds(fundListParams(filters)),
    sharedFilterMeta(),
    isMainView ? getSeo(SEO_PAGE) : Promise.resolve(null),
  ]);
  const seoText = seo.status === 'fulfilled' ? pickSeoText(seo.value) : null;
  const metaValue = meta.status === 'fulfilled' ? meta.value : null;

  // Short addresses (?amc=sbi-mutual-fund, ?category=equity) move to their canonical view.
  const resolved = metaValue && resolveFilterAliases(query, metaValue);
  if (resolved) return { kind: 'redirect', destination: fundListHref(parseFundFilters(resolved)) };

  const choices = metaValue && filterChoices(metaValue);
  if (list.status === 'rejected') return { kind: 'failed', props: { filters, list: null, meta: choices, seo: seoText } };
  // A page past the end of a list does not exist.
  if (filters.page > pageCount(list.value.total, list.value.limit)) return { kind: 'notFound' };
  return { kind: 'page', props: { filters, list: listPage(list.value), meta: choices, seo: seoText } };
}

// The props go into the page's HTML (__NEXT_DATA__) on every render: only what the page shows goes in.

/** The list with each fund cut down to what its row shows. */
export function listPage(list: FundList): FundListPage {
  const items = list.items.map(
    (fund) => Object.fromEntries(FUND_LIST_ROW_FIELDS.map((field) => [field, fund[field]])) as FundListRow,
  );
  return { ...list, items };
}

/** The names the filter form offers, without the counts it does not show. */
export function filterChoices(meta: FilterMeta): FilterChoices {
  return {
    categories: meta.categories.map((c) => ({
      category: c.category,
      sub_categories: c.sub_categories.map((s) => ({ sub_category: s.sub_category })),
    })),
    fund_houses: meta.fund_houses.map((f) => ({ fund_house: f.fund_house })),
    options: meta.options.map((o) => ({ option: o.option })),
    latest_nav_date: meta.latest_nav_date ?? null,
  };
}

/** The safety net of the cached views: each import rebuilds them at once (pages/api/revalidate.ts). */
export const LIST_REVALIDATE_S = 300;
/** A value the data does not hold answers 404 and is not kept as a page (nor can it fill the cache). */
export const UNKNOWN_VIEW_REVALIDATE_S = 60;

/** A cached view of the list (getStaticProps). */
export async function cachedListProps(query: RawQuery | null): Promise<GetStaticPropsResult<FundListScreenProps>> {
  if (!query) return { notFound: true, revalidate: UNKNOWN_VIEW_REVALIDATE_S };
  const loaded = await loadFundList(query);
  if (loaded.kind === 'redirect') {
    return { redirect: { destination: loaded.destination, permanent: true }, revalidate: LIST_REVALIDATE_S };
  }
  // A failed load throws: the cache keeps serving the last good page (a first request gets the error page).
  if (loaded.kind === 'failed' || (loaded.kind === 'page' && !loaded.props.meta)) {
    throw new Error('The fund list could not be loaded');
  }
  if (loaded.kind === 'notFound' || !knownValues(loaded.props)) return { notFound: true, revalidate: UNKNOWN_VIEW_REVALIDATE_S };
  return { props: loaded.props, revalidate: LIST_REVALIDATE_S };
}

function knownValues({ filters, meta }: FundListScreenProps): boolean {
  if (!meta) return false;
  if (filters.category && !meta.categories.some((c) => c.category === filters.category)) return false;
  return !filters.fund_house || meta.fund_houses.some((f) => f.fund_house === filters.fund_house);
}
