// The fund list's views of one category, one fund house or one order, from the render cache. Visitors never see
// these paths: next.config.js rewrites ?category=…, ?fund_house=… and ?sort=…&order=… here (utils/funds/listViews.ts),
// and the page's canonical address stays the query form.
import type { GetStaticPaths, GetStaticProps } from 'next';
import FundListScreen, { type FundListScreenProps } from '@/components/funds/FundListScreen';
import { cachedListProps } from '@/components/funds/loadFundList';
import { listViewQuery } from '@/utils/funds/listViews';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<FundListScreenProps, { view?: string[] }> = async ({ params }) =>
  cachedListProps(listViewQuery(params?.view ?? []));

export default function FundListView(props: FundListScreenProps) {
  return <FundListScreen {...props} />;
}

// Neither the page nor what it renders at once uses the redux store (pages/_app.tsx: StoreFreePage).
FundListView.storeFree = true as const;
