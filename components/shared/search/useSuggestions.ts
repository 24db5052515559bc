// Suggestions while typing: debounced, answered from the search api's cache per keyword (so only the answer for
// what is typed now is shown, whatever order answers arrive in). The search slice mirrors the latest answer
// (hits, keyword); a failed search clears it and is only logged; empty hits clear it too.
import { useEffect, useState } from 'react';
import type { SearchHit } from '@/services/search.api';
import { useSearchSuggestionsQuery } from '@/store/api/search';
import { clipSearchText } from '@/utils/validation/searchLimits';

export const SUGGEST_DELAY_MS = 250;
/** One letter matches half of all fund names: suggestions start at two. */
export const SUGGEST_MIN_LENGTH = 2;

const NO_HITS: SearchHit[] = [];
const tooShort = (text: string) => Array.from(text).length < SUGGEST_MIN_LENGTH;

/** The text once typing has paused for `delayMs`. */
export function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

export function useSuggestions(query: string, delayMs: number = SUGGEST_DELAY_MS) {
  // Past the search's word limit the service would refuse the text: suggest for its first words instead.
  const typed = clipSearchText(query);
  const keyword = useSettled(typed, delayMs);
  const skip = tooShort(keyword) || tooShort(typed);
  // currentData belongs to this keyword only: while a newer keyword is on its way there are no suggestions.
  const { currentData, error } = useSearchSuggestionsQuery(keyword, { skip });

  useEffect(() => {
    if (error) console.warn('[search] suggestions failed:', JSON.stringify(error));
  }, [error]);

  // The service keeps the first 10, as many as are shown; the same array while the answer is the same.
  const shown = !skip && currentData !== undefined;
  return { hits: shown ? currentData : NO_HITS, keyword: shown ? keyword : '' };
}
