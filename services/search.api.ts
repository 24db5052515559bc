// Calls of the search service: suggestions with {query}, reading data.hits (the first
// 10 are shown), and the full search with a multi_match phrase query over the spec's fields, reading hits.hits.
import { SEARCH_FIELDS, SEARCH_MAX_SIZE, SEARCH_SUGGESTIONS } from '@/utils/validation/searchLimits';
import { searchClient, withRetry } from './http';

/** The index names hits carry in `_index`. */
export type SearchIndex = 'products' | 'articles' | 'videos' | 'forums' | 'users';

/** The `_source` fields of a search hit; which ones a hit has depends on its index. */
export interface SearchSource {
  id?: string | number;
  title?: string;
  seotitle?: string;
  seo_title?: string;
  display_url?: string;
  locale?: string;
  name?: string;
  arn?: string;
  question?: string;
  scheme_name?: string;
  description?: string;
  products?: string[] | string;
  plan?: string;
  option?: string;
  [field: string]: unknown;
}

export interface SearchHit {
  _index: string;
  _id?: string;
  _score?: number;
  _source: SearchSource;
  [field: string]: unknown;
}

export interface SearchResults {
  total: number;
  hits: SearchHit[];
}

interface SuggestionsBody {
  status: string;
  data?: { hits?: SearchHit[] | null };
}

interface ElasticBody {
  hits?: { total?: { value?: number } | number; hits?: SearchHit[] | null };
}

/** Suggestions while typing: at most 10. `signal` lets a newer keystroke cancel an older request. */
export async function searchSuggestions(query: string, signal?: AbortSignal): Promise<SearchHit[]> {
  const { data } = await searchClient.post<SuggestionsBody>('/administration/v2/search', { query }, { signal });
  return (data.data?.hits ?? []).slice(0, SEARCH_SUGGESTIONS);
}

/**
 * The full search of the results page: up to `size` hits and the total found. The spec's body asks for 10000; the
 * service answers any size with at most SEARCH_MAX_SIZE hits, so the page asks for exactly that many.
 */
export async function searchAll(query: string, size: number = SEARCH_MAX_SIZE): Promise<SearchResults> {
  const body = { size, query: { multi_match: { query, type: 'phrase', fields: [...SEARCH_FIELDS] } } };
  const { data } = await withRetry(() => searchClient.post<ElasticBody>('/administration/v2/search', body));
  const hits = data.hits?.hits ?? [];
  const total = data.hits?.total;
  return { hits, total: typeof total === 'number' ? total : (total?.value ?? hits.length) };
}
