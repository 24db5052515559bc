import type { GetServerSideProps } from 'next';
import { lazy } from 'react';
import FundScreen, { type FundScreenProps } from '@/components/funds/FundScreen';
import { getFund, getFundReturns, listFunds } from '@/services/market.api';
import { fundListParams } from '@/utils/funds/filters';
import { hasNavHistory } from '@/utils/funds/navSeries';
import { fundPath, relatedFilters } from '@/utils/funds/seo';

/** NAVs change once a day: shared caches keep a fund page 10 minutes and serve it stale for a day. */
export const FUND_CACHE_CONTROL = 'public, s-maxage=600, stale-while-revalidate=86400';
export const RELATED_COUNT = 6;

export const getServerSideProps: GetServerSideProps<FundScreenProps, { slug: string }> = async ({
  params,
  res,
}) => {
  const ref = String(params?.slug ?? '');
  const fund = await getFund(ref);
  if (!fund) return { notFound: true };
  // A scheme code (/mutual-funds/122640) or an old spelling moves to the one canonical address.
  if (ref !== fund.slug) return { redirect: { destination: fundPath(fund.slug), permanent: true } };

  const [returns, related] = await Promise.allSettled([
    getFundReturns(fund.scheme_code),
    fund.category
      ? listFunds(fundListParams(relatedFilters(fund), RELATED_COUNT + 1))
      : Promise.resolve(null),
  ]);
  const returnsValue = returns.status === 'fulfilled' ? returns.value : null;
  const relatedItems =
    related.status === 'fulfilled' && related.value
      ? related.value.items
          .filter((f) => f.scheme_code !== fund.scheme_code)
          .slice(0, RELATED_COUNT)
      : [];

  // A page missing a part (returns or related funds failed) is not kept in shared caches.
  const complete = returns.status === 'fulfilled' && related.status === 'fulfilled';
  res.setHeader('Cache-Control', complete ? FUND_CACHE_CONTROL : 'no-store');
  return {
    props: {
      fund,
      returns: returnsValue,
      hasHistory: hasNavHistory(returnsValue),
      related: relatedItems,
    },
  };
};

// The cart's panel loads only when a logged-in visitor opens it: the public page stays light.
const AddToCart = lazy(() => import('@/components/cart/AddToCart'));

export default function FundPage(props: FundScreenProps) {
  return <FundScreen {...props} investPanel={AddToCart} />;
}
