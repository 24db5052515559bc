// Reads of the search index. Ranking, best first:
//   4  the title is the query itself (an exact scheme name: 'Parag Parikh Flexi Cap Fund'),
//   3  the title holds the query's words as a phrase, each perhaps unfinished ('parag parik'),
//   2  every word of the query is found somewhere in the document (title, then description, then text);
// and only when none of that finds anything:
//   1  titles close in spelling (trigram word similarity: 'parag parkh');
// then by ts_rank (or the similarity) within a tier, then by the document's priority (a fund's Direct Growth
// plan before its other plans), shorter titles, and the title itself so that the order is stable.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchIndexName } from '../../db/schema/search';
import { SEARCH_TIMEOUT_MS, withStatementTimeout } from './statementTimeout';

export interface SearchRow {
  index_name: SearchIndexName;
  ref_id: string;
  locale: string;
  title: string;
  payload: Record<string, unknown>;
  score: number;
  total: number;
}

export interface SearchResult {
  total: number;
  rows: SearchRow[];
}

/** Rows of a raw query: both drivers answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The query's words as PostgreSQL's own parser splits them ('Fund-Direct' gives 'fund-direct', 'fund',
 * 'direct', just as in the documents), each made a prefix. NULL when the text holds no word at all.
 * 'and' needs every word anywhere; 'title-phrase' needs them in order, next to each other, in the title.
 */
function prefixQuery(text: string, joiner: 'and' | 'title-phrase'): SQL {
  const phrase = sql`nullif(phraseto_tsquery('simple', ${text})::text, '')`;
  // Each lexeme is quoted: the quote that closes one is followed by a space or the end of the text.
  const suffix = joiner === 'title-phrase' ? `':*A\\1` : `':*\\1`;
  const prefixed = sql`regexp_replace(${phrase}, '''(\\s|$)', ${suffix}, 'g')`;
  if (joiner === 'title-phrase') return sql`to_tsquery('simple', ${prefixed})`;
  return sql`to_tsquery('simple', regexp_replace(${prefixed}, '<(\\d+|-)>', '&', 'g'))`;
}

/** Longer texts are not typos of a name: trigram matching is skipped for them (and would cost ~1 s at 5000). */
export const FUZZY_MAX_LENGTH = 64;

/** Which hits of the ranked list: `size` of them after skipping `from`. */
export interface Page {
  size: number;
  from: number;
}

const ORDER = sql.raw('order by tier desc, rank desc, priority desc, length(title), title, index_name, ref_id');

/** Full-text matches (tiers 4, 3, 2). */
async function textMatches(db: Db, text: string, page: Page): Promise<SearchRow[]> {
  const allWords = prefixQuery(text, 'and');
  const titlePhrase = prefixQuery(text, 'title-phrase');
  const exact = sql`lower(regexp_replace(${text}, '\\s+', ' ', 'g'))`;
  const result = await db.execute(sql`
    with matches as (
      select d.index_name, d.ref_id, d.locale, d.title, d.payload, d.priority,
        case when lower(d.title) = ${exact} then 4 when d.document @@ ${titlePhrase} then 3 else 2 end as tier,
        ts_rank(d.document, ${allWords}) as rank
      from search_documents d
      where d.document @@ ${allWords}
    )
    select index_name, ref_id, locale, title, payload, (tier * 10 + rank)::float8 as score, (count(*) over ())::int as total
    from matches ${ORDER} limit ${page.size} offset ${page.from}`);
  return rowsOf<SearchRow>(result);
}

/** Titles close in spelling (tier 1): `<%` is pg_trgm's word similarity, at or above 0.6, served by the GIN index. */
async function fuzzyMatches(db: Db, text: string, page: Page): Promise<SearchRow[]> {
  const result = await db.execute(sql`
    with matches as (
      select d.index_name, d.ref_id, d.locale, d.title, d.payload, d.priority, 1 as tier, word_similarity(${text}, d.title) as rank
      from search_documents d
      where ${text} <% d.title
    )
    select index_name, ref_id, locale, title, payload, (tier * 10 + rank)::float8 as score, (count(*) over ())::int as total
    from matches ${ORDER} limit ${page.size} offset ${page.from}`);
  return rowsOf<SearchRow>(result);
}

/**
 * Full-text search first; only when it finds nothing, titles similar in spelling. Mixing both always would
 * rank the same way (spelling matches come last) but costs ~300 ms on 14k funds for queries such as
 * 'icici prudential bluechip', whose trigrams half the fund list shares.
 */
export async function searchDocuments(db: Db, text: string, page: Page, timeoutMs = SEARCH_TIMEOUT_MS): Promise<SearchResult> {
  const rows = await withStatementTimeout(db, timeoutMs, async (tx) => {
    const found = await textMatches(tx, text, page);
    // A later page past the text matches stays empty rather than switching to spelling matches mid-list.
    if (found.length > 0 || page.from > 0 || Array.from(text).length > FUZZY_MAX_LENGTH) return found;
    return fuzzyMatches(tx, text, page);
  });
  const typed = rows.map((r) => ({ ...r, score: Number(r.score), total: Number(r.total) }));
  return { total: typed[0]?.total ?? 0, rows: typed };
}
