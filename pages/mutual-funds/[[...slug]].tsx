// The plain fund list (/mutual-funds) and the fund pages (/mutual-funds/{slug}), both from the render cache. They
// share one optional catch-all so that the plain list is not built ahead like an index page would be (the build has
// no backend): like every fund page, it is rendered on its first request and then kept. Filtered views of the list
// reach other pages through next.config.js's rewrites (utils/funds/listViews.ts).
import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import dynamic from 'next/dynamic';
import { lazy } from 'react';
import type { FundListScreenProps } from '@/components/funds/FundListScreen';
import type { FundScreenProps } from '@/components/funds/FundScreen';
import { cachedListProps } from '@/components/funds/loadFundList';
import { NOT_FOUND_REVALIDATE_S, loadFundPage } from '@/components/funds/loadFundPage';

// Each address ships only the screen it shows.
const FundListScreen = dynamic(() => import('@/components/funds/FundListScreen'));
const FundScreen = dynamic(() => import('@/components/funds/FundScreen'));
// The cart's panel loads only when a logged-in visitor opens it: the cached public page stays the same for everyone.
const AddToCart = lazy(() => import('@/components/cart/AddToCart'));

export type FundsPageProps = { kind: 'list'; list: FundListScreenProps } | { kind: 'fund'; fund: FundScreenProps };

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<FundsPageProps, { slug?: string[] }> = async ({ params }) => {
  const [slug, ...rest] = params?.slug ?? [];
  if (slug === undefined) return wrap(await cachedListProps({}), (list) => ({ kind: 'list', list }));
  if (rest.length > 0) return { notFound: true, revalidate: NOT_FOUND_REVALIDATE_S };
  return wrap(await loadFundPage(slug), (fund) => ({ kind: 'fund', fund }));
};

function wrap<T>(result: GetStaticPropsResult<T>, as: (props: T) => FundsPageProps): GetStaticPropsResult<FundsPageProps> {
  return 'props' in result ? { ...result, props: as(result.props) } : result;
}

export default function FundsPage(props: FundsPageProps) {
  return props.kind === 'list' ? <FundListScreen {...props.list} /> : <FundScreen {...props.fund} investPanel={AddToCart} />;
}

// Neither the page nor what it renders at once uses the redux store (pages/_app.tsx: StoreFreePage).
FundsPage.storeFree = true as const;
