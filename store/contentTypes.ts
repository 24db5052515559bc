// Content state shapes of spec section 3 ("Other state").
type Data = Record<string, unknown>;

export interface ArticleState {
  list: Data[];
  article: Data | null;
  likeError: boolean;
  likeID: string | null;
  lead_type: string | null;
}

export interface VideoState {
  title: string | null;
  comments: Data[];
  likes: number;
  category: string | null;
  lists: Record<string, Data[]>;
  featured: Data[];
  detail: Data | null;
  byMutualFund: Data[];
  byFixedDeposit: Data[];
  likeError: boolean;
  likeID: string | null;
}

export interface QuestionState {
  list: Data[];
  question: Data | null;
  status: string | null;
  likeError: { questionId: string; answerId: string } | null;
}

export interface CitySearch {
  city: string;
  lat: number;
  lng: number;
}

export interface ExpertState {
  claimData: Data | null;
  arnData: Data | null;
  arnSearch: Data[];
  searchedData: Data[];
  citySearch: CitySearch;
}

export interface ProductFilter {
  productcategory: string;
  productsubcategory: string;
  productfundhouse: string;
  productrating: number;
  sortby: 'asc' | 'desc';
}

export interface ProductState {
  product: Data | null;
  products: Data[];
  attributes: Data | null;
  filter: ProductFilter;
}

export interface SearchHit {
  _index: string;
  _source: Data;
  [field: string]: unknown;
}

export interface SearchState {
  hits: SearchHit[];
  keyword: string;
}

export interface ProfileState {
  profileData: Data | null;
  stage: number | null;
  status: string | null;
  error: string | null;
}

export interface ContentState {
  article: ArticleState;
  video: VideoState;
  question: QuestionState;
  expert: ExpertState;
  product: ProductState;
  search: SearchState;
  profile: ProfileState;
  widgets: Data;
  /** SEO metadata by page. */
  seo: Record<string, Data>;
  trending: Data[];
}
