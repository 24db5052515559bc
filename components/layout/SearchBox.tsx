import Link from '@/components/ui/Link';
import { type ComponentType, useRef, useState } from 'react';
import type { SearchComboboxProps } from '@/components/shared/search/SearchCombobox';
import { SearchIcon } from './icons';
import { SEARCH_MAX_LENGTH } from '@/utils/validation/searchLimits';
import styles from './Header.module.scss';
import searchStyles from '@/components/shared/search/Search.module.scss';

// Suggestions, voice input and their hooks are not part of any page's first load: the header renders a plain
// GET form (it works before hydration and without JavaScript) and fetches the combobox the first time someone
// focuses or types in it. A plain import() rather than next/dynamic: the plain form has to stay on screen until
// the code has arrived, so that what was typed and the focus carry over into the combobox.
const loadCombobox = () => import('@/components/shared/search/SearchCombobox').then((m) => m.default);

/**
 * The header's search. Phones have no room for a usable input in the bar, so there the box gives way to an
 * icon link to the search page (which has its own search box).
 */
export default function SearchBox({
  placeholder = 'Search funds, articles, experts',
}: {
  placeholder?: string;
}) {
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  // What the plain box held, and whether it had the focus, when the combobox replaced it.
  const [handover, setHandover] = useState({ typed: '', focused: false });
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const activate = () => {
    if (loading.current) return;
    loading.current = true;
    loadCombobox().then(
      (component) => {
        // Read the box only now: whatever was typed while the code was on its way carries over.
        const box = input.current;
        setHandover({ typed: box?.value ?? '', focused: box !== null && document.activeElement === box });
        setCombobox(() => component);
      },
      // Offline or a failed chunk: the plain form still searches; try again on the next focus.
      () => {
        loading.current = false;
      },
    );
  };

  return (
    <>
      {Combobox ? (
        <Combobox
          placeholder={placeholder}
          variant="header"
          defaultValue={handover.typed}
          startEdited={handover.typed !== ''}
          autoFocus={handover.focused}
        />
      ) : (
        <form
          role="search"
          action="/search"
          method="get"
          className={`${searchStyles.box} ${searchStyles.header}`}
        >
          <label htmlFor="header-search-input" className="visually-hidden">
            Search
          </label>
          <input
            ref={input}
            id="header-search-input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={placeholder}
            onFocus={activate}
            onInput={activate}
          />
          <button type="submit" aria-label="Submit search">
            <SearchIcon />
          </button>
        </form>
      )}
      <Link href="/search" className={`${styles.iconButton} ${styles.searchLink}`} aria-label="Search">
        <SearchIcon />
      </Link>
    </>
  );
}
