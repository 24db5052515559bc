import Link from '@/components/ui/Link';
import type { ChangeEvent, FormEvent } from 'react';
import Button from '@/components/ui/Button';
import {
  type FundFilters,
  type FundSortKey,
  FUND_SORTS,
  FUNDS_PATH,
  SORT_LABELS,
  changeFilters,
  fundListHref,
} from '@/utils/funds/filters';
import HiddenFields from './HiddenFields';
import styles from './Funds.module.scss';

interface Props {
  filters: FundFilters;
  onSubmit: (form: HTMLFormElement) => void;
}

function orderWords(sort: FundSortKey, order: 'asc' | 'desc'): string {
  if (sort === 'name') return order === 'desc' ? 'Z to A' : 'A to Z';
  return order === 'desc' ? 'Highest first' : 'Lowest first';
}

/** Sort select (applies on change with JavaScript, or with the button without it) and the order switch. */
export default function SortForm({ filters, onSubmit }: Props) {
  const sorts: FundSortKey[] = filters.q ? ['relevance', ...FUND_SORTS] : [...FUND_SORTS];
  const flipped = filters.order === 'desc' ? 'asc' : 'desc';
  const handle = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(e.currentTarget);
  };
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    if (e.currentTarget.form) onSubmit(e.currentTarget.form);
  };
  return (
    <form action={FUNDS_PATH} method="get" className={styles.sort} onSubmit={handle}>
      <label htmlFor="fund-sort">Sort by</label>
      <select
        id="fund-sort"
        name="sort"
        defaultValue={filters.sort}
        onChange={change}
        key={filters.sort}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <HiddenFields filters={filters} omit={['sort']} />
      <Button type="submit" variant="secondary" size="sm">
        Sort
      </Button>
      {filters.sort !== 'relevance' && (
        <Link
          href={fundListHref(changeFilters(filters, { order: flipped }))}
          className={styles.order}
          scroll={false}
          aria-label={`Order: ${orderWords(filters.sort, filters.order)}. Switch to ${orderWords(filters.sort, flipped)}`}
        >
          <span aria-hidden="true">{filters.order === 'desc' ? '↓' : '↑'}</span>{' '}
          {orderWords(filters.sort, filters.order)}
        </Link>
      )}
    </form>
  );
}
