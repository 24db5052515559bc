// The sitemap index and its children: which kinds of page there are, how a kind is cut into files, and the
// file names. Shared by the web routes (pages/sitemap.xml.ts, pages/sitemaps/[name].ts) and the backend
// routes that list the pages of each kind (server/services/market/sitemap.ts, server/services/node/sitemap/).

/** URLs per sitemap file. The protocol allows 50,000; a margin keeps each file well under its 50 MB cap too. */
export const SITEMAP_MAX_URLS = 45_000;

/** Where the children live: /sitemaps/funds-1.xml, /sitemaps/articles-2.xml, … */
export const SITEMAPS_BASE = '/sitemaps';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export const CONTENT_SITEMAP_KINDS = ['articles', 'videos', 'questions', 'experts'] as const;
export const SITEMAP_KINDS = ['static', 'funds', ...CONTENT_SITEMAP_KINDS] as const;
export type ContentSitemapKind = (typeof CONTENT_SITEMAP_KINDS)[number];
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One page of the site as the backend lists it: a path on the web app and when it last changed. */
export interface SitemapEntry {
  path: string;
  /** ISO 8601 date or date-time; null when unknown. */
  lastmod: string | null;
}

/** One kind's files: how many pages it lists and the newest change within each file. */
export interface SitemapKindSummary {
  kind: SitemapKind;
  total: number;
  page_size: number;
  pages: { page: number; lastmod: string | null }[];
}

/** One file's worth of pages of a kind. */
export interface SitemapChunk {
  kind: SitemapKind;
  page: number;
  page_size: number;
  total: number;
  items: SitemapEntry[];
}

export function isSitemapKind(value: unknown): value is SitemapKind {
  return typeof value === 'string' && (SITEMAP_KINDS as readonly string[]).includes(value);
}

/** Files needed for `total` URLs: at least one, so that a kind always has a (possibly empty) first file. */
export function pageCount(total: number, pageSize = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Items cut into sitemap-sized pieces, in order. */
export function chunk<T>(items: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('Chunk size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function sitemapFileName(kind: SitemapKind, page: number): string {
  return `${kind}-${page}.xml`;
}

export function sitemapPath(kind: SitemapKind, page: number): string {
  return `${SITEMAPS_BASE}/${sitemapFileName(kind, page)}`;
}

/** 'funds-2.xml' -> { kind: 'funds', page: 2 }; null for any other name (a 404). */
export function parseSitemapFileName(name: string): { kind: SitemapKind; page: number } | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!m || !isSitemapKind(m[1])) return null;
  return { kind: m[1], page: Number(m[2]) };
}

/** The newest of several ISO dates (they compare as strings once normalised to full date-times). */
export function newestLastmod(dates: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  let bestTime = -Infinity;
  for (const d of dates) {
    const time = d ? Date.parse(d) : NaN;
    if (!Number.isNaN(time) && time > bestTime) {
      best = d as string;
      bestTime = time;
    }
  }
  return best;
}
