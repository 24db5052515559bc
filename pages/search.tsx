import type { GetServerSideProps } from 'next';
import PageHead from '@/components/seo/PageHead';
import SearchResults, { type SearchResultsProps } from '@/components/search/SearchResults';
import { searchAll } from '@/services/search.api';
import { SEARCH_MAX_SIZE, clipSearchText } from '@/utils/validation/searchLimits';

/** The results page shows the best hits the search gives one request (searchLimits.ts). */
export const RESULTS_SIZE = SEARCH_MAX_SIZE;

export const getServerSideProps: GetServerSideProps<SearchResultsProps> = async ({ query, res }) => {
  const raw = Array.isArray(query.q) ? query.q[0] : query.q;
  const q = clipSearchText(raw ?? '');
  if (!q) return { props: { query: '', total: 0, hits: [] } };
  try {
    const found = await searchAll(q, RESULTS_SIZE);
    // The same query gives the same answer for a while; funds change once a day.
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    return { props: { query: q, total: found.total, hits: found.hits } };
  } catch (error) {
    // Search failures are logged; the page says plainly that search is unavailable.
    console.warn('[search] results page:', error instanceof Error ? error.message : error);
    return { props: { query: q, total: 0, hits: [], failed: true } };
  }
};

export default function Page(props: SearchResultsProps) {
  const title = props.query ? `Search: ${props.query} | ZF` : 'Search | ZF';
  const description = props.query
    ? `Funds, articles, videos, questions and experts matching “${props.query}”.`
    : 'Search mutual funds, articles, videos, questions and experts on ZF.';
  return (
    <>
      {/* A results page has no content of its own for search engines: kept out of their index. */}
      <PageHead title={title} description={description} noindex />
      <SearchResults {...props} />
    </>
  );
}
