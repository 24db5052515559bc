// The fund list's common views from the render cache. Visitors never see these paths: next.config.js rewrites
// /mutual-funds, ?category=…, ?fund_house=… and ?sort=…&order=… here (utils/funds/listViews.ts), and the
// page's canonical address stays the query form.
import type { GetStaticPaths, GetStaticProps } from 'next';
import FundListScreen, { type FundListScreenProps } from '@/components/funds/FundListScreen';
import { loadFundList } from '@/components/funds/loadFundList';
import { listViewQuery } from '@/utils/funds/listViews';

/** The safety net: each import rebuilds the cached views at once (pages/api/revalidate.ts). */
export const LIST_REVALIDATE_S = 300;
/** A value the data does not hold answers 404 and is not kept as a page (nor can it fill the cache). */
export const UNKNOWN_VIEW_REVALIDATE_S = 60;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<FundListScreenProps, { view?: string[] }> = async ({ params }) => {
  const query = listViewQuery(params?.view ?? []);
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
};

function knownValues({ filters, meta }: FundListScreenProps): boolean {
  if (!meta) return false;
  if (filters.category && !meta.categories.some((c) => c.category === filters.category)) return false;
  return !filters.fund_house || meta.fund_houses.some((f) => f.fund_house === filters.fund_house);
}

export default function FundListView(props: FundListScreenProps) {
  return <FundListScreen {...props} />;
}
