// Server-side loading of a fund page, kept in the render cache (ISR): a page is built on its first request and
// then served as static HTML. The AMFI import asks the web app to rebuild the pages whose NAV changed
// (pages/api/revalidate.ts); the lifetimes below are only the safety net when that call does not arrive.
import type { GetStaticPropsResult } from 'next';
import { getFund, getFundReturns, listFunds } from '@/services/market.api';
import { fundListParams } from '@/utils/funds/filters';
import { hasNavHistory } from '@/utils/funds/navSeries';
import { siteOrigin } from '@/components/seo/SeoHead';
import { fundJsonLd, relatedFilters } from '@/utils/funds/fundSeo';
import { fundPath } from '@/utils/funds/seo';
import type { FundScreenProps } from './FundScreen';

export const RELATED_COUNT = 6;
/** A complete page: NAVs change once a day and each import rebuilds the changed pages at once. */
export const FUND_REVALIDATE_S = 60 * 60;
/** A page missing a part (returns or related funds failed) is rebuilt soon instead. */
export const PARTIAL_REVALIDATE_S = 60;
/** An unknown slug answers 404 and is asked again after this long: a fund added by an import appears by then. */
export const NOT_FOUND_REVALIDATE_S = 60;

export async function loadFundPage(ref: string): Promise<GetStaticPropsResult<FundScreenProps>> {
  const fund = await getFund(ref);
  if (!fund) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_S };
  // A scheme code (/mutual-funds/122640) or an old spelling moves to the one canonical address.
  if (ref !== fund.slug) {
    return { redirect: { destination: fundPath(fund.slug), permanent: true }, revalidate: FUND_REVALIDATE_S };
  }

  const [returns, related] = await Promise.allSettled([
    getFundReturns(fund.scheme_code),
    fund.category ? listFunds(fundListParams(relatedFilters(fund), RELATED_COUNT + 1)) : Promise.resolve(null),
  ]);
  const returnsValue = returns.status === 'fulfilled' ? returns.value : null;
  const relatedItems =
    related.status === 'fulfilled' && related.value
      ? related.value.items.filter((f) => f.scheme_code !== fund.scheme_code).slice(0, RELATED_COUNT)
      : [];
  const complete = returns.status === 'fulfilled' && related.status === 'fulfilled';
  return {
    props: {
      fund,
      returns: returnsValue,
      hasHistory: hasNavHistory(returnsValue),
      related: relatedItems,
      // Built here so that the browser does not ship the builder; through JSON so that absent fields (undefined,
      // which page props cannot carry) are left out exactly as the script tag's JSON leaves them out.
      jsonLd: JSON.parse(JSON.stringify(fundJsonLd(siteOrigin(), fund))) as unknown[],
    },
    revalidate: complete ? FUND_REVALIDATE_S : PARTIAL_REVALIDATE_S,
  };
}
