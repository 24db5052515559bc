// Content state (articles, videos, questions, experts, products, search, profile, widgets, SEO,
// trending) under one `content` key; shapes in ./contentTypes.ts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ArticleState,
  CitySearch,
  ContentState,
  ExpertState,
  ProductFilter,
  ProductState,
  ProfileState,
  QuestionState,
  SearchHit,
  VideoState,
} from './contentTypes';

export * from './contentTypes';

/** Spec section 9: default city Gurgaon. */
export const DEFAULT_CITY: CitySearch = { city: 'Gurgaon', lat: 28.4595, lng: 77.0266 };
export const DEFAULT_PRODUCT_FILTER: ProductFilter = {
  productcategory: '',
  productsubcategory: '',
  productfundhouse: '',
  productrating: 0,
  sortby: 'desc',
};
/** Spec section 9: at most 10 search suggestions. */
export const MAX_SUGGESTIONS = 10;

export const initialContentState: ContentState = {
  article: { list: [], article: null, likeError: false, likeID: null, lead_type: null },
  video: {
    title: null,
    comments: [],
    likes: 0,
    category: null,
    lists: {},
    featured: [],
    detail: null,
    byMutualFund: [],
    byFixedDeposit: [],
    likeError: false,
    likeID: null,
  },
  question: { list: [], question: null, status: null, likeError: null },
  expert: {
    claimData: null,
    arnData: null,
    arnSearch: [],
    searchedData: [],
    citySearch: DEFAULT_CITY,
  },
  product: { product: null, products: [], attributes: null, filter: DEFAULT_PRODUCT_FILTER },
  search: { hits: [], keyword: '' },
  profile: { profileData: null, stage: null, status: null, error: null },
  widgets: {},
  seo: {},
  trending: [],
};

export type LikeError =
  | { kind: 'article' | 'video'; id: string }
  | { kind: 'answer'; questionId: string; answerId: string };

const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState,
  reducers: {
    articlePatched(state, action: PayloadAction<Partial<ArticleState>>) {
      Object.assign(state.article, action.payload);
    },
    videoPatched(state, action: PayloadAction<Partial<VideoState>>) {
      Object.assign(state.video, action.payload);
    },
    questionPatched(state, action: PayloadAction<Partial<QuestionState>>) {
      Object.assign(state.question, action.payload);
    },
    expertPatched(state, action: PayloadAction<Partial<ExpertState>>) {
      Object.assign(state.expert, action.payload);
    },
    citySearchSet(state, action: PayloadAction<CitySearch>) {
      state.expert.citySearch = action.payload;
    },
    productPatched(state, action: PayloadAction<Partial<Omit<ProductState, 'filter'>>>) {
      Object.assign(state.product, action.payload);
    },
    productFilterSet(state, action: PayloadAction<Partial<ProductFilter>>) {
      Object.assign(state.product.filter, action.payload);
    },
    productFilterReset(state) {
      state.product.filter = DEFAULT_PRODUCT_FILTER;
    },
    /** Spec section 5: results only when hits are non-empty, otherwise they are cleared. */
    searchResultsSet(state, action: PayloadAction<{ hits: SearchHit[] | null; keyword: string }>) {
      const hits = action.payload.hits ?? [];
      state.search = { hits: hits.length ? hits : [], keyword: action.payload.keyword };
    },
    searchCleared(state) {
      state.search = { hits: [], keyword: '' };
    },
    profilePatched(state, action: PayloadAction<Partial<ProfileState>>) {
      Object.assign(state.profile, action.payload);
    },
    widgetsSet(state, action: PayloadAction<Record<string, unknown>>) {
      state.widgets = action.payload;
    },
    seoSet(state, action: PayloadAction<{ page: string; data: Record<string, unknown> }>) {
      state.seo[action.payload.page] = action.payload.data;
    },
    trendingSet(state, action: PayloadAction<Record<string, unknown>[]>) {
      state.trending = action.payload;
    },
    /** Spec section 4: a failed like is flagged with the item's id and cleared later. */
    likeErrorSet(state, action: PayloadAction<LikeError>) {
      const e = action.payload;
      if (e.kind === 'answer') {
        state.question.likeError = { questionId: e.questionId, answerId: e.answerId };
      } else {
        state[e.kind].likeError = true;
        state[e.kind].likeID = e.id;
      }
    },
    likeErrorsCleared(state) {
      state.article.likeError = false;
      state.article.likeID = null;
      state.video.likeError = false;
      state.video.likeID = null;
      state.question.likeError = null;
    },
  },
});

export const {
  articlePatched,
  videoPatched,
  questionPatched,
  expertPatched,
  citySearchSet,
  productPatched,
  productFilterSet,
  productFilterReset,
  searchResultsSet,
  searchCleared,
  profilePatched,
  widgetsSet,
  seoSet,
  trendingSet,
  likeErrorSet,
  likeErrorsCleared,
} = contentSlice.actions;
export default contentSlice.reducer;

type WithContent = { content: ContentState };
export const selectSearchSuggestions = (s: WithContent) =>
  s.content.search.hits.slice(0, MAX_SUGGESTIONS);
export const selectCitySearch = (s: WithContent) => s.content.expert.citySearch;
export const selectProductFilter = (s: WithContent) => s.content.product.filter;
