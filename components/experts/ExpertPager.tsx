import Link from '@/components/ui/Link';
import { type ExpertFilters, filtersToSearch } from '@/utils/experts/filters';
import { EXPERTS_PATH } from '@/utils/experts/slug';
import styles from './Experts.module.scss';

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export const directoryHref = (filters: Partial<ExpertFilters>) =>
  `${EXPERTS_PATH}${filtersToSearch(filters)}`;

export default function ExpertPager({
  filters,
  total,
  limit,
}: {
  filters: ExpertFilters;
  total: number;
  limit: number;
}) {
  const last = pageCount(total, limit);
  if (last <= 1) return null;
  const current = Math.min(filters.page, last);
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {current > 1 && (
        <Link rel="prev" href={directoryHref({ ...filters, page: current - 1 })}>
          ← Previous
        </Link>
      )}
      <span>
        Page {current} of {last}
      </span>
      {current < last && (
        <Link rel="next" href={directoryHref({ ...filters, page: current + 1 })}>
          Next →
        </Link>
      )}
    </nav>
  );
}
