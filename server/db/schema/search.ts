// The site search index: one row per searchable thing (fund, article, video, question, expert), kept in step
// with its source table by database triggers (migration 0004), so no code path can forget to update it.
// Searches do not read it with SQL: the backend copies it into an in-memory index in a worker thread
// (server/services/search/memory/), fetching only the rows written since its last copy (written_xid) and the
// keys deleted since (search_deletions, migration 0023). The tsvector and trigram indexes stay for repairs and
// ad-hoc queries.
import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The Elasticsearch index names the spec's search hits carry in `_index`. */
export const SEARCH_INDICES = ['products', 'articles', 'videos', 'forums', 'users'] as const;
export type SearchIndexName = (typeof SEARCH_INDICES)[number];

const GIN_OPTIONS = { fastupdate: true, gin_pending_list_limit: 256 };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit transaction id (pg_current_xact_id()), read and compared as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The transaction that last wrote a row, set by a trigger (migration 0023). A copy of the index that read every row
 * of transactions below some snapshot's xmin needs only rows written at or above it: unlike a sequence number,
 * which a slow transaction may commit after a later one was read, a transaction below xmin has finished.
 */
const writtenXid = () => xid8('written_xid').notNull().default(sql`'0'::xid8`);

export const searchDocuments = pgTable(
  'search_documents',
  {
    indexName: text('index_name').$type<SearchIndexName>().notNull(),
    /** The source row's key as text: a scheme code for funds, a uuid for everything else. */
    refId: text('ref_id').notNull(),
    locale: text('locale').notNull().default('en'),
    /** Weight A: scheme name, article or video title, question text, expert name. */
    title: text('title').notNull(),
    /** Weight B: fund house, plan, ISINs; summaries and descriptions; ARN and products. */
    body: text('body').notNull().default(''),
    /** Weight C: categories, article text, an expert's city and about. */
    extra: text('extra').notNull().default(''),
    /** The fields a hit's _source is built from (slug, plan, option, ...). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Tie-breaker between equally good matches, e.g. a fund's Direct Growth plan before its other plans. */
    priority: smallint('priority').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    writtenXid: writtenXid(),
    // Stored, so ranking reads it instead of re-parsing text per row (an expression index ranked ~40x slower).
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "body"), 'B') || setweight(to_tsvector('simple'::regconfig, "extra"), 'C')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.indexName, t.refId] }),
    // GIN indexes gather new entries in a pending list and merge them in bulk: inserting 14k funds one entry at
    // a time took 5x longer. Searches scan the pending list linearly, and PGlite has no autovacuum to merge it,
    // so it is kept small (256 kB, merged whenever it fills) and bulk writes merge it at their end.
    index('search_documents_document_idx').using('gin', t.document).with(GIN_OPTIONS),
    // Trigram similarity on titles finds misspelt names ('parag parkh') that full-text search cannot.
    index('search_documents_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with(GIN_OPTIONS),
    index('search_documents_written_xid_idx').on(t.writtenXid),
    check('search_documents_index_name_check', sql`${t.indexName} in ('products', 'articles', 'videos', 'forums', 'users')`),
  ],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;

/**
 * Keys deleted from search_documents, written by a trigger on it, so that a copy of the index can drop them too.
 * Entries older than a day are pruned by the same trigger: a copy that has not synced for half a day reloads whole.
 */
export const searchDeletions = pgTable(
  'search_deletions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    indexName: text('index_name').$type<SearchIndexName>().notNull(),
    refId: text('ref_id').notNull(),
    writtenXid: writtenXid(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_deletions_written_xid_idx').on(t.writtenXid), index('search_deletions_deleted_at_idx').on(t.deletedAt)],
);
