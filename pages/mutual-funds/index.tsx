import type { GetServerSideProps } from 'next';
import FundListScreen, { type FundListScreenProps } from '@/components/funds/FundListScreen';
import { getSeo } from '@/services/content.api';
import { getFilterMeta, listFunds } from '@/services/market.api';
import { resolveFilterAliases } from '@/utils/funds/aliases';
import { pickSeoText } from '@/utils/funds/seo';
import {
  DEFAULT_FUND_FILTERS,
  fundListHref,
  fundListParams,
  pageCount,
  parseFundFilters,
} from '@/utils/funds/filters';

/** Shared caches may keep a listing 5 minutes and serve it stale for a day while they refresh it. */
export const LIST_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';

/** Key of the fund list's row in the SEO metadata service. */
export const SEO_PAGE = 'mutual-funds';

export const getServerSideProps: GetServerSideProps<FundListScreenProps> = async ({
  query,
  res,
}) => {
  const filters = parseFundFilters(query);
  // The plain list may carry editors' SEO metadata (GET /seo/{page}); filtered views describe themselves.
  const isMainView = fundListHref(filters) === fundListHref(DEFAULT_FUND_FILTERS);
  // The page and the filter values in parallel (and the SEO text, which never fails: null instead).
  const [list, meta, seo] = await Promise.allSettled([
    listFunds(fundListParams(filters)),
    getFilterMeta(),
    isMainView ? getSeo(SEO_PAGE) : Promise.resolve(null),
  ]);
  const seoText = seo.status === 'fulfilled' ? pickSeoText(seo.value) : null;
  const metaValue = meta.status === 'fulfilled' ? meta.value : null;

  // Short addresses (?amc=sbi-mutual-fund, ?category=equity) move to their canonical view.
  const resolved = metaValue && resolveFilterAliases(query, metaValue);
  if (resolved)
    return { redirect: { destination: fundListHref(parseFundFilters(resolved)), permanent: true } };

  if (list.status === 'rejected') {
    // A failure is not cached and tells crawlers to come back later.
    res.statusCode = 503;
    res.setHeader('Cache-Control', 'no-store');
    return { props: { filters, list: null, meta: metaValue, seo: seoText } };
  }
  // A page past the end of a list does not exist.
  if (filters.page > pageCount(list.value.total, list.value.limit)) return { notFound: true };

  res.setHeader('Cache-Control', LIST_CACHE_CONTROL);
  return { props: { filters, list: list.value, meta: metaValue, seo: seoText } };
};

export default function MutualFundsPage(props: FundListScreenProps) {
  return <FundListScreen {...props} />;
}
