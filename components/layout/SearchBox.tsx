import Link from 'next/link';
import SearchCombobox from '@/components/search/SearchCombobox';
import { SearchIcon } from './icons';
import styles from './Header.module.scss';

/**
 * The header's search: suggestions as you type, voice input, and a GET form to /search?q= underneath that
 * works before hydration and without JavaScript. Phones have no room for a usable input in the bar, so there
 * the box gives way to an icon link to the search page (which has its own search box).
 */
export default function SearchBox({
  placeholder = 'Search funds, articles, experts',
}: {
  placeholder?: string;
}) {
  return (
    <>
      <SearchCombobox placeholder={placeholder} variant="header" />
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
