import Link from 'next/link';
import { useId } from 'react';
import { SearchIcon } from './icons';
import styles from './Header.module.scss';

/**
 * A plain GET form to /search?q=: works before hydration and without JavaScript. Phones have no room
 * for a usable input in the bar, so there the form gives way to an icon link to the search page.
 */
export default function SearchBox({
  placeholder = 'Search funds, articles, experts',
}: {
  placeholder?: string;
}) {
  const inputId = useId();
  return (
    <>
      <form role="search" action="/search" method="get" className={styles.search}>
        <label htmlFor={inputId} className="visually-hidden">
          Search
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          placeholder={placeholder}
          autoComplete="off"
          maxLength={200}
        />
        <button type="submit" aria-label="Submit search">
          <SearchIcon />
        </button>
      </form>
      <Link
        href="/search"
        className={`${styles.iconButton} ${styles.searchLink}`}
        aria-label="Search"
      >
        <SearchIcon />
      </Link>
    </>
  );
}
