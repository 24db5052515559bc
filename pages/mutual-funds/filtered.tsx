import type { GetServerSideProps } from 'next';
import FundListScreen, { type FundListScreenProps } from '@/components/funds/FundListScreen';
import { loadFundList } from '@/components/funds/loadFundList';

/** Shared caches may keep a listing 5 minutes and serve it stale for a day while they refresh it. */
export const LIST_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400';

// /mutual-funds with any combination of filters that is not a cached view, rendered per request (next.config.js
// rewrites those addresses here; the address people see stays /mutual-funds?…).
export const getServerSideProps: GetServerSideProps<FundListScreenProps> = async ({ query, res }) => {
  const loaded = await loadFundList(query);
  if (loaded.kind === 'redirect') return { redirect: { destination: loaded.destination, permanent: true } };
  if (loaded.kind === 'notFound') return { notFound: true };
  if (loaded.kind === 'failed') {
    // A failure is not cached and tells crawlers to come back later.
    res.statusCode = 503;
    res.setHeader('Cache-Control', 'no-store');
    return { props: loaded.props };
  }
  res.setHeader('Cache-Control', LIST_CACHE_CONTROL);
  return { props: loaded.props };
};

export default function MutualFundsPage(props: FundListScreenProps) {
  return <FundListScreen {...props} />;
}

// Neither the page nor what it renders at once uses the redux store (pages/_app.tsx: StoreFreePage).
MutualFundsPage.storeFree = true as const;
