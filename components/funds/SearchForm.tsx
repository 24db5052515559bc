import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import { type FundFilters, FUNDS_PATH, MAX_SEARCH_LENGTH } from '@/utils/funds/filters';
import HiddenFields from './HiddenFields';
import styles from './Funds.module.scss';

interface Props {
  filters: FundFilters;
  onSubmit: (form: HTMLFormElement) => void;
}

/** Name search over the list; a scheme code or ISIN works too. Keeps the other filters. */
export default function SearchForm({ filters, onSubmit }: Props) {
  const [q, setQ] = useState(filters.q);
  const handle = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(e.currentTarget);
  };
  return (
    <form
      role="search"
      action={FUNDS_PATH}
      method="get"
      className={styles.search}
      onSubmit={handle}
    >
      <label htmlFor="fund-search" className="visually-hidden">
        Search funds by name, scheme code or ISIN
      </label>
      <input
        id="fund-search"
        type="search"
        name="q"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Fund name, scheme code or ISIN"
        autoComplete="off"
        className={styles.searchInput}
      />
      <HiddenFields filters={filters} omit={['q']} />
      <Button type="submit">Search</Button>
    </form>
  );
}
