// Content state under one `content` key: like errors, the expert search, the fund filter and the search
// suggestions (filled from the search api's answers); shapes in ./contentTypes.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { queryFulfilled, queryRejected } from './api/matchers';
import type { CitySearch, ContentState, LikeFlag, ProductFilter, SearchHit } from './contentTypes';

export * from './contentTypes';

/** The expert city search starts at Gurgaon. */
export const DEFAULT_CITY: CitySearch = { city: 'Gurgaon', lat: 28.4595, lng: 77.0266 };
export const DEFAULT_PRODUCT_FILTER: ProductFilter = {
  productcategory: '',
  productsubcategory: '',
  productfundhouse: '',
  productrating: 0,
  sortby: 'desc',
};
/** At most 10 search suggestions are shown. */
export const MAX_SUGGESTIONS = 10;

const NO_LIKE_ERROR: LikeFlag = { likeError: false, likeID: null };

export const initialContentState: ContentState = {
  article: NO_LIKE_ERROR,
  video: NO_LIKE_ERROR,
  question: { likeError: null },
  expert: { searchedData: [], citySearch: DEFAULT_CITY },
  product: { filter: DEFAULT_PRODUCT_FILTER },
  search: { hits: [], keyword: '' },
};

export type LikeError =
  | { kind: 'article' | 'video'; id: string }
  | { kind: 'answer'; questionId: string; answerId: string };

// The suggestions endpoint of store/api/search.ts, matched by name (see ./api/matchers.ts).
const suggestionsAnswered = queryFulfilled<string, SearchHit[] | null>('searchApi', 'searchSuggestions');
const suggestionsFailed = queryRejected<string>('searchApi', 'searchSuggestions');

const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState,
  reducers: {
    /** A search of the expert directory was shown: its experts and, when located, its city. */
    expertSearchShown(state, action: PayloadAction<{ items: Record<string, unknown>[]; city: CitySearch | null }>) {
      state.expert.searchedData = action.payload.items;
      if (action.payload.city) state.expert.citySearch = action.payload.city;
    },
    fundFiltersChanged(state, action: PayloadAction<ProductFilter>) {
      state.product.filter = action.payload;
    },
    /** A failed like is flagged with the item's id and cleared later. */
    likeFailed(state, action: PayloadAction<LikeError>) {
      const e = action.payload;
      if (e.kind === 'answer') state.question.likeError = { questionId: e.questionId, answerId: e.answerId };
      else state[e.kind] = { likeError: true, likeID: e.id };
    },
    likeErrorsExpired(state) {
      state.article = NO_LIKE_ERROR;
      state.video = NO_LIKE_ERROR;
      state.question.likeError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // Results only when hits are non-empty, otherwise they are cleared. Only the 10 that can
      // be shown are kept, so selecting them builds nothing new.
      .addMatcher(suggestionsAnswered, (state, action) => {
        state.search = { hits: (action.payload ?? []).slice(0, MAX_SUGGESTIONS), keyword: action.meta.arg.originalArgs };
      })
      // A newer keyword aborts the older request: that is not a failure, and the newer answer follows.
      .addMatcher(suggestionsFailed, (state, action) => {
        if (!action.meta.aborted) state.search = { hits: [], keyword: '' };
      });
  },
});

export const { expertSearchShown, fundFiltersChanged, likeFailed, likeErrorsExpired } = contentSlice.actions;
export default contentSlice.reducer;

type WithContent = { content: ContentState };
export const selectSearchSuggestions = (s: WithContent) => s.content.search.hits;
export const selectSearchKeyword = (s: WithContent) => s.content.search.keyword;
export const selectCitySearch = (s: WithContent) => s.content.expert.citySearch;
export const selectProductFilter = (s: WithContent) => s.content.product.filter;
export const selectLikeFailed = (s: WithContent, kind: 'article' | 'video', id: string) =>
  s.content[kind].likeError && s.content[kind].likeID === id;
export const selectAnswerLikeFailed = (s: WithContent, questionId: string, answerId: string) => {
  const e = s.content.question.likeError;
  return e !== null && e.questionId === questionId && e.answerId === answerId;
};
