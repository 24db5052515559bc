import type { GetServerSideProps } from 'next';
import ExpertDirectory, { type ExpertDirectoryProps } from '@/components/experts/ExpertDirectory';
import { pageCount } from '@/components/experts/ExpertPager';
import { searchExperts } from '@/services/experts.api';
import { EXPERT_PAGE_CACHE_CONTROL } from '@/utils/experts/cache';
import { filtersFromQuery } from '@/utils/experts/filters';
import { indiaToday } from '@/utils/experts/today';

export const getServerSideProps: GetServerSideProps<ExpertDirectoryProps> = async ({
  query,
  res,
}) => {
  const { filters, errors } = filtersFromQuery(query);
  const today = indiaToday();
  try {
    // A pincode that does not check out is shown beside its field and left out of the search.
    const result = await searchExperts(
      errors.pincode ? { ...filters, pincode: undefined } : filters,
    );
    if (result.total > 0 && filters.page > pageCount(result.total, result.limit))
      return { notFound: true };
    res.setHeader('Cache-Control', EXPERT_PAGE_CACHE_CONTROL);
    return { props: { filters, errors, result, today } };
  } catch (error) {
    // Failures are only logged; a 503 that is not cached tells crawlers to come back.
    console.error('expert directory search failed', error instanceof Error ? error.message : error);
    res.statusCode = 503;
    res.setHeader('Cache-Control', 'no-store');
    return { props: { filters, errors, result: null, today } };
  }
};

export default function ExpertsPage(props: ExpertDirectoryProps) {
  return <ExpertDirectory {...props} />;
}
