import Link from '@/components/ui/Link';
import type { FundFilters } from '@/utils/funds/filters';
import { fundListHref, pageCount } from '@/utils/funds/filters';
import styles from './Funds.module.scss';

/** 1 … 4 5 [6] 7 8 … 716: the ends, and two pages either side of this one. */
export function pageWindow(current: number, last: number, spread = 2): (number | 'gap')[] {
  const pages = new Set([1, last]);
  for (let p = current - spread; p <= current + spread; p += 1)
    if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

export default function Pagination({
  filters,
  total,
  limit,
}: {
  filters: FundFilters;
  total: number;
  limit: number;
}) {
  const last = pageCount(total, limit);
  if (last <= 1) return null;
  const current = Math.min(filters.page, last);
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      {current > 1 ? (
        <Link
          rel="prev"
          href={fundListHref(filters, { page: current - 1 })}
          className={styles.pageStep}
        >
          ← Previous
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" />
      )}
      <ol className={styles.pages}>
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={p}>
              {p === current ? (
                <span aria-current="page" className={styles.pageCurrent}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </span>
              ) : (
                <Link href={fundListHref(filters, { page: p })} className={styles.pageLink}>
                  <span className="visually-hidden">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link
          rel="next"
          href={fundListHref(filters, { page: current + 1 })}
          className={styles.pageStep}
        >
          Next →
        </Link>
      ) : (
        <span className={styles.pageStep} aria-hidden="true" />
      )}
    </nav>
  );
}
