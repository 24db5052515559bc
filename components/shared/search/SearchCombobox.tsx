// Site search box: suggestions as you type (ARIA combobox with a grouped listbox), voice input where the
// browser has it, and a plain GET form to /search?q= underneath, so that it works before hydration too.
import { useRouter } from 'next/router';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SearchHit } from '@/services/search.api';
import { hitHref } from './searchGroups';
import SuggestionList, { orderedHits } from './SuggestionList';
import { useSpeechRecognition } from './useSpeechRecognition';
import { useSuggestions } from './useSuggestions';
import { SEARCH_MAX_LENGTH } from '@/utils/validation/searchLimits';
import VoiceSearchButton from './VoiceSearchButton';
import styles from './Search.module.scss';
import { withStore } from '@/components/app/StoreProvider';

export const SEARCH_PAGE = '/search';

export interface SearchComboboxProps {
  placeholder?: string;
  /** 'header': compact pill, hidden on phones (the header shows an icon link there); 'page': full width. */
  variant?: 'header' | 'page';
  defaultValue?: string;
  /** Debounce of the suggestion requests (tests shorten it). */
  delayMs?: number;
  /** The header's lazy box hands over text someone typed: suggestions for it are wanted at once. */
  startEdited?: boolean;
  /** Takes the focus on mount (caret at the end), when it replaces a plain box that had it. */
  autoFocus?: boolean;
}

export const resultsHref = (query: string) => `${SEARCH_PAGE}?q=${encodeURIComponent(query.trim())}`;

function SearchCombobox({
  placeholder = 'Search funds, articles, experts',
  variant = 'header',
  defaultValue = '',
  delayMs,
  startEdited = false,
  autoFocus = false,
}: SearchComboboxProps) {
  const router = useRouter();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = useCallback((i: number) => `${baseId}-option-${i}`, [baseId]);

  const [query, setQuery] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // A box that opens with the results page's query asks for nothing until someone edits it.
  const [edited, setEdited] = useState(startEdited);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const box = inputRef.current;
    if (!autoFocus || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    // Only on mount: the handover happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { hits, keyword } = useSuggestions(edited ? query : '', delayMs);
  const options = useMemo(() => orderedHits(hits), [hits]);
  const open = focused && !dismissed && options.length > 0;
  const activeIndex = open && active < options.length ? active : -1;

  const edit = (text: string) => {
    setQuery(text);
    setEdited(true);
    setDismissed(false);
    setActive(-1);
  };

  const voice = useSpeechRecognition((text) => {
    edit(text);
    document.getElementById(inputId)?.focus();
  });

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };

  const go = (hit: SearchHit) => {
    close();
    const href = hitHref(hit);
    if (href.startsWith('/')) void router.push(href);
    else window.location.assign(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    close();
    void router.push(resultsHref(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!n) return;
        event.preventDefault();
        setDismissed(false);
        setActive(open ? (activeIndex + 1) % n : 0);
        break;
      case 'ArrowUp':
        if (!n) return;
        event.preventDefault();
        setDismissed(false);
        setActive(open && activeIndex > 0 ? activeIndex - 1 : n - 1);
        break;
      case 'Enter':
        // With an option chosen, open it; otherwise the form submits: the full results page.
        if (activeIndex >= 0) {
          event.preventDefault();
          go(options[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          edit('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  // Announced once the answer for what is typed has arrived, not while it is on its way.
  const announcement = focused && !dismissed && keyword !== '' && keyword === query.trim() ? suggestionCount(options.length) : '';

  return (
    <form
      role="search"
      action={SEARCH_PAGE}
      method="get"
      className={`${styles.box} ${variant === 'header' ? styles.header : styles.page}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        value={query}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {voice.supported && (
        <VoiceSearchButton listening={voice.listening} onToggle={voice.toggle} className={voice.listening ? styles.listening : undefined} />
      )}
      <button type="submit" aria-label="Submit search">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <SuggestionList
        id={listId}
        hits={options}
        open={open}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={go}
        onHover={setActive}
      />
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </form>
  );
}

function suggestionCount(n: number): string {
  if (n === 0) return 'No suggestions';
  return `${n} suggestion${n === 1 ? '' : 's'}, use the arrow keys to choose`;
}

// Loaded later by store-free pages (and the shell), so it brings the store with it.
export default withStore(SearchCombobox);
