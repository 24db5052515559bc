// Content state shapes: what the browser keeps of content between screens.
type Data = Record<string, unknown>;

/** A failed like, flagged with the item's id until it is cleared. */
export interface LikeFlag {
  likeError: boolean;
  likeID: string | null;
}

export interface CitySearch {
  city: string;
  lat: number;
  lng: number;
}

export interface ExpertState {
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

export interface SearchHit {
  _index: string;
  _source: Data;
  [field: string]: unknown;
}

export interface SearchState {
  hits: SearchHit[];
  keyword: string;
}

export interface ContentState {
  article: LikeFlag;
  video: LikeFlag;
  question: { likeError: { questionId: string; answerId: string } | null };
  expert: ExpertState;
  product: { filter: ProductFilter };
  search: SearchState;
}
