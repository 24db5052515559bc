/**
 * The directory's filters as they live in the address bar (/experts?name=&city=&pincode=&language=&product=&page=),
 * read leniently (a value that does not check out is dropped and reported, never a crash) and written back in a
 * fixed order with defaults left out, so each filtered view has one address and the default view is plain
 * /experts (Gurgaon).
 */
import type { NamedLanguage } from '../language';
import { expertFilterShape, EXPERT_PAGE_SIZE } from '../validation/experts';
import { ALL_CITIES, DEFAULT_EXPERT_CITY, findExpertCity } from './cities';
import type { ExpertProduct } from './products';

export interface ExpertFilters {
  name?: string;
  /** A city name, or 'all'. */
  city: string;
  pincode?: string;
  language?: NamedLanguage;
  product?: ExpertProduct;
  page: number;
}

export type ExpertFilterErrors = Partial<
  Record<'name' | 'city' | 'pincode' | 'language' | 'product', string>
>;

export const DEFAULT_FILTERS: ExpertFilters = { city: DEFAULT_EXPERT_CITY, page: 1 };

type RawQuery = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A known city in its usual spelling ('bombay' -> 'Mumbai'), 'all', or the text as typed. */
export function normaliseCity(city: string | undefined): string {
  const text = city?.trim();
  if (!text) return DEFAULT_EXPERT_CITY;
  if (text.toLowerCase() === ALL_CITIES) return ALL_CITIES;
  return findExpertCity(text)?.city ?? text;
}

export function filtersFromQuery(query: RawQuery): {
  filters: ExpertFilters;
  errors: ExpertFilterErrors;
} {
  const filters: ExpertFilters = { ...DEFAULT_FILTERS };
  const errors: ExpertFilterErrors = {};
  const fields = ['name', 'city', 'pincode', 'language', 'product'] as const;
  for (const field of fields) {
    const parsed = expertFilterShape[field].safeParse(first(query[field]));
    if (!parsed.success) errors[field] = parsed.error.issues[0]?.message;
    else if (parsed.data !== undefined) Object.assign(filters, { [field]: parsed.data });
  }
  filters.city = normaliseCity(filters.city);
  const page = expertFilterShape.page.safeParse(first(query.page));
  filters.page = page.success ? page.data : 1;
  return { filters, errors };
}

/** The query string's values, defaults left out. A pincode replaces the city, so the city is dropped with one. */
export function filtersToQuery(filters: Partial<ExpertFilters>): Record<string, string> {
  const query: Record<string, string> = {};
  const name = filters.name?.trim();
  if (name) query.name = name;
  const city = normaliseCity(filters.city);
  if (!filters.pincode && city !== DEFAULT_EXPERT_CITY) query.city = city;
  if (filters.pincode) query.pincode = filters.pincode;
  if (filters.language) query.language = filters.language;
  if (filters.product) query.product = filters.product;
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  return query;
}

export function filtersToSearch(filters: Partial<ExpertFilters>): string {
  const query = new URLSearchParams(filtersToQuery(filters)).toString();
  return query ? `?${query}` : '';
}

/** What the backend's search reads: the city always spelled out (its default is the same Gurgaon). */
export function filtersToApiParams(filters: ExpertFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {
    ...filtersToQuery(filters),
    limit: EXPERT_PAGE_SIZE,
  };
  if (!filters.pincode) params.city = filters.city;
  return params;
}

/** True when anything narrows the list beyond the default city. */
export function hasNarrowingFilters(filters: ExpertFilters): boolean {
  return Boolean(filters.name || filters.pincode || filters.language || filters.product);
}
