import { type FundFilters } from '@/utils/funds/filters';
import { formatIndianNumber } from '@/utils/indianNumber';
import type { FundListPage } from '@/utils/funds/types';
import styles from './Funds.module.scss';

const plural = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? 'fund' : 'funds'}`;

/** '2,345 funds · 21–40 shown', announced politely when a filter changes it. */
export default function ListSummary({
  filters,
  list,
}: {
  filters: FundFilters;
  list: FundListPage | null;
}) {
  if (!list) return <p className={styles.count} />;
  const first = (list.page - 1) * list.limit + 1;
  const lastShown = first + list.items.length - 1;
  return (
    <div className={styles.summary}>
      <p className={styles.count} role="status" aria-live="polite" data-testid="fund-count">
        <strong className="tabular">{plural(list.total)}</strong>
        {list.items.length > 0 && list.total > list.items.length && (
          <span className={styles.shown}>
            {' '}
            · {formatIndianNumber(first)}–{formatIndianNumber(lastShown)} shown
          </span>
        )}
      </p>
      {list.match === 'similar' && (
        <p className={styles.note}>
          No fund name has every word of “{filters.q}”. These names are the closest matches.
        </p>
      )}
    </div>
  );
}
