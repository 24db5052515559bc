// Suggestions while typing. Each keyword is cached, so typing back to an earlier word answers at once, and an
// older keyword's late answer lands in its own entry instead of replacing what is shown.
import type { SearchHit } from '@/services/search.api';
import { searchApi } from './searchApi';

export const suggestionsApi = searchApi.injectEndpoints({
  endpoints: (build) => ({
    searchSuggestions: build.query<SearchHit[], string>({
      query: (keyword) => async (signal) => (await import('@/services/search.api')).searchSuggestions(keyword, signal),
      providesTags: ['Search'],
    }),
  }),
});

export const { useSearchSuggestionsQuery } = suggestionsApi;
