// Index rows to Elasticsearch-shaped hits: `_index`, `_id`, `_score` and the `_source` fields of a
// search hit (title, seotitle, seo_title, display_url, locale, name, id, arn, question, scheme_name,
// description, products). display_url is worked out here rather than stored, so that a change of a page's
// address needs no reindex.
import type { SearchIndexName } from '../../db/schema/search';
import { articleUrlPath, expertPath, fundUrlPath, questionUrlPath, videoUrlPath } from '../../../utils/seo/contentPaths';
import type { IndexHit } from './memory/textIndex';

export type SearchSource = Record<string, unknown> & { title: string; display_url: string; locale: string; id: string | number };

export interface SearchHit {
  _index: SearchIndexName;
  _id: string;
  _score: number;
  _source: SearchSource;
}

type Payload = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The site path a hit opens: the same builders the pages and the sitemap use (utils/seo/contentPaths.ts), so
 * a hit never leads to an address the page itself does not answer.
 */
export function displayUrl(index: SearchIndexName, refId: string, locale: string, p: Payload, title: string): string {
  switch (index) {
    case 'products':
      return fundUrlPath(encodeURIComponent(str(p.slug) ?? refId));
    case 'articles':
      return articleUrlPath(encodeURIComponent(str(p.slug) ?? refId), locale);
    case 'videos':
      return videoUrlPath(str(p.video_key) ?? refId, locale);
    case 'forums':
      return questionUrlPath(refId, str(p.slug));
    case 'users':
      return expertPath(refId, str(p.name) ?? title);
  }
}

/** 'Direct Plan · Growth · Equity Scheme - Flexi Cap Fund · PPFAS Mutual Fund': plan and option told apart. */
function fundDescription(p: Payload): string {
  const option = str(p.option_label) ?? str(p.option);
  const category = str(p.category) ?? str(p.sub_category);
  return [str(p.plan) && `${str(p.plan)} Plan`, option, category, str(p.fund_house)].filter(Boolean).join(' · ');
}

function sourceFields(row: IndexHit): Payload {
  const p = row.payload ?? {};
  switch (row.index_name) {
    case 'products':
      return {
        id: Number(row.ref_id),
        scheme_name: row.title,
        seo_title: `${row.title}${str(p.plan) ? ` - ${str(p.plan)} Plan` : ''}${str(p.option) ? ` - ${str(p.option)}` : ''}`,
        description: fundDescription(p),
        fund_house: str(p.fund_house),
        category: str(p.category),
        sub_category: str(p.sub_category),
        plan: str(p.plan),
        option: str(p.option),
        option_label: str(p.option_label),
        slug: str(p.slug),
      };
    case 'articles':
      return { seotitle: str(p.seo_title), seo_title: str(p.seo_title), description: str(p.summary), category: str(p.category), slug: str(p.slug) };
    case 'videos':
      return { description: str(p.description), category: str(p.category), video_key: str(p.video_key), thumbnail_url: str(p.thumbnail_url) };
    case 'forums':
      return { question: row.title, description: str(p.details), category: str(p.category) };
    case 'users':
      return {
        name: row.title,
        arn: str(p.arn),
        arn_status: str(p.arn_status),
        products: Array.isArray(p.products) ? p.products : [],
        description: [str(p.city), str(p.about)].filter(Boolean).join(' · ') || undefined,
        city: str(p.city),
        photo_url: str(p.photo_url),
      };
  }
}

export function toHit(row: IndexHit): SearchHit {
  const fields = Object.fromEntries(Object.entries(sourceFields(row)).filter(([, v]) => v !== undefined));
  return {
    _index: row.index_name,
    _id: row.ref_id,
    _score: Math.round(row.score * 10_000) / 10_000,
    _source: {
      id: row.ref_id,
      title: row.title,
      locale: row.locale,
      display_url: displayUrl(row.index_name, row.ref_id, row.locale, row.payload ?? {}, row.title),
      ...fields,
    } as SearchSource,
  };
}
