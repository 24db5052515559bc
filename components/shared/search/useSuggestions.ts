// Suggestions while typing: debounced, one request at a time (a newer keystroke cancels the older request),
// kept in the store's search slice (hits, keyword). A failed search clears them (spec section 8) and is only
// logged; empty hits clear them too (spec section 5, done by the slice).
import { useEffect, useMemo, useRef, useState } from 'react';
import { searchSuggestions } from '@/services/search.api';
import { MAX_SUGGESTIONS, searchCleared, searchResultsSet, type SearchHit } from '@/store/contentSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

export const SUGGEST_DELAY_MS = 250;
/** One letter matches half of all fund names: suggestions start at two. */
export const SUGGEST_MIN_LENGTH = 2;

export function useSuggestions(query: string, delayMs: number = SUGGEST_DELAY_MS) {
  const dispatch = useAppDispatch();
  // The slice's selectSearchSuggestions slices on every call (a new array each time); slice once per change.
  const allHits = useAppSelector((s) => s.content.search.hits);
  const hits = useMemo(() => allHits.slice(0, MAX_SUGGESTIONS), [allHits]);
  const keyword = useAppSelector((s) => s.content.search.keyword);
  // The keyword this box asked for last: another search box on the page shares the slice.
  const [asked, setAsked] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const q = query.trim();
    if (Array.from(q).length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const call = ++latest.current;
    const timer = setTimeout(async () => {
      try {
        const found = await searchSuggestions(q, controller.signal);
        if (call !== latest.current) return;
        setAsked(q);
        dispatch(searchResultsSet({ hits: found, keyword: q }));
      } catch (error) {
        if (controller.signal.aborted || call !== latest.current) return;
        console.warn('[search] suggestions failed:', error instanceof Error ? error.message : error);
        setAsked(null);
        dispatch(searchCleared());
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs, dispatch]);

  const short = Array.from(query.trim()).length < SUGGEST_MIN_LENGTH;
  const mine = !short && asked !== null && keyword === asked;
  return { hits: mine ? (hits as SearchHit[]) : [], keyword: mine ? keyword : '' };
}
