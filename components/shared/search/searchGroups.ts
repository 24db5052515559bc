// How hits are shown: grouped by kind in a fixed order, each with a label, a detail line and a safe link.
import type { SearchHit } from '@/services/search.api';

export interface SearchGroup {
  index: string;
  heading: string;
  hits: SearchHit[];
}

/** The search hit index names (`_index`), in the order the groups appear. */
export const GROUP_HEADINGS: readonly { index: string; heading: string }[] = [
  { index: 'products', heading: 'Funds' },
  { index: 'articles', heading: 'Articles' },
  { index: 'videos', heading: 'Videos' },
  { index: 'forums', heading: 'Questions' },
  { index: 'users', heading: 'Experts' },
];

const OTHER = 'More results';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** What a hit is called: the scheme name of a fund, the question of a question, the name of an expert. */
export function hitLabel(hit: SearchHit): string {
  const s = hit._source ?? {};
  return (
    text(s.scheme_name) ??
    text(s.question) ??
    text(s.name) ??
    text(s.title) ??
    text(s.seotitle) ??
    text(s.seo_title) ??
    'Untitled'
  );
}

/** One line under the label: plan and option for funds, a summary for content, city or ARN for experts. */
export function hitDetail(hit: SearchHit): string | undefined {
  const s = hit._source ?? {};
  const detail = text(s.description);
  if (hit._index === 'users' && text(s.arn)) return [text(s.arn), detail].filter(Boolean).join(' · ');
  return detail;
}

/** Where a hit leads. Only site paths and web addresses: anything else (javascript:, data:) gets the list page. */
export function hitHref(hit: SearchHit): string {
  const url = text(hit._source?.display_url);
  if (url && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url))) return url;
  const fallback: Record<string, string> = {
    products: '/mutual-funds',
    articles: '/m',
    videos: '/videos',
    forums: '/questions',
    users: '/experts',
  };
  return fallback[hit._index] ?? '/';
}

/** Groups in the fixed order, empty ones left out; unknown indices come last under 'More results'. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  const known = new Set(GROUP_HEADINGS.map((g) => g.index));
  const groups = GROUP_HEADINGS.map(({ index, heading }) => ({
    index,
    heading,
    hits: hits.filter((h) => h._index === index),
  }));
  const others = hits.filter((h) => !known.has(h._index));
  if (others.length) groups.push({ index: 'other', heading: OTHER, hits: others });
  return groups.filter((g) => g.hits.length > 0);
}
